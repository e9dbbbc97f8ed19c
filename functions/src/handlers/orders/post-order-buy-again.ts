/** POST /orders/{orderId}/buyAgain: the order's lines back in the cart at today's prices. */
import { orderPathSchema } from '../../contracts/order.ts';
import { notFound } from '../../domain/errors.ts';
import { http } from '../../middleware/http.ts';
import { buyOrderAgain } from '../../services/orders.ts';

export const handler = http({ route: 'orders/post-order-buy-again' }, async ({ pathParameters, user }) => {
  const path = orderPathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('No such order.');
  return buyOrderAgain(user.id, path.data.orderId);
});
