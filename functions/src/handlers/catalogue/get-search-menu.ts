/** GET /search/menu?query=: up to 15 dishes whose name, category or description match. */
import { searchQuerySchema } from '../../contracts/catalogue.ts';
import { listMenu } from '../../data/dish.ts';
import { isSearchable, searchMenu } from '../../domain/menu.ts';
import { http } from '../../middleware/http.ts';

export const handler = http({ query: searchQuerySchema, cacheControl: 'public, max-age=60' }, async ({ query }) => {
  // A whitespace-only query answers an empty list without touching the table.
  if (!isSearchable(query.query)) return [];
  return searchMenu(await listMenu(), query.query);
});
