/** GET /orders/{orderId}: one of the customer's orders (404 for anyone else's). */
import { orderPathSchema } from '../../contracts/order.ts';
import { notFound } from '../../domain/errors.ts';
import { http } from '../../middleware/http.ts';
import { readOrder } from '../../services/orders.ts';

export const handler = http({ route: 'orders/get-order' }, async ({ pathParameters, user }) => {
  const path = orderPathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('No such order.');
  return readOrder(user.id, path.data.orderId);
});
