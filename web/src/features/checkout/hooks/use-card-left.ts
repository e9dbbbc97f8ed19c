/**
 * Back at checkout from Stripe's page without paying (`?payment=cancelled&order=…`; docs/business-rules.md#card-payments):
 * the order is given up and the cart is as it was, which the summary says until the next Place order's answer; or the
 * order was paid on another tab after all, and the order's page takes over.
 */
import { useCardReturn } from '../../../lib/use-card-return.ts';
import { placeNotice } from '../components/place-refusal.tsx';

const cardLeftText =
  'You left Stripe’s page, so nothing was charged and the order was not placed. Your cart is as it was: place the order again when you’re ready.';

/** `placeError`: the last Place order's error (its notice shows instead, once there is one). */
export function useCardLeft(placeError: unknown) {
  const cardReturn = useCardReturn('cancelled', (params) => params.get('order') ?? undefined);
  return {
    /** The order the customer left Stripe's page for, paid meanwhile (on another tab). */
    paidMeanwhile: cardReturn.order && cardReturn.order.status !== 'cancelled' ? cardReturn.order : undefined,
    /** The summary's notice: that the card page was left, else the last Place order's refusal. */
    notice: cardReturn.order?.status === 'cancelled' && !placeError ? cardLeftText : placeNotice(placeError),
  };
}
