/** POST /orders/{orderId}/buyAgain: the order's lines back in the cart at today's prices. */
import { orderPathSchema } from '../../orders/contract/order.ts';
import { notFound } from '../../platform/errors.ts';
import { http } from '../../platform/http/http.ts';
import { buyOrderAgain } from '../use-cases/orders.ts';

export const handler = http({ route: 'ordering/post-order-buy-again' }, async ({ pathParameters, user }) => {
  const path = orderPathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('No such order.');
  return buyOrderAgain(user.id, path.data.orderId);
});
