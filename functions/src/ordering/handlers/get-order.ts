/** GET /orders/{orderId}: one of the customer's orders (404 for anyone else's). */
import { orderPathSchema } from '../../orders/contract/order.ts';
import { notFound } from '../../platform/errors.ts';
import { http } from '../../platform/http/http.ts';
import { readOrder } from '../use-cases/orders.ts';

export const handler = http({ route: 'ordering/get-order' }, async ({ pathParameters, user }) => {
  const path = orderPathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('No such order.');
  return readOrder(user.id, path.data.orderId);
});
