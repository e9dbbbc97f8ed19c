/** POST /orders/{orderId}/payment {outcome}: the customer is back from the card page, paid or gone back (404 for anyone else's order). */
import { paymentReturnSchema } from '../../contracts/card-payment.ts';
import { orderPathSchema } from '../../contracts/order.ts';
import { notFound } from '../../domain/errors.ts';
import { http } from '../../middleware/http.ts';
import { returnFromCardPage } from '../../services/card-payments.ts';

export const handler = http({ route: 'orders/post-order-payment', body: paymentReturnSchema }, async ({ pathParameters, body, user }) => {
  const path = orderPathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('No such card payment.');
  return returnFromCardPage(user.id, path.data.orderId, body.outcome);
});
