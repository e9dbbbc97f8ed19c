/** GET /prices/compatible?dishesIds=a,b: each companion dish with its own price options. */
import { dishIdsQuerySchema } from '../contract/catalogue-requests.ts';
import { http } from '../../platform/http/http.ts';
import { readCompatiblePrices } from '../use-cases/catalogue.ts';

export const handler = http({ route: 'catalogue/get-prices-compatible', query: dishIdsQuerySchema }, ({ query }) => readCompatiblePrices(query.dishesIds));
