/** GET /prices/compatible?dishesIds=a,b: each companion dish with its own price options. */
import { dishIdsQuerySchema } from '../../contracts/catalogue.ts';
import { getDishPartitions } from '../../data/dish.ts';
import { toCompatiblePrices } from '../../domain/menu.ts';
import { http } from '../../middleware/http.ts';

export const handler = http({ query: dishIdsQuerySchema }, async ({ query }) =>
  toCompatiblePrices(await getDishPartitions(query.dishesIds)),
);
