/** GET /orders/schedule?mode=: ASAP and the free 15-minute slots for the customer's cart. */
import { scheduleQuerySchema } from '../../orders/contract/order.ts';
import { http } from '../../platform/http/http.ts';
import { readSchedule } from '../use-cases/orders.ts';

export const handler = http({ route: 'ordering/get-orders-schedule', query: scheduleQuerySchema }, async ({ query, user }) =>
  readSchedule(user.id, query.mode),
);
