/**
 * What the checkout page knows and does: the cart, the customer's choices and the server's quote
 * for them, what still stands in the way of the order, and Place order, sent with the trip's
 * Idempotency-Key. A refusal shows at its step; one about the total, the time or the cart asks again.
 */
import type { CartOrder } from '@contracts/cart';
import type { Order, PlaceOrderRequest } from '@contracts/order';
import type { TipChoice } from '@contracts/ordering';
import { useEffect, useRef, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useAddresses } from '../../../api/addresses.ts';
import { useCart } from '../../../api/cart.ts';
import { usePlaceOrder, useQuote, useSchedule } from '../../../api/orders.ts';
import { usePaymentMethods } from '../../../api/payments.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import type { SummaryLine } from '../components/checkout-summary.tsx';
import { placeRefusal } from '../components/place-refusal.tsx';
import { effectiveChoices, useCheckoutChoices, useSettledValue, type CheckoutChoices } from './use-checkout-choices.ts';
import { useCheckoutKey } from './use-checkout-key.ts';

const sameTip = (a: TipChoice | undefined, b: TipChoice | undefined) => JSON.stringify(a) === JSON.stringify(b);

function summaryLine(line: CartOrder): SummaryLine {
  return {
    orderId: line.orderId,
    name: line.name,
    details: line,
    quantity: line.quantity,
    lineTotal: line.lineTotal,
  };
}

/** `onPlaced` runs once the order is placed and its key retired (the page goes to the order). */
export function useCheckoutPage({ onPlaced }: { onPlaced: (order: Order) => void }) {
  const location = useLocation();
  const navigationState = location.state as { orderId?: unknown; addressId?: unknown } | null;
  const { key: idempotencyKey, retire } = useCheckoutKey(navigationState?.orderId);
  const cart = useCart();
  const addresses = useAddresses();
  const payments = usePaymentMethods();
  const { choices, update } = useCheckoutChoices({
    addressId: typeof navigationState?.addressId === 'string' ? navigationState.addressId : undefined,
  });
  const schedule = useSchedule(choices.mode);
  const placeOrder = usePlaceOrder();
  const submitting = useRef(false);

  const chosen = effectiveChoices(choices, { addresses: addresses.data, schedule: schedule.data, payments: payments.data });
  const quoteTip = useSettledValue(chosen.tip, chosen.tip?.kind === 'custom' ? 400 : 0, sameTip);
  const lines = cart.data?.cart.flatMap((group) => group.orders) ?? [];
  const cartReady = lines.length > 0 && cart.data?.inactiveDishes.length === 0;
  const needsAddress = chosen.mode === 'delivery' && chosen.addressId === undefined;
  const quoteChoice = cartReady && quoteTip && !needsAddress ? { mode: chosen.mode, addressId: chosen.addressId, tip: quoteTip } : null;
  const quote = useQuote(quoteChoice);
  const quoteAnswer = quoteChoice ? quote.data : undefined;
  const quoting = quoteChoice !== null && (quote.isFetching || quote.isPlaceholderData);

  // A pause starting or ending (the schedule follows it every minute) changes the quote's refusals: ask again.
  const pausedUntil = schedule.data?.paused?.until;
  const quotedPause = useRef(pausedUntil);
  const quoteEnabled = quoteChoice !== null;
  const refetchQuote = quote.refetch;
  useEffect(() => {
    if (quotedPause.current === pausedUntil) return;
    quotedPause.current = pausedUntil;
    if (quoteEnabled) void refetchQuote();
  }, [pausedUntil, quoteEnabled, refetchQuote]);

  const change = (next: Partial<CheckoutChoices>) => {
    if (placeOrder.isError) placeOrder.reset();
    update(next);
  };

  const refusal = placeRefusal(placeOrder.error);
  const areaRefusal = quoteAnswer?.refusals.find((candidate) => candidate.reason === 'OUTSIDE_SERVICE_AREA')?.message;
  const missing = [
    chosen.mode === 'delivery' && addresses.data?.length === 0 ? 'add a delivery address' : null,
    chosen.mode === 'delivery' && addresses.data && addresses.data.length > 0 && !chosen.addressId ? 'choose a delivery address' : null,
    schedule.data && !chosen.when && !schedule.data.paused ? 'choose a day and time' : null,
    chosen.customTipError ? 'enter a tip amount or choose a preset' : null,
    payments.data && !chosen.paymentMethod ? 'choose how you’ll pay' : null,
  ].filter((reason): reason is string => reason !== null);
  const canPlace =
    cartReady &&
    quoteAnswer !== undefined &&
    !quoting &&
    !quote.isError &&
    quoteAnswer.refusals.length === 0 &&
    missing.length === 0 &&
    chosen.when !== undefined &&
    chosen.paymentMethod !== undefined &&
    quoteTip !== undefined &&
    sameTip(quoteTip, chosen.tip) &&
    !needsAddress;
  const placing = placeOrder.isPending || placeOrder.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPlace || placing || submitting.current || !quoteAnswer || !chosen.when || !chosen.paymentMethod || !quoteTip) return;
    submitting.current = true;
    const request: PlaceOrderRequest = {
      mode: chosen.mode,
      ...(chosen.mode === 'delivery' && chosen.addressId ? { addressId: chosen.addressId } : {}),
      tip: quoteTip,
      when: chosen.when,
      notes: choices.notes,
      paymentMethod: chosen.paymentMethod,
      expectedTotalCents: quoteAnswer.totals.totalCents,
    };
    placeOrder.mutate(
      { request, idempotencyKey },
      {
        onSuccess: (order) => {
          retire();
          onPlaced(order);
        },
        onError: (error) => {
          submitting.current = false;
          const { total, when } = placeRefusal(error);
          if (total) void quote.refetch();
          if (when) void schedule.refetch();
          // The cart changed under the order (emptied, or a line to review): show it as it is now.
          if (isApiError(error) && error.details.some((detail) => detail.path === 'cart')) void cart.refetch();
        },
      },
    );
  };

  return {
    cart,
    addresses,
    schedule,
    payments,
    choices,
    chosen,
    change,
    /** The cart has lines, none of them to review: the steps can show. */
    cartReady,
    summaryLines: lines.map(summaryLine),
    quote: {
      answer: quoteAnswer,
      quoting,
      error: quoteChoice && quote.isError && !quote.isFetching ? apiErrorText(quote.error) : undefined,
      hint: needsAddress
        ? 'Choose a delivery address to see the delivery fee and your total.'
        : chosen.customTipError
          ? 'Enter a tip amount to see your total.'
          : undefined,
      retry: () => void quote.refetch(),
    },
    refusal,
    areaRefusal,
    /** The error of the last Place order, for the notice beside the button. */
    placeError: placeOrder.error,
    missing,
    canPlace,
    placing,
    submit,
  };
}
