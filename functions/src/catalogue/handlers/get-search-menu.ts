/** GET /search/menu?query=: up to 15 dishes whose name, category or description match. */
import { searchQuerySchema } from '../contract/search-query.ts';
import { http } from '../../platform/http/http.ts';
import { searchDishes } from '../use-cases/catalogue.ts';

// Cached for 10 s only: an owner's edit (docs/business-rules.md#the-menu-editor) reaches browsers within seconds.
export const handler = http({ route: 'catalogue/get-search-menu', query: searchQuerySchema, cacheControl: 'public, max-age=10' }, ({ query }) =>
  searchDishes(query.query),
);
