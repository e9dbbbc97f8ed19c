/**
 * The checkout step at /order/schedule (issue 7): one page of numbered steps (pickup or delivery,
 * address, when, tip, notes, payment) beside a summary whose numbers are the server's quote, and
 * Place order, sent with the trip's Idempotency-Key. Signed-in customers only (behind RequireSignIn).
 */
import { business } from '@business';
import type { CartOrder } from '@contracts/cart';
import type { PlaceOrderRequest } from '@contracts/order';
import type { TipChoice } from '@contracts/ordering';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AlertIcon, ArrowLeftIcon, BagIcon } from '../../components/icons.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { addAddressPath } from '../../features/addresses/address-paths.ts';
import { useAddresses } from '../../features/addresses/api/get-address.ts';
import { useCart } from '../../features/cart/api/get-cart.ts';
import { checkoutPath } from '../../features/cart/hooks/checkout-state.ts';
import { useSchedule } from '../../features/checkout/api/get-schedule.ts';
import { usePlaceOrder } from '../../features/checkout/api/post-order.ts';
import { useQuote } from '../../features/checkout/api/post-quote.ts';
import { AddressChoice } from '../../features/checkout/components/address-choice.tsx';
import { CheckoutSummary, type SummaryLine } from '../../features/checkout/components/checkout-summary.tsx';
import { FulfilmentChoice } from '../../features/checkout/components/fulfilment-choice.tsx';
import { NotesField } from '../../features/checkout/components/notes-field.tsx';
import { PaymentChoice } from '../../features/checkout/components/payment-choice.tsx';
import { TimeChoice } from '../../features/checkout/components/time-choice.tsx';
import { TipChoice as TipStep } from '../../features/checkout/components/tip-choice.tsx';
import { businessDate } from '../../features/checkout/hooks/slot-labels.ts';
import { effectiveChoices, useCheckoutChoices, useSettledValue, type CheckoutChoices } from '../../features/checkout/hooks/use-checkout-choices.ts';
import { useCheckoutKey } from '../../features/checkout/hooks/use-checkout-key.ts';
import { usePaymentMethods } from '../../features/payments/api/get-payments-methods.ts';
import { isApiError } from '../../lib/api-error.ts';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './checkout.module.scss';

export const orderDetailsPath = (orderId: string) => `/account/order-details/${encodeURIComponent(orderId)}`;
export const totalChangedText = 'The total changed: please check it and place the order again.';

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

/** Where a refusal of POST /orders points (error.details paths), so each shows at its step. */
function placeRefusal(error: unknown) {
  if (!isApiError(error)) return { notice: error ? apiErrorText(error) : undefined } as Record<string, string | undefined>;
  const text = (path: string) => {
    const detail = error.details.find((candidate) => candidate.path === path || candidate.path.startsWith(`${path}.`));
    if (!detail) return undefined;
    // A 409's own message is written for the customer; a 400's details name the field's problem.
    return error.status === 409 ? error.message : detail.message;
  };
  const at = {
    mode: text('body.mode'),
    addressId: text('body.addressId'),
    when: text('body.when'),
    tip: text('body.tip'),
    notes: text('body.notes'),
    paymentMethod: text('body.paymentMethod'),
    total: text('body.expectedTotalCents'),
  };
  const placed = Object.values(at).some(Boolean);
  return { ...at, notice: placed ? undefined : apiErrorText(error) };
}

function refusalLink(error: unknown): ReactNode {
  if (!isApiError(error)) return null;
  const paths = error.details.map((detail) => detail.path.toLowerCase());
  if (paths.some((path) => path.includes('idempotency'))) return <Link to="/account/orders">See your orders</Link>;
  if (paths.some((path) => path.startsWith('cart') || path.startsWith('body.cart'))) return <Link to="/order">Review your cart</Link>;
  return null;
}

