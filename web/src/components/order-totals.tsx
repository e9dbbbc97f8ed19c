/**
 * An order's money, exactly as the server computed it: subtotal, delivery fee (for delivery),
 * tax with its rate, tip and total. Checkout's summary, the order details and the kitchen's ticket
 * all show it; each passes its own look.
 */
import type { OrderTotals } from '@contracts/ordering';
import type { HTMLAttributes } from 'react';
import { formatUsd } from '@contracts/money.ts';

/** 790 basis points → '7.9%'. */
export function taxRateText(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

type OrderTotalsListProps = HTMLAttributes<HTMLDListElement> & {
  totals: OrderTotals;
  showDeliveryFee: boolean;
  /** The class of the Total row. */
  totalClassName?: string;
};

export function OrderTotalsList({ totals, showDeliveryFee, totalClassName, ...list }: OrderTotalsListProps) {
  const rows: [string, number][] = [
    ['Subtotal', totals.subtotalCents],
    ...(showDeliveryFee || totals.deliveryFeeCents > 0 ? [['Delivery fee', totals.deliveryFeeCents] as [string, number]] : []),
    [`Tax (${taxRateText(totals.taxRateBasisPoints)})`, totals.taxCents],
    ['Tip', totals.tipCents],
  ];
  return (
    <dl {...list}>
      {rows.map(([term, cents]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{formatUsd(cents)}</dd>
        </div>
      ))}
      <div className={totalClassName}>
        <dt>Total</dt>
        <dd>{formatUsd(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}
