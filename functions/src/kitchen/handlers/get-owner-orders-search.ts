/** GET /owner/orders/search?q=: past and upcoming orders by code, or the customer's name, e-mail or phone. */
import { orderSearchQuerySchema } from '../../orders/contract/kitchen.ts';
import { http } from '../../platform/http/http.ts';
import { searchOrders } from '../use-cases/kitchen-board.ts';

export const handler = http({ route: 'kitchen/get-owner-orders-search', query: orderSearchQuerySchema }, async ({ query }) => searchOrders(query.q));
