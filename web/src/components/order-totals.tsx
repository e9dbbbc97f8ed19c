/**
 * An order's money, exactly as the server computed it: subtotal, delivery fee (for delivery), an
 * offer's discount, tax with its rate, tip and total. Checkout's summary, the order details and the
 * kitchen's ticket all show it; each passes its own look. A quote's order with a discount shows its
 * dishes and the discount above the subtotal, which is already the discounted one.
 */
import { offerDiscountLabel, type AppliedOffer } from '@functions/orders/contract/checkout-offer';
import type { OrderQuote } from '@functions/orders/contract/order';
import type { OrderTotals } from '@functions/shop/contract/ordering';
import type { HTMLAttributes } from 'react';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { discountRows } from './quote-order.ts';

/** 790 basis points → '7.9%'. */
export function taxRateText(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

export { offerDiscountLabel };

/**
 * An offer's discount in the totals (docs/business-rules.md#offers-and-loyalty), as the [term, amount] row between the
 * delivery fee and the tax, since it comes off before tax: ['Discount (SAVE5)', '−$5.00']. None when nothing was taken off.
 */
export function offerDiscountRows(
  totals: Pick<OrderTotals, 'discountCents'>,
  offer: Pick<AppliedOffer, 'kind' | 'code' | 'words'> | undefined,
): [string, string][] {
  const cents = totals.discountCents ?? 0;
  return cents > 0 ? [[offerDiscountLabel(offer), `−${formatUsd(cents)}`]] : [];
}

type OrderTotalsListProps = HTMLAttributes<HTMLDListElement> & {
  totals: OrderTotals;
  showDeliveryFee: boolean;
  /** The class of the Total row. */
  totalClassName?: string;
  /** A quote's discount (orderQuoteSchema): the dishes before it and the discount come above the subtotal. */
  discount?: OrderQuote['discount'] | undefined;
  /** The offer the order took (the order's, or the checkout quote's): it names the discount row. */
  offer?: AppliedOffer | undefined;
};

export function OrderTotalsList({ totals, showDeliveryFee, totalClassName, discount, offer, ...list }: OrderTotalsListProps) {
  // What comes off (a quote's discount, an offer's) is marked, so each look can set it apart.
  const [dishes, quoteDiscount] = discountRows(discount, totals.subtotalCents);
  const rows: { term: string; amount: string; off?: boolean }[] = [
    ...(dishes && quoteDiscount
      ? [
          { term: dishes[0], amount: dishes[1] },
          { term: quoteDiscount[0], amount: quoteDiscount[1], off: true },
        ]
      : []),
    { term: 'Subtotal', amount: formatUsd(totals.subtotalCents) },
    ...(showDeliveryFee || totals.deliveryFeeCents > 0 ? [{ term: 'Delivery fee', amount: formatUsd(totals.deliveryFeeCents) }] : []),
    ...offerDiscountRows(totals, offer).map(([term, amount]) => ({ term, amount, off: true })),
    { term: `Tax (${taxRateText(totals.taxRateBasisPoints)})`, amount: formatUsd(totals.taxCents) },
    { term: 'Tip', amount: formatUsd(totals.tipCents) },
  ];
  return (
    <dl {...list}>
      {rows.map(({ term, amount, off }) => (
        <div key={term} data-discount={off || undefined}>
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
