/** POST /owner/orders/{orderId}/refunds {customerId, amountCents or lines, reason, refundsSeen, payment?}: refunds part or all of a charged card order. */
import { refundRequestSchema } from '../../orders/contract/card-payment.ts';
import { kitchenOrderPathSchema } from '../../orders/contract/kitchen.ts';
import { formatUsd } from '../../platform/contract/money.ts';
import { notFound } from '../../platform/errors.ts';
import { http } from '../../platform/http/http.ts';
import { refundCardOrder } from '../../payments/index.ts';
import { kitchenOrderOf } from '../use-cases/kitchen-board.ts';

export const handler = http({ route: 'kitchen/post-owner-order-refund', body: refundRequestSchema }, async ({ pathParameters, body }) => {
  const path = kitchenOrderPathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('No such order.');
  const { order, refund } = await refundCardOrder({ ...body, orderId: path.data.orderId });
  return { order: kitchenOrderOf(order), message: `Refunded ${formatUsd(refund.amountCents)} to the customer’s card. They were told by e-mail.` };
});
