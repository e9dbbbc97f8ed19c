/**
 * Phones: the order's total and Place order in a bar at the bottom of the screen (components/sticky-action-bar.tsx,
 * as the cart's Proceed to Checkout), so the customer never scrolls past every step to place the order. Wider
 * screens show neither: the summary beside the steps has both. A submit button of the checkout form, like the summary's.
 */
import type { QuoteAnswer } from '@functions/orders/contract/order';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { StickyActionBar, stickyActionClassName } from '../../../components/sticky-action-bar.tsx';

type CheckoutPlaceBarProps = {
  quote: QuoteAnswer | undefined;
  quoting: boolean;
  /** What the customer still has to choose or fix, in words (the summary lists them all). */
  missing: string[];
  placing: boolean;
  canPlace: boolean;
};

export function CheckoutPlaceBar({ quote, quoting, missing, placing, canPlace }: CheckoutPlaceBarProps) {
  const total = quote?.totals.totalCents;
  return (
    <StickyActionBar
      label="Place your order"
      wide="hidden"
      figureLabel="Total"
      figure={total === undefined ? '–' : <span data-stale={quoting || undefined}>{formatUsd(total)}</span>}
      phoneNote={missing.length > 0 ? `Still to do: ${missing[0]}` : undefined}
      action={
        <button
          type="submit"
          className={stickyActionClassName}
          disabled={!canPlace || placing}
          aria-busy={placing || undefined}
          aria-describedby={missing.length > 0 ? 'checkout-missing' : 'checkout-pay-later'}
        >
          {placing ? 'Placing…' : 'Place order'}
        </button>
      }
    />
  );
}
