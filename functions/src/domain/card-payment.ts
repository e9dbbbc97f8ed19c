/**
 * Card payments (docs/business-rules.md#card-payments): the rules of an order paid online by card, apart from any
 * provider's API. Pure; no AWS or Stripe imports. The provider adapter (services/) turns Stripe's objects into the
 * facts these rules take, and does what they decide.
 *
 * The life of a card payment:
 *   awaiting (the hosted page is open; the order is not on the board, its slot held)
 *     → held (the card is authorised for the total; the order goes on the board as New)
 *     → charged (the kitchen accepted: the hold was captured) → refunded in part or whole by the owner
 *     → released (cancelled before capture: the hold is let go)
 *   awaiting → abandoned (the customer went back, or the session expired: the slot is freed)
 *   held → problem (the hold expired uncaptured, or the capture failed): shown to the owner, never silent
 * Orders due after a hold could last are charged at once instead (`captureTimingFor`) and refunded when cancelled.
 */
import { formatUsd } from '../contracts/money.ts';

/** Where a card payment stands. */
export type CardPaymentState = 'awaiting' | 'held' | 'charged' | 'released' | 'abandoned' | 'problem';

/** Why a payment needs the owner's eye. */
export type CardPaymentProblem = 'hold-expired' | 'capture-failed';

/** An order's card payment as stored: integer cents, what the provider confirmed and nothing more. */
export type CardPayment = {
  state: CardPaymentState;
  /** The order's total the customer was asked for (the server's, at checkout). */
  amountCents: number;
  /** Captured so far (0 until charged). */
  capturedCents: number;
  /** Refunded so far, out of the captured amount. */
  refundedCents: number;
  /** How many refunds were made: the next refund's idempotency key counts on from it. */
  refunds: number;
  capture: CaptureTiming;
  problem?: CardPaymentProblem | undefined;
  /** The card as the provider reports it (brand and last four digits), once held. */
  card?: { brand: string; last4: string } | undefined;
};

/**
 * Card holds last about seven days at Stripe. A hold the kitchen captures on accepting must still be alive when it
 * accepts, which is at the latest the order's own time; the margin leaves a day for clocks and a late accept.
 */
export const holdSafeDays = 6;
const dayMs = 86_400_000;

/** When the card is charged: when the kitchen accepts (a hold), or at once at checkout (no hold to outlive). */
export type CaptureTiming = 'on-accept' | 'at-checkout';

/**
 * The rule for orders far ahead: an order due within `holdSafeDays` of checkout is held and charged when the kitchen
 * accepts it; one due later (a catering order weeks ahead) is charged at checkout and refunded in full if cancelled,
 * so no hold can expire before the kitchen gets to it.
 */
export function captureTimingFor(dueAt: Date, now: Date): CaptureTiming {
  return dueAt.getTime() - now.getTime() <= holdSafeDays * dayMs ? 'on-accept' : 'at-checkout';
}

/** The payment of a new card order, before the customer has paid. */
export function newCardPayment(amountCents: number, capture: CaptureTiming): CardPayment {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new RangeError('A card payment needs a positive whole number of cents.');
  return { state: 'awaiting', amountCents, capturedCents: 0, refundedCents: 0, refunds: 0, capture };
}

/** The facts of the provider's payment (retrieved from it, never taken from an event's body) that the rules check. */
export type ProviderPayment = {
  /** The order the payment was made for (its metadata). */
  orderId: string | undefined;
  amountCents: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';
  capturableCents: number;
  capturedCents: number;
  refundedCents: number;
  cancellationReason?: string | null | undefined;
  card?: { brand: string; last4: string } | undefined;
};

/** Whether the provider's payment is this order's, for its amount, in dollars; the reason when not. */
export function mismatchOf(orderId: string, payment: CardPayment, provider: ProviderPayment): string | undefined {
  if (provider.orderId !== orderId) return `the payment is for order ${provider.orderId ?? '(none)'}, not ${orderId}`;
  if (provider.currency !== 'usd') return `the payment is in ${provider.currency}, not usd`;
  if (provider.amountCents !== payment.amountCents) return `the payment is for ${provider.amountCents} cents, not ${payment.amountCents}`;
  return undefined;
}

/**
 * The one step that finishes a checkout by card, whoever reports it first (the customer's return, or the webhook):
 * what the order's payment becomes given the provider's payment as retrieved now. `unchanged` when there is nothing
 * to do (still on the hosted page, or already finished): the second reporter changes nothing.
 */
export type PaymentFinish =
  { kind: 'unchanged' } | { kind: 'mismatch'; reason: string } | { kind: 'paid'; payment: CardPayment } | { kind: 'abandoned'; payment: CardPayment };

export function finishCheckout(orderId: string, payment: CardPayment, provider: ProviderPayment): PaymentFinish {
  if (payment.state !== 'awaiting') return { kind: 'unchanged' };
  const reason = mismatchOf(orderId, payment, provider);
  if (reason) return { kind: 'mismatch', reason };
  if (provider.status === 'requires_capture' && provider.capturableCents === payment.amountCents && payment.capture === 'on-accept') {
    return { kind: 'paid', payment: { ...payment, state: 'held', card: provider.card } };
  }
  if (provider.status === 'succeeded' && provider.capturedCents === payment.amountCents && payment.capture === 'at-checkout') {
    return { kind: 'paid', payment: { ...payment, state: 'charged', capturedCents: provider.capturedCents, card: provider.card } };
  }
  if (provider.status === 'canceled') return { kind: 'abandoned', payment: { ...payment, state: 'abandoned' } };
  return { kind: 'unchanged' };
}

