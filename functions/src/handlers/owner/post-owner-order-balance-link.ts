/** POST /owner/orders/{orderId}/balance-link {customerId}: e-mails the customer a card link for a catering order's balance. */
import { balanceLinkRequestSchema } from '../../contracts/card-payment.ts';
import { kitchenOrderPathSchema } from '../../contracts/kitchen.ts';
import { formatUsd } from '../../contracts/money.ts';
import { notFound } from '../../domain/errors.ts';
import { http } from '../../middleware/http.ts';
import { sendBalanceLink } from '../../services/card-payments.ts';
import { kitchenOrderOf } from '../../services/kitchen-board.ts';

export const handler = http({ route: 'owner/post-owner-order-balance-link', body: balanceLinkRequestSchema }, async ({ pathParameters, body }) => {
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
