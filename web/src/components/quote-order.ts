/**
 * A catering order made from a quote (docs/business-rules.md#catering-quotes), in the words the kitchen's board,
 * its tickets and the customer's order page all say it: the quote's mark, its guests and reference, the discount's
 * line in the totals, the deposit paid and the balance still due, and the owner's booking over the time's capacity.
 * The card paid the deposit only: the order's total is the whole quote's, so its payment never reads as paid in full
 * unless the card took the whole total.
 */
import { dayLabel, slotLabel } from '@functions/platform/contract/business-clock.ts';
import { cardWords, paymentWords } from '@functions/orders/contract/card-payment.ts';
import { countLabel } from '@functions/platform/contract/count-label.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import type { Order, OrderQuote } from '@functions/orders/contract/order';

/** An order that came from a quote. */
export type QuoteOrder = Pick<Order, 'status' | 'totals' | 'cardPayment' | 'balancePayment'> & { quote: OrderQuote };

/** 'Catering · Quote Q-7K3Q9A'. */
export function quoteMarkWords(quote: Pick<OrderQuote, 'number'>): string {
  return `Catering · Quote ${quote.number}`;
}

/** ['40 guests', 'Ref. PO-4471']: the reference only when the customer gave one. */
export function quoteFacts(quote: Pick<OrderQuote, 'headcount' | 'reference'>): string[] {
  const reference = quote.reference.trim();
  return [countLabel(quote.headcount, 'guest'), ...(reference ? [`Ref. ${reference}`] : [])];
}

/** The board's note when the owner booked the event although its time was full. */
export const overCapacityWords = 'Booked over the time’s capacity by the owner';

/**
 * A quote's discount in the totals, as [term, amount] rows above the subtotal (which is already the discounted one):
 * the dishes before it ('Dishes', '$1,050.00') and the discount ('Discount (Regular client)', '−$50.00'), so the
 * arithmetic reads down to the subtotal. None without a discount.
 */
export function discountRows(discount: OrderQuote['discount'] | undefined, subtotalCents: number): [string, string][] {
  if (!discount) return [];
  const reason = discount.reason.trim();
  return [
    ['Dishes', formatUsd(subtotalCents + discount.cents)],
    [reason ? `Discount (${reason})` : 'Discount', `−${formatUsd(discount.cents)}`],
  ];
}

export type QuotePaymentWords = {
  /** 'Deposit $250.00 paid by card (Visa ending 4242)', 'Paid in full by card (Visa ending 4242)', or the card's state. */
  paid: string;
  /**
   * 'Balance $750.00 due by Tuesday, December 8' while some of the total is still to pay (with when its link, once
   * sent, stops working), or 'Balance $750.00 paid by card (Visa ending 4242)' once its link was paid.
   */
  balance: string | null;
  /** 'Refunded $50.00' or 'Refunded in full', once the owner refunded some of the card's charge. */
  refund: string | null;
  /** The card payment needs the owner's eye (a charge that failed). */
  problem: boolean;
};

/**
 * How a quote's order is paid: the deposit the card paid (or the whole total, when it took it) and the balance due
 * by the quote's day (the total less the deposit). A card not charged yet reads as the card's own words, with no
 * balance; so does a cancelled order or one refunded in full.
 */
export function quotePaymentWords(order: QuoteOrder): QuotePaymentWords {
  const { quote, totals, cardPayment: card } = order;
  if (!card) return { paid: `Deposit ${formatUsd(quote.depositCents)} not paid yet`, balance: null, refund: null, problem: false };
  if (card.state !== 'charged') return { paid: paymentWords(card), balance: null, refund: null, problem: card.state === 'problem' };
  const byCard = card.card ? `by card (${cardWords(card.card)})` : 'by card';
  const refundedInFull = card.refundedCents > 0 && card.refundedCents >= card.capturedCents;
  const refund = card.refundedCents === 0 ? null : refundedInFull ? 'Refunded in full' : `Refunded ${formatUsd(card.refundedCents)}`;
  if (card.capturedCents >= totals.totalCents) return { paid: `Paid in full ${byCard}`, balance: null, refund, problem: false };
  const paid = `Deposit ${formatUsd(quote.depositCents)} paid ${byCard}`;
  const balancePaid = order.balancePayment?.state === 'charged' ? order.balancePayment : undefined;
  if (balancePaid) {
    const balanceCard = balancePaid.card ? ` (${cardWords(balancePaid.card)})` : '';
    return { paid, balance: `Balance ${formatUsd(balancePaid.amountCents)} paid by card${balanceCard}`, refund, problem: false };
  }
  const balanceCents = totals.totalCents - quote.depositCents;
  const balanceDue = balanceCents > 0 && order.status !== 'cancelled' && !refundedInFull;
  const link = order.balancePayment?.state === 'awaiting' ? `; its link, e-mailed, works until ${slotLabel(order.balancePayment.payBy)}` : '';
  return {
    paid,
    balance: balanceDue ? `Balance ${formatUsd(balanceCents)} due by ${dayLabel(quote.balanceDueOn)}${link}` : null,
    refund,
    problem: false,
  };
}
