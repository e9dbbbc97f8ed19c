/** GET /orders: the customer's orders, newest first. */
import { http } from '../../middleware/http.ts';
import { readOrders } from '../../services/orders.ts';

export const handler = http({ route: 'orders/get-orders' }, async ({ user }) => readOrders(user.id));
