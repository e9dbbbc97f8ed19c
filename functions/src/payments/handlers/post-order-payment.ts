/** POST /orders/{orderId}/payment {outcome}: the customer is back from the card page, paid or gone back (404 for anyone else's order). */
import { paymentReturnSchema } from '../../orders/contract/card-payment.ts';
import { orderPathSchema } from '../../orders/contract/order.ts';
import { notFound } from '../../platform/errors.ts';
import { http } from '../../platform/http/http.ts';
import { returnFromCardPage } from '../use-cases/card-checkout.ts';

export const handler = http({ route: 'payments/post-order-payment', body: paymentReturnSchema }, async ({ pathParameters, body, user }) => {
  const path = orderPathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('No such card payment.');
  return returnFromCardPage(user.id, path.data.orderId, body.outcome);
});
