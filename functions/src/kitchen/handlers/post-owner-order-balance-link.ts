/** POST /owner/orders/{orderId}/balance-link {customerId}: e-mails the customer a card link for a catering order's balance. */
import { balanceLinkRequestSchema } from '../../orders/contract/card-payment.ts';
import { kitchenOrderPathSchema } from '../../orders/contract/kitchen.ts';
import { formatUsd } from '../../platform/contract/money.ts';
import { notFound } from '../../platform/errors.ts';
import { http } from '../../platform/http/http.ts';
import { sendBalanceLink } from '../../payments/index.ts';
import { kitchenOrderOf } from '../use-cases/kitchen-board.ts';

export const handler = http({ route: 'kitchen/post-owner-order-balance-link', body: balanceLinkRequestSchema }, async ({ pathParameters, body }) => {
  const path = kitchenOrderPathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('No such order.');
  const { order, resent } = await sendBalanceLink({ customerId: body.customerId, orderId: path.data.orderId });
  const amount = formatUsd(order.balancePayment?.amountCents ?? 0);
  return {
    order: kitchenOrderOf(order),
    message: resent
      ? `The balance link for ${amount} was e-mailed again to ${order.customer.email}.`
      : `A link to pay the balance of ${amount} was e-mailed to ${order.customer.email}.`,
  };
});
