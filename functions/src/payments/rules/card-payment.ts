/**
 * Card payments (docs/business-rules.md#card-payments): the rules of an order paid online by card, apart from any
 * provider's API. Pure; no AWS or Stripe imports. The provider adapter (payments/store/stripe-payments.ts) turns Stripe's objects into the
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
import { slotTimeFrom } from '../../platform/contract/business-clock.ts';
import { formatUsd } from '../../platform/contract/money.ts';
import { balanceRefundableCents, type CaptureTiming, type CardPayment, type CardPaymentProblem, type CardRefund } from '../../orders/contract/card-payment.ts';
import type { BalancePayment } from '../../orders/contract/order.ts';

export type { CaptureTiming, CardPayment, CardPaymentProblem, CardPaymentState } from '../../orders/contract/card-payment.ts';

/**
 * Card holds last about seven days at Stripe. A hold the kitchen captures on accepting must still be alive when it
 * accepts, which is at the latest the order's own time; the margin leaves a day for clocks and a late accept.
 */
export const holdSafeDays = 6;
const dayMs = 86_400_000;

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
  return { state: 'awaiting', amountCents, capturedCents: 0, refundedCents: 0, refunds: [], capture };
}

/** The facts of the provider's payment (retrieved from it, never taken from an event's body) that the rules check. */
export type ProviderPayment = {
  /** The order the payment was made for, and whose it is (its metadata, set by the shop when it made the session). */
  orderId: string | undefined;
  userId?: string | undefined;
  /** The provider's id of the payment (none while the customer has not paid). */
  intentId?: string | undefined;
  amountCents: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';
  capturableCents: number;
  capturedCents: number;
  refundedCents: number;
  cancellationReason?: string | null | undefined;
  card?: { brand: string; last4: string } | undefined;
  /** What the payment is for: the order's checkout, or a catering order's balance (and which balance link). */
  purpose?: { kind: 'order' } | { kind: 'balance'; attempt: number } | undefined;
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

/** The payment once the hosted page is behind it: no page to go back to. */
function pageClosed({ checkoutUrl, payBy, ...payment }: CardPayment): CardPayment {
  void checkoutUrl;
  void payBy;
  return payment;
}

export function finishCheckout(orderId: string, payment: CardPayment, provider: ProviderPayment): PaymentFinish {
  if (payment.state !== 'awaiting') return { kind: 'unchanged' };
  const reason = mismatchOf(orderId, payment, provider);
  if (reason) return { kind: 'mismatch', reason };
  if (provider.status === 'requires_capture' && provider.capturableCents === payment.amountCents && payment.capture === 'on-accept') {
    return { kind: 'paid', payment: { ...pageClosed(payment), state: 'held', card: provider.card } };
  }
  if (provider.status === 'succeeded' && provider.capturedCents === payment.amountCents && payment.capture === 'at-checkout') {
    return { kind: 'paid', payment: { ...pageClosed(payment), state: 'charged', capturedCents: provider.capturedCents, card: provider.card } };
  }
  if (provider.status === 'canceled') return { kind: 'abandoned', payment: { ...pageClosed(payment), state: 'abandoned' } };
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
  return { kind: 'refund', amountCents: requestedCents, idempotencyKey: idempotencyKeyFor(orderId, `refund-${payment.refunds.length + 1}`) };
}

/** What the provider confirmed, applied to the stored payment (each from the state it can follow, else unchanged). */
export const paymentAfter = {
  captured(payment: CardPayment, capturedCents: number): CardPayment {
    return payment.state === 'held' ? { ...payment, state: 'charged', capturedCents, problem: undefined } : payment;
  },
  released(payment: CardPayment): CardPayment {
    return payment.state === 'held' || payment.state === 'problem' ? { ...payment, state: 'released' } : payment;
  },
  refunded(
    payment: CardPayment,
    refund: { amountCents: number; at: string; reason?: string | undefined } & Pick<CardRefund, 'lines' | 'taxCents'>,
  ): CardPayment {
    if (payment.state !== 'charged') return payment;
    const { lines, taxCents } = refund;
    return {
      ...payment,
      refundedCents: Math.min(payment.capturedCents, payment.refundedCents + refund.amountCents),
      refunds: [
        ...payment.refunds,
        {
          amountCents: refund.amountCents,
          at: refund.at,
          ...(refund.reason ? { reason: refund.reason } : {}),
          ...(lines ? { lines, taxCents: taxCents ?? 0 } : {}),
        },
      ],
    };
  },
  /** A hold the provider let go by itself (about seven days uncaptured), or a capture it refused. */
  failed(payment: CardPayment, problem: CardPaymentProblem): CardPayment {
    return payment.state === 'held' ? { ...payment, state: 'problem', problem } : payment;
  },
};

/** The steps a provider call is made for; each call's idempotency key is the order's id and the step. */
export type PaymentStep =
  'checkout' | 'capture' | 'release' | 'cancel-refund' | `refund-${number}` | `balance-${number}` | 'balance-cancel-refund' | `balance-refund-${number}`;

/** The same order and step always make the same key, so a retried call is one call at the provider. */
export function idempotencyKeyFor(orderId: string, step: PaymentStep): string {
  return `spices-order-${orderId}-${step}`;
}

export { paymentWords } from '../../orders/contract/card-payment.ts';

/** A balance link's page lasts this long (Stripe's pages last at most a day). */
export const balanceLinkHours = 23;

/**
 * The least time between two e-mails of one balance link (docs/business-rules.md#catering-quotes): pressing "E-mail
 * the balance link again" sooner is refused, so a customer's inbox never fills with the same link.
 */
export const balanceLinkResendMinutes = 5;

/** When an open balance link may be e-mailed again: undefined when it may now (never e-mailed, or long enough ago). */
export function balanceResendFrom(balance: { emailedAt?: string | undefined }, now: Date): Date | undefined {
  if (!balance.emailedAt) return undefined;
  const from = new Date(Date.parse(balance.emailedAt) + balanceLinkResendMinutes * 60_000);
  return from.getTime() > now.getTime() ? from : undefined;
}

/** The owner's refusal of a press inside that time: when the link went, and from when it can go again. */
export function balanceResendRefusal(emailedAt: string, from: Date, now: Date): string {
  const at = (iso: string) => slotTimeFrom(iso, now.getTime());
  // The minute it can go again, rounded up: never a time at which it would still be refused.
  const again = new Date(Math.ceil(from.getTime() / 60_000) * 60_000).toISOString();
  return `The balance link was e-mailed at ${at(emailedAt)}: it can be sent again from ${at(again)}, so the customer's inbox does not fill with copies.`;
}

type BalanceOrder = {
  status: string;
  totals: { totalCents: number };
  cardPayment?: CardPayment | undefined;
  quote?: { depositCents: number } | undefined;
  balancePayment?: { state: 'awaiting' | 'charged'; amountCents: number; attempt: number; payBy: string } | undefined;
};

/** What is left to pay of a catering order: its total less what its card paid (the deposit) and a balance paid. */
export function balanceLeftCents(order: BalanceOrder): number {
  const deposit = order.cardPayment && order.cardPayment.state !== 'awaiting' ? order.cardPayment.capturedCents : 0;
  const balance = order.balancePayment?.state === 'charged' ? order.balancePayment.amountCents : 0;
  return Math.max(0, order.totals.totalCents - deposit - balance);
}

export type BalancePlan =
  | { kind: 'refused'; message: string }
  /** A link still open: the same one again. */
  | { kind: 'open' }
  /** A new link for what is left; `lapsed`: the earlier link's page is ended first (it may have been paid at the last moment). */
  | { kind: 'new'; amountCents: number; attempt: number; lapsed: boolean };

/**
 * Whether the owner can send a catering order's balance link now: only for an order made from a quote whose deposit
 * was charged, not cancelled or completed, with something left; a link still open is sent again, never a second one
 * beside it (two links open could both be paid).
 */
export function balancePlan(order: BalanceOrder, now: Date): BalancePlan {
  if (!order.quote) return { kind: 'refused', message: 'Only a catering order made from a quote has a balance link.' };
  if (order.cardPayment?.state !== 'charged')
    return { kind: 'refused', message: 'The deposit of this order is not charged, so there is no balance to ask for.' };
  if (order.status === 'cancelled' || order.status === 'completed')
    return { kind: 'refused', message: `This order is ${order.status}: there is no balance to ask for.` };
  const open = order.balancePayment?.state === 'awaiting' && Date.parse(order.balancePayment.payBy) > now.getTime();
  if (open) return { kind: 'open' };
  const left = balanceLeftCents(order);
  if (left <= 0) return { kind: 'refused', message: 'Nothing is left to pay on this order.' };
  return { kind: 'new', amountCents: left, attempt: (order.balancePayment?.attempt ?? 0) + 1, lapsed: order.balancePayment?.state === 'awaiting' };
}

/** Whether the provider's payment pays this balance link: for its order, its link and its amount, charged. */
export function balancePaid(
  orderId: string,
  balance: { state: 'awaiting' | 'charged'; amountCents: number; attempt: number },
  provider: ProviderPayment,
): boolean {
  return (
    balance.state === 'awaiting' &&
    provider.orderId === orderId &&
    provider.purpose?.kind === 'balance' &&
    provider.purpose.attempt === balance.attempt &&
    provider.currency === 'usd' &&
    provider.status === 'succeeded' &&
    provider.amountCents === balance.amountCents &&
    provider.capturedCents === balance.amountCents
  );
}

/**
 * What a cancel does to a catering order's balance link (docs/business-rules.md#card-payments): a paid balance is
 * refunded (what is left of it), an open link is ended so it can no longer be paid, else nothing.
 */
export type BalanceCancelPlan = { kind: 'refund'; amountCents: number } | { kind: 'end-link' } | { kind: 'none' };

export function balanceCancelPlan(balance: BalancePayment | undefined): BalanceCancelPlan {
  if (balance?.state === 'awaiting') return { kind: 'end-link' };
  const left = balanceRefundableCents(balance);
  return left > 0 ? { kind: 'refund', amountCents: left } : { kind: 'none' };
}

/** An owner's refund of part or all of a paid balance: the amount, or why not (as `refundPlan` for the order's own). */
export function balanceRefundPlan(orderId: string, balance: BalancePayment | undefined, requestedCents: number): RefundPlan {
  if (balance?.state !== 'charged') return { kind: 'refused', message: 'This order has no balance paid by card to refund.' };
  if (!Number.isSafeInteger(requestedCents) || requestedCents <= 0) return { kind: 'refused', message: 'Enter an amount above $0.00.' };
  const left = balanceRefundableCents(balance);
  if (left <= 0) return { kind: 'refused', message: 'The balance has been refunded in full.' };
  if (requestedCents > left) return { kind: 'refused', message: `At most ${formatUsd(left)} is left to refund of the balance.` };
  const count = balance.refunds?.length ?? 0;
  return { kind: 'refund', amountCents: requestedCents, idempotencyKey: idempotencyKeyFor(orderId, `balance-refund-${count + 1}`) };
}

/** A paid balance after a refund the provider confirmed (unchanged unless paid). */
export function balanceRefunded(balance: BalancePayment, refund: CardRefund): BalancePayment {
  if (balance.state !== 'charged') return balance;
  return {
    ...balance,
    refundedCents: Math.min(balance.amountCents, (balance.refundedCents ?? 0) + refund.amountCents),
    refunds: [...(balance.refunds ?? []), refund],
  };
}

/** Whether every card payment of the order is refunded in full (its `paymentStatus` is then `refunded`). */
export function refundedInFull(payment: CardPayment | undefined, balance: BalancePayment | undefined): boolean {
  if (payment?.state !== 'charged' || payment.refundedCents < payment.capturedCents) return false;
  return balance?.state !== 'charged' || balanceRefundableCents(balance) === 0;
}

/** What was refunded of the order's card payments in all: its own (a catering order's deposit) and its balance's. */
export function totalRefundedCents(order: { cardPayment?: CardPayment | undefined; balancePayment?: BalancePayment | undefined }): number {
  return (order.cardPayment?.refundedCents ?? 0) + (order.balancePayment?.refundedCents ?? 0);
}

/** The tax the order's refunds by line gave back, of both its payments (a refund by amount says none). */
export function refundedTaxCents(order: { cardPayment?: CardPayment | undefined; balancePayment?: BalancePayment | undefined }): number {
  return [...(order.cardPayment?.refunds ?? []), ...(order.balancePayment?.refunds ?? [])].reduce((sum, refund) => sum + (refund.taxCents ?? 0), 0);
}

/** What was refunded from which payment, e.g. 'deposit $70.14; balance $210.40' (the reports' export); '' when nothing. */
export function refundedFromWords(order: { cardPayment?: CardPayment | undefined; balancePayment?: BalancePayment | undefined; quote?: unknown }): string {
  const parts: string[] = [];
  if ((order.cardPayment?.refundedCents ?? 0) > 0) parts.push(`${order.quote ? 'deposit' : 'card'} ${formatUsd(order.cardPayment!.refundedCents)}`);
  if ((order.balancePayment?.refundedCents ?? 0) > 0) parts.push(`balance ${formatUsd(order.balancePayment!.refundedCents!)}`);
  return parts.join('; ');
}

// ---- Unpaid card orders and their slot's place (docs/business-rules.md#unpaid-card-orders) ----

/** What the slot rules read of an order awaiting its card: until when it holds its place, and whether it gave it back. */
type UnpaidOrder = {
  status: string;
  slotId: string;
  slotHeldUntil?: string | undefined;
  slotReleasedAt?: string | undefined;
};

/**
 * Whether an order awaiting its card has held its slot's place past its time and still counts toward the slot: the
 * place is then given back (it no longer counts), though the card page stays open. An order without a time (a
 * catering quote's deposit, placed before this rule) keeps its place as long as its page is open.
 */
export function placeLapsed(order: UnpaidOrder, now: Date): boolean {
  return (
    order.status === 'awaiting-payment' &&
    order.slotReleasedAt === undefined &&
    order.slotHeldUntil !== undefined &&
    Date.parse(order.slotHeldUntil) <= now.getTime()
  );
}

/** How many places of each slot are counted for orders whose time to hold them has passed (not yet given back). */
export function lapsedPlaces(orders: readonly UnpaidOrder[], now: Date): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const order of orders) if (placeLapsed(order, now)) counts[order.slotId] = (counts[order.slotId] ?? 0) + 1;
  return counts;
}

