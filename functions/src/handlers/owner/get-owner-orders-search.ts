/** GET /owner/orders/search?q=: past and upcoming orders by code, or the customer's name, e-mail or phone. */
import { orderSearchQuerySchema } from '../../contracts/kitchen.ts';
import { http } from '../../middleware/http.ts';
import { searchOrders } from '../../services/kitchen-board.ts';

export const handler = http({ route: 'owner/get-owner-orders-search', query: orderSearchQuerySchema }, async ({ query }) => searchOrders(query.q));
