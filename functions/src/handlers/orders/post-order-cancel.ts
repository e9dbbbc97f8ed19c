/** POST /orders/{orderId}/cancel: the customer cancels their own order, only before the kitchen accepts it. */
import { orderPathSchema } from '../../contracts/order.ts';
import { notFound } from '../../domain/errors.ts';
import { http } from '../../middleware/http.ts';
import { cancelOwnOrder } from '../../services/customer-cancel.ts';

export const handler = http({ route: 'orders/post-order-cancel' }, async ({ pathParameters, user }) => {
  const path = orderPathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('No such order.');
  return cancelOwnOrder(user.id, path.data.orderId);
});
