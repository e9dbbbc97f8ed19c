/** GET /prices?dishesIds=a,b: the price options of those dishes, smallest size first. */
import { dishIdsQuerySchema } from '../contract/catalogue-requests.ts';
import { http } from '../../platform/http/http.ts';
import { readPriceOptions } from '../use-cases/catalogue.ts';

export const handler = http({ route: 'catalogue/get-prices', query: dishIdsQuerySchema }, ({ query }) => readPriceOptions(query.dishesIds));
