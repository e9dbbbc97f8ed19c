/**
 * A catering quote's totals (docs/business-rules.md#catering-quotes): checkout's rules on the discounted food, no tip,
 * and the deposit asked to accept. Shared by the server, which prices and stores a quote, and the quote editor, which
 * shows the same figures as a running total while the owner adds lines.
 */
import type { DepositChoice, QuoteTotals } from './catering-quote.ts';
import type { OrderLine } from '../../orders/contract/order.ts';
import { orderTotals, percentOf } from '../../orders/contract/order-totals.ts';

/** What the customer pays to accept: the deposit chosen (never more than the total), or the whole total. */
export function depositCentsOf(deposit: DepositChoice, totalCents: number): number {
  switch (deposit.kind) {
    case 'none':
      return totalCents;
    case 'percent':
      return Math.min(totalCents, Math.max(1, percentOf(totalCents, deposit.percent)));
    case 'amount':
      return Math.min(totalCents, deposit.cents);
  }
}

/**
 * A quote's totals from its priced lines: the discount comes off the food first, then the delivery fee (catering's,
 * when a line is catering-size) and tax are checkout's rules on what is left; a quote has no tip.
 */
export function quoteTotalsOf(input: {
  lines: readonly Pick<OrderLine, 'lineTotalCents' | 'catering'>[];
  discountCents: number;
  mode: 'pickup' | 'delivery';
  deposit: DepositChoice;
}): QuoteTotals {
  const itemsCents = input.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents = Math.min(input.discountCents, itemsCents);
  const totals = orderTotals({
    subtotalCents: itemsCents - discountCents,
    mode: input.mode,
    catering: input.lines.some((line) => line.catering),
    tip: { kind: 'percent', percent: 0 },
  });
  const depositCents = depositCentsOf(input.deposit, totals.totalCents);
  return {
    itemsCents,
    discountCents,
    subtotalCents: totals.subtotalCents,
    deliveryFeeCents: totals.deliveryFeeCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    taxRateBasisPoints: totals.taxRateBasisPoints,
    depositCents,
    balanceCents: totals.totalCents - depositCents,
  };
}
