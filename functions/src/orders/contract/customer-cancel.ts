/**
 * What the customer's cancel does to their payment, in the words the order page's confirmation uses
 * (docs/business-rules.md#the-customers-cancel). The server's message after the cancel says the same in the past tense
 * (customerCancelledMessageFor, functions/src/orders/rules/order-status.ts).
 */
import { cardWords, type CardPayment } from './card-payment.ts';
import { formatUsd } from '../../platform/contract/money.ts';

export function cancelPaymentWords(payment: CardPayment | undefined): string {
  switch (payment?.state) {
    case 'held':
      return `The hold of ${formatUsd(payment.amountCents)} on your ${cardWords(payment.card)} is released: you pay nothing.`;
    case 'charged':
      return `The ${formatUsd(payment.capturedCents - payment.refundedCents)} charged to your ${cardWords(payment.card)} is refunded in full; refunds show on your statement within 5–10 business days.`;
    default:
      return 'Nothing has been charged, so there is nothing to pay.';
  }
}
