/**
 * What the checkout page knows and does: the cart, the customer's choices and the server's quote
 * for them (at the time chosen, with the code applied or the reward taken), what still stands in the way of
 * the order, and Place order, sent with the trip's Idempotency-Key and the code or reward the quote took. A
 * refusal shows at its step; one about the total, the time or the cart asks again; one of the code or reward drops it.
 */
import type { CartOrder } from '@functions/cart/contract/cart';
import type { Order } from '@functions/orders/contract/order';
import type { PlaceOrderRequest } from '@functions/orders/contract/place-order';
import { phoneSchema } from '@functions/platform/contract/phone';
import type { TipChoice } from '@functions/shop/contract/ordering';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useAddresses } from '../../../api/addresses.ts';
import { useCart } from '../../../api/cart.ts';
import { useAccountPoints } from '../../../api/loyalty.ts';
import { useNotifications } from '../../../api/notifications.ts';
import { usePlaceOrder, useQuote, useSchedule } from '../../../api/orders.ts';
import { usePaymentMethods } from '../../../api/payments.ts';
import { useRefreshSessionUser } from '../../../api/session.ts';
import { formatPhoneAsTyped } from '../../../components/form/phone-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { displayPhone } from '../../../lib/phone-display.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import type { SummaryLine } from '../components/checkout-summary.tsx';
import { emailNotVerified, placeRefusal } from '../components/place-refusal.tsx';
import { useAccountPhone, useEmailVerified } from './use-account-phone.ts';
import { effectiveChoices, paymentMethodFrom, useCheckoutChoices, useSettledValue, type CheckoutChoices } from './use-checkout-choices.ts';
import { useCheckoutKey } from './use-checkout-key.ts';
import { useOfferCode, type OfferChoice } from './use-offer-code.ts';
import { textUpdatesChoice } from './text-updates.ts';

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

/**
 * The phone the order is placed with: what the customer typed, else the account's number as they'd
 * type it; `e164` once it is a valid number, else why not (docs/business-rules.md#checkout).
 */
