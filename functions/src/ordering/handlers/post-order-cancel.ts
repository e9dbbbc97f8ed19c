/** POST /orders/{orderId}/cancel: the customer cancels their own order, only before the kitchen accepts it. */
import { orderPathSchema } from '../../orders/contract/order.ts';
import { notFound } from '../../platform/errors.ts';
import { http } from '../../platform/http/http.ts';
import { cancelOwnOrder } from '../use-cases/customer-cancel.ts';

export const handler = http({ route: 'ordering/post-order-cancel' }, async ({ pathParameters, user }) => {
  const path = orderPathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('No such order.');
  return cancelOwnOrder(user.id, path.data.orderId);
});
