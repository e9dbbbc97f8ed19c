/** GET /orders: the customer's orders, newest first. */
import { http } from '../../platform/http/http.ts';
import { readOrders } from '../use-cases/orders.ts';

export const handler = http({ route: 'ordering/get-orders' }, async ({ user }) => readOrders(user.id));
