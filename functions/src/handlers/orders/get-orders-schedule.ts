/** GET /orders/schedule?mode=: ASAP and the free 15-minute slots for the customer's cart. */
import { scheduleQuerySchema } from '../../contracts/order.ts';
import { http } from '../../middleware/http.ts';
import { readSchedule } from '../../services/orders.ts';

export const handler = http({ route: 'orders/get-orders-schedule', query: scheduleQuerySchema }, async ({ query, user }) => readSchedule(user.id, query.mode));
