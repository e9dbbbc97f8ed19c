/** GET /prices/compatible?dishesIds=a,b: each companion dish with its own price options. */
import { dishIdsQuerySchema } from '../../contracts/catalogue-requests.ts';
import { http } from '../../middleware/http.ts';
import { readCompatiblePrices } from '../../services/catalogue.ts';

export const handler = http({ route: 'catalogue/get-prices-compatible', query: dishIdsQuerySchema }, ({ query }) => readCompatiblePrices(query.dishesIds));
