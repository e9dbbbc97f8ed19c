/** POST /owner/orders/{orderId}/refunds {customerId, amountCents or lines, reason, refundsSeen, payment?}: refunds part or all of a charged card order. */
import { refundRequestSchema } from '../../contracts/card-payment.ts';
import { kitchenOrderPathSchema } from '../../contracts/kitchen.ts';
import { formatUsd } from '../../contracts/money.ts';
import { notFound } from '../../domain/errors.ts';
import { http } from '../../middleware/http.ts';
import { refundCardOrder } from '../../services/card-payments.ts';
import { kitchenOrderOf } from '../../services/kitchen-board.ts';

export const handler = http({ route: 'owner/post-owner-order-refund', body: refundRequestSchema }, async ({ pathParameters, body }) => {
  const path = kitchenOrderPathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('No such order.');
  const { order, refund } = await refundCardOrder({ ...body, orderId: path.data.orderId });
  return { order: kitchenOrderOf(order), message: `Refunded ${formatUsd(refund.amountCents)} to the customer’s card. They were told by e-mail.` };
});
