/**
 * An order's money, exactly as the server computed it: subtotal, delivery fee (for delivery),
 * tax with its rate, tip and total. Checkout's summary, the order details and the kitchen's ticket
 * all show it; each passes its own look. A quote's order with a discount shows its dishes and the
 * discount above the subtotal, which is already the discounted one.
 */
import type { OrderQuote } from '@functions/orders/contract/order';
import type { OrderTotals } from '@functions/shop/contract/ordering';
import type { HTMLAttributes } from 'react';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { discountRows } from './quote-order.ts';

/** 790 basis points → '7.9%'. */
export function taxRateText(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

type OrderTotalsListProps = HTMLAttributes<HTMLDListElement> & {
  totals: OrderTotals;
  showDeliveryFee: boolean;
  /** The class of the Total row. */
  totalClassName?: string;
  /** A quote's discount (orderQuoteSchema): the dishes before it and the discount come above the subtotal. */
  discount?: OrderQuote['discount'] | undefined;
};

export function OrderTotalsList({ totals, showDeliveryFee, totalClassName, discount, ...list }: OrderTotalsListProps) {
  const rows: [string, string][] = [
    ...discountRows(discount, totals.subtotalCents),
    ['Subtotal', formatUsd(totals.subtotalCents)],
    ...(showDeliveryFee || totals.deliveryFeeCents > 0 ? [['Delivery fee', formatUsd(totals.deliveryFeeCents)] as [string, string]] : []),
    [`Tax (${taxRateText(totals.taxRateBasisPoints)})`, formatUsd(totals.taxCents)],
    ['Tip', formatUsd(totals.tipCents)],
  ];
  return (
    <dl {...list}>
      {rows.map(([term, amount]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
      <div className={totalClassName}>
        <dt>Total</dt>
        <dd>{formatUsd(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}