/** The slots' counted orders less the places held past their time. */
export function withoutLapsedPlaces(taken: Record<string, number>, lapsed: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(taken).map(([slotId, count]) => [slotId, Math.max(0, count - (lapsed[slotId] ?? 0))]));
}

/** The customer's words for an order given up because a newer order of theirs replaced it before it was paid. */
export const replacedReason = 'You placed a newer order before paying for this one, so this one was not placed. Nothing was charged.';

/** The customer's words for an order whose card was held after its time filled up (its place had lapsed). */
export const slotTakenReason =
  'Your time filled up while you were paying, so the order was not placed. Your cart is as you left it: please choose another time.';

/**
 * What a card held (or charged) for an order whose time filled up meanwhile becomes: a hold is let go, a charge
 * (an order far ahead, charged at checkout) refunded in full. Nothing is kept.
 */
export function slotTakenPlan(payment: CardPayment): { kind: 'release' } | { kind: 'refund'; amountCents: number } {
  return payment.state === 'charged' ? { kind: 'refund', amountCents: payment.capturedCents } : { kind: 'release' };
}

// ---- What the card page lists (docs/business-rules.md#card-payments) ----

/** One line of the card page: a name, a quantity and its unit amount in cents. */
export type CheckoutLine = { name: string; quantity: number; unitAmountCents: number };