export function checkoutPhone(typed: string | undefined, accountPhone: string | null | undefined) {
  const text = typed ?? (accountPhone ? formatPhoneAsTyped(displayPhone(accountPhone), '') : '');
  const parsed = phoneSchema.safeParse(text);
  return parsed.success
    ? { text, e164: parsed.data, error: undefined }
    : { text, e164: undefined, error: parsed.error.issues[0]?.message ?? 'Phone number must be valid' };
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
  const refreshSession = useRefreshSessionUser();
  // The rewards the customer's points reach, offered beside "Have a code?" (none while the shop runs no points).
  const points = useAccountPoints();
  const submitting = useRef(false);
  // The phone's problem shows once the field was left or an order was tried, not while typing.
  const [phoneChecked, setPhoneChecked] = useState(false);
  const phone = checkoutPhone(choices.phone, useAccountPhone());
  // Texts about this order, where the stage sends them: off unless ticked (or kept on by the account).
  const texts = textUpdatesChoice(useNotifications().data, choices.textUpdates);
  // Paying in person waits for a verified address (docs/business-rules.md#registration); unknown yet counts as allowed.
  const inPersonAllowed = useEmailVerified() !== false;

  const chosen = effectiveChoices(choices, { addresses: addresses.data, schedule: schedule.data, payments: payments.data, inPersonAllowed });
  const quoteTip = useSettledValue(chosen.tip, chosen.tip?.kind === 'custom' ? 400 : 0, sameTip);
  const lines = cart.data?.cart.flatMap((group) => group.orders) ?? [];
  const cartReady = lines.length > 0 && cart.data?.inactiveDishes.length === 0;
  const needsAddress = chosen.mode === 'delivery' && chosen.addressId === undefined;
  // The slot chosen, for an offer's days and hours (docs/business-rules.md#offers-and-loyalty); ASAP is the quote's own default.
  const quoteWhen = chosen.when?.kind === 'slot' ? chosen.when : undefined;
  const quoteChoice =
    cartReady && quoteTip && !needsAddress
      ? { mode: chosen.mode, addressId: chosen.addressId, tip: quoteTip, when: quoteWhen, code: choices.code, rewardId: choices.rewardId }
      : null;
  const quote = useQuote(quoteChoice);
  const quoteAnswer = quoteChoice ? quote.data : undefined;
  const quoting = quoteChoice !== null && (quote.isFetching || quote.isPlaceholderData);
  // Both at once, so a code and a reward are never asked together.
  const setOffer = useCallback(({ code, rewardId }: OfferChoice) => update({ code, rewardId }), [update]);
  const offerCode = useOfferCode({
    code: choices.code,
    rewardId: choices.rewardId,
    setOffer,
    shown: quoteAnswer,
    settled: quoting || quote.isError ? undefined : quoteAnswer,
    points: points.data,
  });
  // The ways to pay offered for this order (the owner's choice for its kind, cards where the shop takes them): the
  // quote says which; a choice it does not offer falls back to in person, or to the card where only that is offered.
  const offered = quoteAnswer?.paymentMethods;
  const methods = payments.data?.methods.filter((method) => !offered || offered.includes(method.id));
  if (offered && chosen.paymentMethod && !offered.includes(chosen.paymentMethod)) {
    chosen.paymentMethod = paymentMethodFrom(methods, undefined, inPersonAllowed);
  }

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
    phone.e164 ? null : phone.text.trim() === '' ? 'give a phone number' : 'check your phone number',
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
    phone.e164 !== undefined &&
    quoteTip !== undefined &&
    sameTip(quoteTip, chosen.tip) &&
    !needsAddress;
  const placing = placeOrder.isPending || placeOrder.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!phone.e164) setPhoneChecked(true);
    if (!canPlace || placing || submitting.current || !quoteAnswer || !chosen.when || !chosen.paymentMethod || !quoteTip || !phone.e164) return;
    submitting.current = true;
    const request: PlaceOrderRequest = {
      mode: chosen.mode,
      ...(chosen.mode === 'delivery' && chosen.addressId ? { addressId: chosen.addressId } : {}),
      tip: quoteTip,
      when: chosen.when,
      notes: choices.notes,
      paymentMethod: chosen.paymentMethod,
      expectedTotalCents: quoteAnswer.totals.totalCents,
      phone: phone.e164,
      textUpdates: texts.checked,
      // Only the code the quote took: the order takes the same offer, or says why not.
      ...(choices.code !== undefined && quoteAnswer.offer?.kind === 'code' ? { code: choices.code } : {}),
      ...(choices.rewardId !== undefined && quoteAnswer.offer?.kind === 'reward' ? { rewardId: choices.rewardId } : {}),
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
          const { total, when, code } = placeRefusal(error);
          if (total) void quote.refetch();
          // The code or reward no longer taken (used up, points spent meanwhile): why, where it was chosen; the quote
          // without it shows the new total.
          if (code) offerCode.refuse(code);
          if (when) void schedule.refetch();
          // Refused for an address not verified: the session's answer was stale, so ask again (the step then says why).
          if (isApiError(error) && error.details.some((detail) => detail.message === emailNotVerified)) void refreshSession();
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
    /** The ways to pay offered for this order, as the payment step lists them. */
    methods,
    /** false while the account's address is not verified: the in-person ways show, disabled. */
    inPersonAllowed,
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
    /** "Have a code?": the code typed and applied or the reward taken, the offer it took, or why not. */
    offerCode,
    refusal,
    areaRefusal,
    phone: {
      value: phone.text,
      error: phoneChecked ? phone.error : undefined,
      onChange: (text: string) => change({ phone: text }),
      onBlur: () => setPhoneChecked(true),
    },
    texts: { ...texts, onChange: (textUpdates: boolean) => change({ textUpdates }) },
    /** The error of the last Place order, for the notice beside the button. */
    placeError: placeOrder.error,
    missing,
    canPlace,
    placing,
    submit,
  };
}