export function CheckoutScreen() {
  useDocumentTitle(`Checkout | ${business.name}`);
  const location = useLocation();
  const navigate = useNavigate();
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

  if (cart.isError && isApiError(cart.error) && cart.error.status === 401) {
    return <Navigate to="/login" replace state={{ from: checkoutPath }} />;
  }

  const change = (next: Partial<CheckoutChoices>) => {
    if (placeOrder.isError) placeOrder.reset();
    update(next);
  };

  const refusal = placeRefusal(placeOrder.error);
  const areaRefusal = quoteAnswer?.refusals.find((candidate) => candidate.reason === 'OUTSIDE_SERVICE_AREA')?.message;
  const missing = [
    chosen.mode === 'delivery' && addresses.data?.length === 0 ? 'add a delivery address' : null,
    chosen.mode === 'delivery' && addresses.data && addresses.data.length > 0 && !chosen.addressId ? 'choose a delivery address' : null,
    schedule.data && !chosen.when ? 'choose a day and time' : null,
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
          void navigate(orderDetailsPath(order.orderId), { replace: true, state: { placed: true } });
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

  const header = (
    <div className={styles.head}>
      <Link to="/order" className={styles.back}>
        <ArrowLeftIcon size={18} /> Back to cart
      </Link>
      <h1 className={styles.title}>Checkout</h1>
    </div>
  );

  // Placing empties the cart: keep the page as it was until the order's page takes over.
  if (!placing) {
    if (cart.isPending) {
      return (
        <div className={styles.page}>
          {header}
          <div aria-busy="true" aria-label="Loading your order" className={styles.loading}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className={styles.blockSkeleton} />
            ))}
          </div>
        </div>
      );
    }
    if (cart.isError) {
      return (
        <div className={styles.page}>
          {header}
          <div className={styles.message} role="alert">
            <AlertIcon size={32} />
            <p>{apiErrorText(cart.error)}</p>
            <button type="button" className={styles.primaryLink} onClick={() => void cart.refetch()}>
              Try again
            </button>
          </div>
        </div>
      );
    }
    if (lines.length === 0) {
      return (
        <div className={styles.page}>
          {header}
          <div className={styles.message}>
            <BagIcon size={40} />
            <h2>Your cart is empty</h2>
            <p>Add a few dishes and come back here to choose pickup or delivery.</p>
            <Link to="/menu" className={styles.primaryLink}>
              Browse the menu
            </Link>
          </div>
        </div>
      );
    }
    if (!cartReady) {
      return (
        <div className={styles.page}>
          {header}
          <div className={styles.message}>
            <AlertIcon size={36} />
            <h2>Some items in your cart changed</h2>
            <p>A price, size or extra changed since you added it. Please review your cart before checking out.</p>
            <Link to="/order" className={styles.primaryLink}>
              Review your cart
            </Link>
          </div>
        </div>
      );
    }
  }

  const today = businessDate();
  // Pickup has no address step, so the steps after it move up one.
  const stepAfterAddress = chosen.mode === 'delivery' ? 3 : 2;
  const notice =
    refusal.total !== undefined ? (
      totalChangedText
    ) : refusal.notice ? (
      <>
        {refusal.notice} {refusalLink(placeOrder.error)}
      </>
    ) : null;

  return (
    <div className={styles.page}>
      {header}
      <form className={styles.layout} onSubmit={submit} noValidate aria-label="Checkout">
        <div className={styles.steps}>
          <FulfilmentChoice mode={chosen.mode} onChange={(mode) => change({ mode })} />
          {chosen.mode === 'delivery' ? (
            <AddressChoice
              step={2}
              addresses={addresses.data}
              loadFailed={addresses.isError}
              onRetry={() => void addresses.refetch()}
              value={chosen.addressId}
              onChange={(addressId) => change({ addressId })}
              addTo={{ pathname: addAddressPath, state: { returnTo: checkoutPath } }}
              error={refusal.addressId ?? areaRefusal}
            />
          ) : null}
          <TimeChoice
            step={stepAfterAddress}
            mode={chosen.mode}
            schedule={schedule.data}
            loadFailed={schedule.isError}
            onRetry={() => void schedule.refetch()}
            timing={chosen.timing ?? 'schedule'}
            day={chosen.day}
            slotId={chosen.slotId}
            today={today}
            onTiming={(timing) => change({ timing })}
            onDay={(day) => change({ day })}
            onSlot={(slotId) => change({ slotId, day: chosen.day })}
            error={refusal.when}
          />
          <TipStep
            step={stepAfterAddress + 1}
            presets={payments.data?.tipPresetPercents ?? []}
            maxCents={payments.data?.customTipMaxCents ?? 0}
            value={choices.tip}
            onChange={(tip) => change({ tip })}
            customError={chosen.customTipError}
            error={refusal.tip}
          />
          <NotesField step={stepAfterAddress + 2} value={choices.notes} onChange={(notes) => change({ notes })} error={refusal.notes} />
          <PaymentChoice
            step={stepAfterAddress + 3}
            mode={chosen.mode}
            methods={payments.data?.methods}
            loadFailed={payments.isError}
            onRetry={() => void payments.refetch()}
            value={chosen.paymentMethod}
            onChange={(paymentMethod) => change({ paymentMethod })}
            error={refusal.paymentMethod ?? refusal.mode}
          />
        </div>
        <div className={styles.side}>
          <CheckoutSummary
            mode={chosen.mode}
            lines={lines.map(summaryLine)}
            quote={quoteAnswer}
            quoting={quoting}
            quoteError={quoteChoice && quote.isError && !quote.isFetching ? apiErrorText(quote.error) : undefined}
            quoteHint={
              needsAddress
                ? 'Choose a delivery address to see the delivery fee and your total.'
                : chosen.customTipError
                  ? 'Enter a tip amount to see your total.'
                  : undefined
            }
            onRetryQuote={() => void quote.refetch()}
            missing={missing}
            notice={notice}
            placing={placing}
            canPlace={canPlace}
          />
        </div>
      </form>
    </div>
  );
}