/** Stripe takes at most this many lines in a Checkout Session. */
const mostCheckoutLines = 100;

/**
 * The lines the card page shows for an order: each dish with its quantity and unit price (one line of quantity 1 at
 * the line's total when that total is not the unit price times the quantity), then the delivery fee, the sales tax
 * and the tip as lines of their own. Always summing to the order's total: an order whose lines would not (or that has
 * more than Stripe takes) is shown as the one line `whole`.
 */
export function checkoutLines(
  order: {
    lines: readonly { name: string; amount: string; quantity: number; unitPriceCents: number; lineTotalCents: number }[];
    totals: { deliveryFeeCents: number; taxCents: number; tipCents: number; totalCents: number; taxRateBasisPoints: number };
  },
  whole: string,
): CheckoutLine[] {
  const dishes = order.lines.map((line): CheckoutLine => {
    const name = line.amount ? `${line.name}, ${line.amount}` : line.name;
    return line.unitPriceCents * line.quantity === line.lineTotalCents
      ? { name, quantity: line.quantity, unitAmountCents: line.unitPriceCents }
      : { name: `${name} × ${line.quantity}`, quantity: 1, unitAmountCents: line.lineTotalCents };
  });
  const { deliveryFeeCents, taxCents, tipCents, totalCents } = order.totals;
  const extras: CheckoutLine[] = [
    ...(deliveryFeeCents > 0 ? [{ name: 'Delivery fee', quantity: 1, unitAmountCents: deliveryFeeCents }] : []),
    ...(taxCents > 0 ? [{ name: `Sales tax (${order.totals.taxRateBasisPoints / 100}%)`, quantity: 1, unitAmountCents: taxCents }] : []),
    ...(tipCents > 0 ? [{ name: 'Tip', quantity: 1, unitAmountCents: tipCents }] : []),
  ];
  const lines = [...dishes, ...extras];
  const sum = lines.reduce((total, line) => total + line.unitAmountCents * line.quantity, 0);
  const wellFormed = lines.every((line) => Number.isSafeInteger(line.unitAmountCents) && line.unitAmountCents >= 0 && line.quantity >= 1);
  if (sum !== totalCents || !wellFormed || lines.length > mostCheckoutLines || lines.length === 0) {
    return [{ name: whole, quantity: 1, unitAmountCents: totalCents }];
  }
  return lines;
}
