/** GET /prices?dishesIds=a,b: the price options of those dishes, smallest size first. */
import { dishIdsQuerySchema } from '../../contracts/catalogue-requests.ts';
import { http } from '../../middleware/http.ts';
import { readPriceOptions } from '../../services/catalogue.ts';

export const handler = http({ route: 'catalogue/get-prices', query: dishIdsQuerySchema }, ({ query }) => readPriceOptions(query.dishesIds));
