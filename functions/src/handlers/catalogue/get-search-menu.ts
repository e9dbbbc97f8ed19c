/** GET /search/menu?query=: up to 15 dishes whose name, category or description match. */
import { searchQuerySchema } from '../../contracts/catalogue.ts';
import { http } from '../../middleware/http.ts';
import { searchDishes } from '../../services/catalogue.ts';

export const handler = http({ query: searchQuerySchema, cacheControl: 'public, max-age=60' }, ({ query }) => searchDishes(query.query));