/** What the kitchen's accept does to the payment: capture a hold, nothing for a payment already charged. */
export type AcceptPlan = { kind: 'capture'; amountCents: number } | { kind: 'none' } | { kind: 'refused'; message: string };

export function acceptPlan(payment: CardPayment): AcceptPlan {
  if (payment.state === 'held') return { kind: 'capture', amountCents: payment.amountCents };
  if (payment.state === 'charged') return { kind: 'none' };
  if (payment.state === 'problem') {
    return { kind: 'refused', message: 'The card payment has a problem (see the order): ask the customer to pay another way before accepting.' };
  }
  return { kind: 'refused', message: 'The card has not been held for this order.' };
}

/** What a cancel does to the payment: let a hold go, refund what was charged and not refunded yet, or nothing. */
export type CancelPlan = { kind: 'release' } | { kind: 'refund'; amountCents: number } | { kind: 'expire-session' } | { kind: 'none' };

export function cancelPlan(payment: CardPayment): CancelPlan {
  switch (payment.state) {
    case 'awaiting':
      return { kind: 'expire-session' };
    case 'held':
      return { kind: 'release' };
    case 'charged': {
      const left = payment.capturedCents - payment.refundedCents;
      return left > 0 ? { kind: 'refund', amountCents: left } : { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}

/** An owner's refund of part or all of a charged order: the amount, or why not. */
export type RefundPlan = { kind: 'refund'; amountCents: number; idempotencyKey: string } | { kind: 'refused'; message: string };

export function refundPlan(orderId: string, payment: CardPayment, requestedCents: number): RefundPlan {
  if (payment.state !== 'charged') return { kind: 'refused', message: 'Only a charged card payment can be refunded.' };
  if (!Number.isSafeInteger(requestedCents) || requestedCents <= 0) return { kind: 'refused', message: 'Enter an amount above $0.00.' };
  const left = payment.capturedCents - payment.refundedCents;
  if (left <= 0) return { kind: 'refused', message: 'This order has been refunded in full.' };
  if (requestedCents > left) return { kind: 'refused', message: `At most ${formatUsd(left)} is left to refund.` };
  return { kind: 'refund', amountCents: requestedCents, idempotencyKey: idempotencyKeyFor(orderId, `refund-${payment.refunds + 1}`) };
}

/** What the provider confirmed, applied to the stored payment (each from the state it can follow, else unchanged). */
export const paymentAfter = {
  captured(payment: CardPayment, capturedCents: number): CardPayment {
    return payment.state === 'held' ? { ...payment, state: 'charged', capturedCents, problem: undefined } : payment;
  },
  released(payment: CardPayment): CardPayment {
    return payment.state === 'held' || payment.state === 'problem' ? { ...payment, state: 'released' } : payment;
  },
  refunded(payment: CardPayment, amountCents: number): CardPayment {
    if (payment.state !== 'charged') return payment;
    return { ...payment, refundedCents: Math.min(payment.capturedCents, payment.refundedCents + amountCents), refunds: payment.refunds + 1 };
  },
  /** A hold the provider let go by itself (about seven days uncaptured), or a capture it refused. */
  failed(payment: CardPayment, problem: CardPaymentProblem): CardPayment {
    return payment.state === 'held' ? { ...payment, state: 'problem', problem } : payment;
  },
};

/** The steps a provider call is made for; each call's idempotency key is the order's id and the step. */
export type PaymentStep = 'checkout' | 'capture' | 'release' | 'cancel-refund' | `refund-${number}`;

/** The same order and step always make the same key, so a retried call is one call at the provider. */
export function idempotencyKeyFor(orderId: string, step: PaymentStep): string {
  return `spices-order-${orderId}-${step}`;
}

/** How the payment reads on the order's page, its e-mails and the board, e.g. 'Visa ending 4242, charged $41.27'. */
export function paymentWords(payment: CardPayment): string {
  const card = payment.card ? `${brandName(payment.card.brand)} ending ${payment.card.last4}` : 'Card';
  switch (payment.state) {
    case 'awaiting':
      return 'Card payment not finished yet';
    case 'held':
      return `${card}, ${formatUsd(payment.amountCents)} held, charged when the kitchen accepts`;
    case 'charged': {
      const charged = `${card}, charged ${formatUsd(payment.capturedCents)}`;
      if (payment.refundedCents === 0) return charged;
      return payment.refundedCents >= payment.capturedCents ? `${charged}, refunded in full` : `${charged}, refunded ${formatUsd(payment.refundedCents)}`;
    }
    case 'released':
      return `${card}, hold of ${formatUsd(payment.amountCents)} released: nothing was charged`;
    case 'abandoned':
      return 'Card payment not completed: nothing was charged';
    case 'problem':
      return payment.problem === 'capture-failed'
        ? `${card}: the charge of ${formatUsd(payment.amountCents)} failed`
        : `${card}: the hold of ${formatUsd(payment.amountCents)} expired before it was charged`;
  }
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

function brandName(brand: string): string {
  return brandNames[brand] ?? 'Card';
}
