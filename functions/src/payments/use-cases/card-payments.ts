/**
 * Card payments, the workflow (docs/business-rules.md#card-payments): opening an order's Checkout Session, finishing
 * it from whichever reporter comes first (the customer's return, or Stripe's webhook), and the later changes Stripe
 * reports (a hold that lapsed, a refund made at Stripe). The rules are payments/rules/card-payment.ts's; Stripe's calls are
 * stripe-payments.ts's; the conditional writes payments/store/card-payment.ts's. What is acted on is always the payment as
 * read from Stripe now, never an event's copy of it.
 */
import type Stripe from 'stripe';
import { cardPaymentSettings, type CardPaymentSettings } from '../store/card-payment-settings.ts';
import { business } from '../../platform/config/business.ts';
import { env, shopUrl } from '../../platform/config/env.ts';
import { count, logger, metricNames } from '../../platform/config/telemetry.ts';
import { lineRefundOf, type CardPayment, type CardRefund, type RefundRequest } from '../../orders/contract/card-payment.ts';
import { formatUsd } from '../../platform/contract/money.ts';
import { orderSchema, type BalancePayment, type Order } from '../../orders/contract/order.ts';
import {
  keepBalanceLink,
  markBalancePaid,
  resendBalanceLink,
  keepCheckoutSession,
  markCardOrderAbandoned,
  markCardOrderPaid,
  markCardOrderRefused,
  releaseLapsedPlace,
  recordStripeEvent,
  saveBalanceRefund,
  saveCardPayment,
  wasStripeEventTaken,
} from '../store/card-payment.ts';
import {
  getIdempotencyRecord,
  getOrder,
  listOrdersByStatus,
  listOrdersSince,
  type StoredOrder,
  balancePaidMessage,
  balanceRefundMessage,
  orderMessage,
  paymentMessage,
} from '../../orders/index.ts';
import { getShopSettings, rulesWithSettings } from '../../shop/index.ts';
import { getQuote } from '../../quotes/index.ts';
import { setEnquiryStatus, statusChange } from '../../enquiries/index.ts';
import {
  acceptPlan,
  balanceCancelPlan,
  balanceLinkHours,
  balanceLinkResendMinutes,
  balanceResendFrom,
  balanceResendRefusal,
  balancePaid,
  balancePlan,
  balanceRefunded,
  balanceRefundPlan,
  cancelPlan,
  checkoutLines,
  finishCheckout,
  lapsedPlaces,
  mismatchOf,
  paymentAfter,
  placeLapsed,
  refundedInFull,
  refundPlan,
  replacedReason,
  slotTakenPlan,
  slotTakenReason,
  type PaymentFinish,
  type ProviderPayment,
} from '../rules/card-payment.ts';
import { AppError, conflict, notFound, validationError } from '../../platform/errors.ts';
import type { OrderStatus } from '../../orders/contract/order.ts';
import {
  captureHold,
  createCardCheckout,
  expireCheckout,
  paymentOfIntent,
  paymentOfSession,
  refundCharge,
  releaseHold,
  stripeClientFor,
} from '../store/stripe-payments.ts';
import StripeClient from 'stripe';
import { paymentReferenceOf, verifiedEvent } from '../store/stripe-webhook.ts';

let settings: { value: CardPaymentSettings | undefined } | undefined;

/** This stage's card settings, read once; undefined: the stage takes no cards (pay in person only). */
export function cardSettings(): CardPaymentSettings | undefined {
  settings ??= { value: cardPaymentSettings(env()) };
  return settings.value;
}

export function cardsTaken(): boolean {
  return cardSettings() !== undefined;
}

async function stripeClient(): Promise<Stripe> {
  const card = cardSettings();
  if (!card) throw new AppError('VALIDATION', 'Card payments are not offered here. Please pay in person.');
  return stripeClientFor({ secretKey: await card.secretKey(), apiUrl: card.apiUrl });
}

/** How long the customer has on the card page (Stripe's least is 30 minutes); the order's slot is held as long. */
export const payWithinMinutes = 35;

/** Where the card page sends the customer back: the order's page (paid), or checkout (went back). */
export function cardReturnUrls(orderId: string) {
  return {
    successUrl: shopUrl(`/account/order-details/${orderId}?payment=paid`),
    cancelUrl: shopUrl(`/order/schedule?payment=cancelled&order=${orderId}`),
  };
}

/**
 * Opens the Checkout Session of an order awaiting its card, once (the call's key is the order's: a retry is the same
 * session), and keeps its id and page address on the order. Answers the order as stored. A catering order's deposit
 * returns to its quote's page (`returnUrls`), and the page names the quote.
 */
export async function openCardCheckout(order: StoredOrder, returnUrls = cardReturnUrls(order.orderId)): Promise<StoredOrder> {
  const payment = order.cardPayment;
  if (!payment || payment.state !== 'awaiting' || !payment.payBy) return order;
  if (order.stripe && payment.checkoutUrl) return order;
  const stripe = await stripeClient();
  const session = await createCardCheckout(stripe, {
    orderId: order.orderId,
    userId: order.userId,
    number: order.number,
    amountCents: payment.amountCents,
    capture: payment.capture,
    customerEmail: order.customer.email,
    ...returnUrls,
    expiresAt: Math.floor(Date.parse(payment.payBy) / 1000),
    lineName: order.quote ? quotePaymentWords(order.quote, order.totals.totalCents) : `${business.name}: order ${order.number}`,
    // The card page lists what is paid for; a quote's deposit is one line of its own.
    ...(order.quote ? {} : { lines: checkoutLines(order, `${business.name}: order ${order.number}`) }),
  });
  await keepCheckoutSession(order, session.sessionId, session.url);
  return { ...order, stripe: { sessionId: session.sessionId }, cardPayment: { ...payment, checkoutUrl: session.url } };
}

/** What the card page and the quote's history call a quote's payment: its deposit, or the whole. */
export function quotePaymentWords(quote: NonNullable<StoredOrder['quote']>, totalCents: number): string {
  const what = quote.depositCents < totalCents ? 'deposit for' : 'payment of';
  return `${business.name}: ${what} catering quote ${quote.number}`;
}

/** The customer's words for an order given up because its card payment was not completed. */
export const notCompletedReason = 'The card payment was not completed, so the order was not placed. Nothing was charged.';

/**
 * Finishes an awaiting order from its payment as Stripe has it now: on the board once held (or charged), given up once
 * the session lapsed or was ended. A payment for another order or amount changes nothing and is logged.
 */
async function settleCheckout(read: StoredOrder, provider: ProviderPayment | undefined, now: Date, abandonReason = notCompletedReason): Promise<void> {
  if (!provider || !read.cardPayment) return;
  let order = read;
  // A few rounds at most: the order's place may be given back (its time passed) between the read and the write.
  for (let round = 0; round < 3 && order.cardPayment; round++) {
    const finish = finishCheckout(order.orderId, order.cardPayment, provider);
    if (finish.kind !== 'paid') return settleUnpaid(order, finish, abandonReason, now);
    const paid: StoredOrder = { ...order, status: 'placed', cardPayment: finish.payment };
    const outcome = await markCardOrderPaid({
      order,
      payment: finish.payment,
      intentId: provider.intentId,
      message: orderMessage(paid, 'placed', now),
      quoteAccepted: order.quote ? `Paid ${formatUsd(finish.payment.capturedCents)} by card: order ${order.number}` : undefined,
      maxOrdersPerSlot: order.slotReleasedAt === undefined ? 0 : rulesWithSettings(await getShopSettings()).maxOrdersPerSlot,
      now,
    });
    if (outcome === 'finished') {
      logger().info('Card order paid', { orderId: order.orderId, state: finish.payment.state, amountCents: finish.payment.amountCents });
      count(metricNames.ordersPlaced);
      if (order.quote) await closeEnquiryOfQuote(order.quote.quoteId, now);
      return;
    }
    if (outcome === 'slotTaken') return refuseForTakenSlot(order, finish.payment, provider, now);
    const current = await getOrder(order.userId, order.orderId);
    if (current?.status !== 'awaiting-payment' || current.slotReleasedAt === order.slotReleasedAt) return;
    order = current;
  }
}

/**
 * The card was held (or charged) for an order whose place had been given back while unpaid, and its time filled up
 * meanwhile (docs/business-rules.md#unpaid-card-orders): the hold is released (a charge refunded) at Stripe under the
 * order's own key, then the order is cancelled with the reason and the customer told; the cart stays as it was.
 */
async function refuseForTakenSlot(order: StoredOrder, payment: CardPayment, provider: ProviderPayment, now: Date): Promise<void> {
  const intentId = provider.intentId;
  if (!intentId) return;
  const stripe = await stripeClient();
  const plan = slotTakenPlan(payment);
  let refused: CardPayment;
  if (plan.kind === 'release') {
    await releaseHold(stripe, order.orderId, intentId);
    refused = { ...payment, state: 'released' };
  } else {
    await refundCharge(stripe, { orderId: order.orderId, intentId, amountCents: plan.amountCents, step: 'cancel-refund', reason: slotTakenReason });
    refused = paymentAfter.refunded(payment, { amountCents: plan.amountCents, at: now.toISOString() });
  }
  const cancelled: StoredOrder = { ...order, status: 'cancelled', cancelReason: slotTakenReason, cardPayment: refused };
  const outcome = await markCardOrderRefused({
    order,
    payment: refused,
    ...(plan.kind === 'refund' ? { paymentStatus: 'refunded' as const } : {}),
    intentId,
    reason: slotTakenReason,
    message: orderMessage(cancelled, 'cancelled', now),
    now,
  });
  if (outcome === 'finished') logger().warn('A card order was paid after its time filled up; the payment was let go', { orderId: order.orderId });
}

/** A checkout that did not end paid: given up once the session lapsed or was ended; otherwise nothing changes. */
async function settleUnpaid(order: StoredOrder, finish: Exclude<PaymentFinish, { kind: 'paid' }>, reason: string, now: Date): Promise<void> {
  switch (finish.kind) {
    case 'abandoned':
      await markCardOrderAbandoned({ order, payment: finish.payment, reason, now });
      return;
    case 'mismatch':
      logger().error('A card payment does not match its order; nothing was changed', { orderId: order.orderId, reason: finish.reason });
      return;
    case 'unchanged':
      return;
  }
}

/** A quote paid: the catering enquiry it answered is closed (the order carries on from here). */
async function closeEnquiryOfQuote(quoteId: string, now: Date): Promise<void> {
  const quote = await getQuote(quoteId);
  if (quote?.enquiryId) await setEnquiryStatus('catering', quote.enquiryId, statusChange('closed', { name: 'Customer (paid the quote)' }, now));
}

/** The customer's card order, or 404 (anyone else's, or an order not paid by card). */
async function customersCardOrder(
  userId: string,
  orderId: string,
): Promise<StoredOrder & { cardPayment: CardPayment; stripe: NonNullable<StoredOrder['stripe']> }> {
  const order = await getOrder(userId, orderId);
  if (!order?.cardPayment || !order.stripe) throw notFound('No such card payment.');
  return order as StoredOrder & { cardPayment: CardPayment; stripe: NonNullable<StoredOrder['stripe']> };
}

/**
 * POST /orders/{orderId}/payment: the customer is back from the card page. 'paid': the order is finished from the
 * session as Stripe has it (the webhook may have done it already: then nothing changes). 'cancelled': the session is
 * ended first, so it can no longer be paid, then the order is given up (unless it was paid meanwhile, on another tab).
 */
export async function returnFromCardPage(userId: string, orderId: string, outcome: 'paid' | 'cancelled', now = new Date()): Promise<Order> {
  const order = await customersCardOrder(userId, orderId);
  await finishFromStripe(order, outcome, now);
  const current = await getOrder(userId, orderId);
  return orderSchema.parse(current);
}

/**
 * Finishes an order still awaiting its card from its session as Stripe has it now; with 'cancelled' the session is
 * ended first (so it cannot be paid any more), and the order is given up unless it was paid meanwhile.
 */
export async function finishFromStripe(order: StoredOrder, outcome: 'paid' | 'cancelled', now: Date, abandonReason = notCompletedReason): Promise<void> {
  if (order.cardPayment?.state !== 'awaiting' || !order.stripe) return;
  const stripe = await stripeClient();
  if (outcome === 'cancelled') await expireCheckout(stripe, order.stripe.sessionId);
  await settleCheckout(order, await paymentOfSession(stripe, order.stripe.sessionId), now, abandonReason);
}

// ---- Unpaid card orders (docs/business-rules.md#unpaid-card-orders) ----

/**
 * A customer has one card order awaiting its card at most: placing another ends the earlier ones first, each session
 * expired at Stripe, then the order given up and its place freed (or kept, when it was paid at the last moment). A
 * catering quote's deposit is its quote's, and left alone.
 */
export async function endEarlierCardOrders(userId: string, idempotencyKey: string, now: Date): Promise<void> {
  const recent = await listOrdersSince(userId, new Date(now.getTime() - (payWithinMinutes + 5) * 60_000));
  // Read after the list: an order a twin request of this checkout (the same key) placed meanwhile is not an earlier one.
  const twin = (await getIdempotencyRecord(userId, idempotencyKey))?.orderId;
  const open = recent.filter(
    (order) => order.status === 'awaiting-payment' && order.cardPayment?.state === 'awaiting' && !order.quote && order.orderId !== twin,
  );
  for (const order of open) {
    if (order.stripe) await finishFromStripe(order, 'cancelled', now, replacedReason);
    else await markCardOrderAbandoned({ order, payment: { ...order.cardPayment!, state: 'abandoned' }, reason: replacedReason, now });
  }
}

/** Gives back the places of a slot held by unpaid orders past their time, before a new order counts the slot. */
export async function releaseLapsedPlaces(slotId: string, now: Date): Promise<void> {
  const awaiting = await listOrdersByStatus('awaiting-payment', slotId, slotId);
  const lapsed = awaiting.filter((order) => placeLapsed(order, now));
  for (const order of lapsed) {
    if ((await releaseLapsedPlace(order, now)) === 'released') logger().info('An unpaid card order gave its place back', { orderId: order.orderId });
  }
}

/** How many places of each slot between two instants are still counted for unpaid orders past their time (a read). */
export async function lapsedPlaceCounts(fromSlotId: string, toSlotId: string, now: Date): Promise<Record<string, number>> {
  return lapsedPlaces(await listOrdersByStatus('awaiting-payment', fromSlotId, toSlotId), now);
}

/**
 * POST /payments/webhook: Stripe's event, taken once. The signature over the raw body is checked first (400 when
 * unsigned, tampered, stale or no secret is set); an event taken before is acknowledged and changes nothing; the
 * payment it names is read again from Stripe and acted on; then the event is recorded as taken. Two deliveries at
 * once both act, and the conditional writes let one change the order.
 */
export async function takeStripeEvent(rawBody: string, signature: string | undefined, now = new Date()): Promise<{ received: true }> {
  const card = cardSettings();
  if (!card) throw new AppError('VALIDATION', 'Card payments are not configured here: no webhook secret.');
  const stripe = await stripeClient();
  const event = verifiedEvent(stripe, rawBody, signature, await card.webhookSecret());
  if (await wasStripeEventTaken(event.id)) return { received: true };
  const reference = paymentReferenceOf(event);
  if (reference) {
    const provider = 'sessionId' in reference ? await paymentOfSession(stripe, reference.sessionId) : await paymentOfIntent(stripe, reference.intentId);
    if (provider) await applyProviderPayment(provider, now);
  }
  await recordStripeEvent(event.id, event.type, now);
  return { received: true };
}

/** What Stripe says of a payment, applied to its order: the checkout finished, or a later change kept. */
async function applyProviderPayment(provider: ProviderPayment, now: Date): Promise<void> {
  if (!provider.orderId || !provider.userId) return; // Not a payment the shop made.
  const order = await getOrder(provider.userId, provider.orderId);
  if (!order?.cardPayment) {
    logger().warn('A Stripe payment names no card order of the shop', { orderId: provider.orderId });
    return;
  }
  if (provider.purpose?.kind === 'balance') return settleBalance(order, provider, now);
  if (order.cardPayment.state === 'awaiting') return settleCheckout(order, provider, now);
  const reason = mismatchOf(order.orderId, order.cardPayment, provider);
  if (reason) {
    logger().error('A card payment does not match its order; nothing was changed', { orderId: order.orderId, reason });
    return;
  }
  await keepLaterChange(order, order.cardPayment, provider, now);
}

/**
 * A change Stripe made by itself after the checkout: a hold that lapsed uncaptured (about seven days) is a payment
 * problem on the board, never silent; a refund made at Stripe (its dashboard) is kept so the order says so.
 */
async function keepLaterChange(order: StoredOrder, payment: CardPayment, provider: ProviderPayment, now: Date): Promise<void> {
  if (payment.state === 'held' && provider.status === 'canceled' && provider.cancellationReason === 'automatic') {
    const failed = paymentAfter.failed(payment, 'hold-expired');
    if ((await saveCardPayment({ order, read: payment, payment: failed, now })) === 'saved') {
      logger().error('A card hold expired before it was charged', { orderId: order.orderId });
      count(metricNames.paymentProblems);
    }
    return;
  }
  // Refunds are made from the order's side sheet, which keeps each with its reason once Stripe confirms it (a retry
  // makes the same refund under the same key). One made in Stripe's dashboard is not the shop's: it is logged.
  if (payment.state === 'charged' && provider.refundedCents > payment.refundedCents) {
    logger().warn('Stripe reports more refunded than the order records (a refund made outside the shop, or being saved now)', {
      orderId: order.orderId,
      stripeRefundedCents: provider.refundedCents,
      recordedCents: payment.refundedCents,
    });
  }
}

/**
 * A Stripe call from an owner's step: a network failure or an outage is a 502 that changed nothing (try again); with
 * `refusalsAsConflict`, a request Stripe refuses for the payment's state (already released, nothing left) is a 409;
 * with `sameStepAsConflict`, so is the step's key refused with other parameters, or in use (another owner's step).
 */
async function atStripe<T>(call: () => Promise<T>, { refusalsAsConflict = false, sameStepAsConflict = false } = {}): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StripeClient.errors.StripeConnectionError || error instanceof StripeClient.errors.StripeAPIError) {
      logger().error('Stripe did not answer', { error });
      throw new AppError('UPSTREAM', 'The card service did not answer. Nothing was changed; please try again in a moment.');
    }
    if (sameStepAsConflict && error instanceof StripeClient.errors.StripeIdempotencyError) {
      logger().warn('Stripe refused a step of a card order taken at the same moment by another', { error });
      throw conflict('Another owner is changing this order’s card payment right now. Reload it in a moment.');
    }
    if (
      refusalsAsConflict &&
      error instanceof StripeClient.errors.StripeInvalidRequestError &&
      !(error instanceof StripeClient.errors.StripeIdempotencyError)
    ) {
      logger().error('Stripe refused a step of a card order', { error });
      throw conflict(`The card service refused: ${error.message}`);
    }
    throw error;
  }
}

type CardOrder = StoredOrder & { cardPayment: CardPayment; stripe: { sessionId: string; intentId: string } };

function isPaidCardOrder(order: StoredOrder): order is CardOrder {
  return order.cardPayment !== undefined && order.stripe?.intentId !== undefined;
}

/**
 * The card side of an owner's step (order-workflow.ts), done at Stripe before the step is written: accept captures a
 * hold; cancel releases a hold or refunds what was charged. Answers the payment to write with the step, written only
 * while the stored payment is still in `from`; none for an order paid in person or with nothing to do. A capture
 * Stripe refuses is a payment problem on the board (saved, counted) and the accept is refused (409), never silent.
 */
export async function paymentForStep(
  order: StoredOrder,
  to: OrderStatus,
  cancelReason: string | undefined,
  now: Date,
): Promise<{ from: CardPayment['state']; to: CardPayment } | undefined> {
  if (!order.cardPayment) return undefined;
  const payment = order.cardPayment;
  if (to === 'accepted') {
    const plan = acceptPlan(payment);
    if (plan.kind === 'refused') throw conflict(plan.message);
    if (plan.kind === 'none' || !isPaidCardOrder(order)) return undefined;
    const stripe = await stripeClient();
    try {
      const captured = await atStripe(() => captureHold(stripe, order.orderId, order.stripe.intentId));
      return { from: payment.state, to: paymentAfter.captured(payment, captured.capturedCents) };
    } catch (error) {
      if (!(error instanceof StripeClient.errors.StripeError) || error instanceof StripeClient.errors.StripeAPIError) throw error;
      // The hold was released meanwhile: the order is being cancelled (the customer's own cancel racing this accept,
      // docs/business-rules.md#the-customers-cancel), which is no payment problem; the cancel's write says the rest.
      if (error.code === 'payment_intent_unexpected_state')
        throw conflict(`Order ${order.number} is being cancelled: its card hold was released, so it was not accepted.`);
      const failed = paymentAfter.failed(payment, 'capture-failed');
      await saveCardPayment({ order, read: payment, payment: failed, now });
      count(metricNames.paymentProblems);
      logger().error('Capturing a card hold failed', { orderId: order.orderId, error });
      throw conflict(`The card could not be charged (${error.message}). The order was not accepted: ask the customer to pay another way.`);
    }
  }
  if (to === 'cancelled') {
    const plan = cancelPlan(payment);
    if (plan.kind === 'none' || plan.kind === 'expire-session' || !isPaidCardOrder(order)) return undefined;
    const stripe = await stripeClient();
    if (plan.kind === 'release') {
      await atStripe(() => releaseHold(stripe, order.orderId, order.stripe.intentId), { refusalsAsConflict: true, sameStepAsConflict: true });
      return { from: payment.state, to: paymentAfter.released(payment) };
    }
    // No note at Stripe: the call's parameters are the order's alone, so a retry, or a second owner cancelling with
    // other words, is the same refund there (docs/business-rules.md#card-payments); the reason is kept on the order.
    await atStripe(
      () => refundCharge(stripe, { orderId: order.orderId, intentId: order.stripe.intentId, amountCents: plan.amountCents, step: 'cancel-refund' }),
      { refusalsAsConflict: true, sameStepAsConflict: true },
    );
    return { from: payment.state, to: paymentAfter.refunded(payment, { amountCents: plan.amountCents, at: now.toISOString(), reason: cancelReason }) };
  }
  return undefined;
}

/**
 * The balance side of an owner's cancel of a catering order (docs/business-rules.md#card-payments), done at Stripe
 * before the cancel is written, after the deposit's: a paid balance is refunded (what is left of it, under the order's
 * `balance-cancel-refund` key); an open link is ended so it can no longer be paid, and refunded too when it was paid
 * at its last moment. Answers the balance to write with the cancel; none when there is nothing to do.
 */
export async function balanceForCancel(
  order: StoredOrder,
  cancelReason: string | undefined,
  now: Date,
): Promise<{ read: BalancePayment; to: BalancePayment } | undefined> {
  const balance = order.balancePayment;
  const plan = balanceCancelPlan(balance);
  if (!balance || plan.kind === 'none' || !order.balanceStripe) return undefined;
  const stripe = await stripeClient();
  const sessionId = order.balanceStripe.sessionId;
  const refundOf = (amountCents: number): CardRefund => ({ amountCents, at: now.toISOString(), ...(cancelReason ? { reason: cancelReason } : {}) });
  if (plan.kind === 'end-link') {
    await atStripe(() => expireCheckout(stripe, sessionId));
    const provider = await atStripe(() => paymentOfSession(stripe, sessionId));
    if (!provider || !balancePaid(order.orderId, balance, provider)) {
      const ended: BalancePayment = { ...balance, payBy: now.toISOString() };
      delete ended.checkoutUrl;
      return { read: balance, to: ended };
    }
    // Paid at the link's last moment, unreported yet: kept as paid, and refunded with the rest.
    const paid: BalancePayment = { ...balance, state: 'charged', paidAt: now.toISOString(), ...(provider.card ? { card: provider.card } : {}) };
    delete paid.checkoutUrl;
    await refundBalanceAtStripe(stripe, order, sessionId, paid.amountCents, 'balance-cancel-refund');
    return { read: balance, to: balanceRefunded(paid, refundOf(paid.amountCents)) };
  }
  await refundBalanceAtStripe(stripe, order, sessionId, plan.amountCents, 'balance-cancel-refund');
  return { read: balance, to: balanceRefunded(balance, refundOf(plan.amountCents)) };
}

/** Refunds part or all of a balance paid by its link, found by its Checkout Session (whose PaymentIntent it is). */
async function refundBalanceAtStripe(
  stripe: Stripe,
  order: StoredOrder,
  sessionId: string,
  amountCents: number,
  step: 'balance-cancel-refund' | `balance-refund-${number}`,
  reason?: string,
): Promise<void> {
  const provider = await atStripe(() => paymentOfSession(stripe, sessionId));
  if (!provider?.intentId) throw conflict('The balance’s card payment was not found at the card service. Nothing was changed.');
  const intentId = provider.intentId;
  await atStripe(() => refundCharge(stripe, { orderId: order.orderId, intentId, amountCents, step, ...(reason ? { reason } : {}) }), {
    refusalsAsConflict: true,
    sameStepAsConflict: step === 'balance-cancel-refund',
  });
}

/**
 * POST /owner/orders/{orderId}/refunds: part or all of what is left of a charged order, with the reason the customer
 * is told (their message and e-mail). Refused (409) when the owner's screen showed fewer refunds than there are now
 * (a refund from an older read), or the amount is above what is left (400). The refund's key is the order's and its
 * number, so a retry is the same refund at Stripe.
 */
export async function refundCardOrder(request: RefundRequest & { orderId: string }, now = new Date()): Promise<{ order: StoredOrder; refund: CardRefund }> {
  const order = await getOrder(request.customerId, request.orderId);
  if (!order) throw notFound('No such order.');
  if (request.payment === 'balance') return refundBalance(order, request, now);
  if (!isPaidCardOrder(order)) throw conflict('This order was not paid by card: there is nothing to refund online.');
  const payment = order.cardPayment;
  if (payment.refunds.length !== request.refundsSeen) throw conflict('This order was refunded meanwhile. Reload it to see what is left to refund.');
  const asked = askedRefund(order, request);
  const plan = refundPlan(order.orderId, payment, asked.amountCents);
  if (plan.kind === 'refused') throw validationError(plan.message, [{ path: 'body.amountCents', message: plan.message }]);
  const stripe = await stripeClient();
  const step = `refund-${payment.refunds.length + 1}` as const;
  try {
    await atStripe(
      () => refundCharge(stripe, { orderId: order.orderId, intentId: order.stripe.intentId, amountCents: plan.amountCents, step, reason: request.reason }),
      { refusalsAsConflict: true },
    );
  } catch (error) {
    // The same refund number asked for with another amount (two owners at once): Stripe refuses the second.
    if (error instanceof StripeClient.errors.StripeIdempotencyError) throw conflict('Another refund of this order is being made. Reload it to see it.');
    throw error;
  }
  const refund: CardRefund = { ...asked, amountCents: plan.amountCents, at: now.toISOString(), reason: request.reason };
  const refunded = paymentAfter.refunded(payment, refund);
  const saved = await saveCardPayment({
    order,
    read: payment,
    payment: refunded,
    ...(refundedInFull(refunded, order.balancePayment) ? { paymentStatus: 'refunded' as const } : {}),
    message: paymentMessage({ ...order, cardPayment: refunded }, refund, now),
    now,
  });
  if (saved === 'stale') throw conflict('This order was refunded meanwhile. Reload it to see what is left to refund.');
  logger().info('Card order refunded', { orderId: order.orderId, amountCents: plan.amountCents });
  const current = await getOrder(order.userId, order.orderId);
  if (!current) throw notFound('No such order.');
  return { order: current, refund };
}

/**
 * What a refund request asks for: its amount, or (by line) the amount and tax the server works out from the lines
 * and quantities ticked (orders/contract/card-payment.ts `lineRefundOf`); a line not the order's, or more of it than is
 * left to refund, is a 400.
 */
function askedRefund(order: StoredOrder, request: Pick<RefundRequest, 'amountCents' | 'lines'>): Pick<CardRefund, 'amountCents' | 'lines' | 'taxCents'> {
  if (!request.lines) return { amountCents: request.amountCents ?? 0 };
  const byLine = lineRefundOf(order, request.lines);
  if (byLine.kind === 'refused') throw validationError(byLine.message, [{ path: 'body.lines', message: byLine.message }]);
  return { amountCents: byLine.amountCents, lines: byLine.lines, taxCents: byLine.taxCents };
}

/**
 * A refund of a catering order's balance paid by its link, from the side sheet as the deposit's: part or all of what
 * is left of it, under the order's `balance-refund-N` key, refused as the deposit's (409 from an older read, 400 for
 * more than is left), the customer told which payment it came from.
 */
async function refundBalance(order: StoredOrder, request: RefundRequest, now: Date): Promise<{ order: StoredOrder; refund: CardRefund }> {
  const balance = order.balancePayment;
  if (balance?.state !== 'charged' || !order.balanceStripe) throw conflict('This order has no balance paid by card: there is nothing to refund from it.');
  if ((balance.refunds?.length ?? 0) !== request.refundsSeen)
    throw conflict('This balance was refunded meanwhile. Reload the order to see what is left to refund.');
  const asked = askedRefund(order, request);
  const plan = balanceRefundPlan(order.orderId, balance, asked.amountCents);
  if (plan.kind === 'refused') throw validationError(plan.message, [{ path: 'body.amountCents', message: plan.message }]);
  const stripe = await stripeClient();
  const step = `balance-refund-${(balance.refunds?.length ?? 0) + 1}` as const;
  try {
    await refundBalanceAtStripe(stripe, order, order.balanceStripe.sessionId, plan.amountCents, step, request.reason);
  } catch (error) {
    if (error instanceof StripeClient.errors.StripeIdempotencyError)
      throw conflict('Another refund of this balance is being made. Reload the order to see it.');
    throw error;
  }
  const refund: CardRefund = { ...asked, amountCents: plan.amountCents, at: now.toISOString(), reason: request.reason };
  const refunded = balanceRefunded(balance, refund);
  const saved = await saveBalanceRefund({
    order,
    read: balance,
    balance: refunded,
    ...(refundedInFull(order.cardPayment, refunded) ? { paymentStatus: 'refunded' as const } : {}),
    message: balanceRefundMessage({ ...order, balancePayment: refunded }, refund, now),
    now,
  });
  if (saved === 'stale') throw conflict('This balance was refunded meanwhile. Reload the order to see what is left to refund.');
  logger().info('Catering balance refunded', { orderId: order.orderId, amountCents: plan.amountCents });
  const current = await getOrder(order.userId, order.orderId);
  if (!current) throw notFound('No such order.');
  return { order: current, refund };
}

/** Whether an order's checkout can still be paid (its page open): for the replay of POST /orders. */
export function stillPayable(order: Pick<StoredOrder, 'cardPayment'>, now: Date): boolean {
  const payBy = order.cardPayment?.payBy;
  return order.cardPayment?.state === 'awaiting' && payBy !== undefined && Date.parse(payBy) > now.getTime();
}

// ---- A catering order's balance (docs/business-rules.md#catering-quotes) ----

/** A balance link was paid (its webhook): kept once, with the customer's message; a payment that does not match is logged. */
async function settleBalance(order: StoredOrder, provider: ProviderPayment, now: Date): Promise<void> {
  const balance = order.balancePayment;
  // Kept already: a later event of the same link (its refund, made from the side sheet or on cancel) changes nothing.
  if (balance?.state === 'charged' && provider.purpose?.kind === 'balance' && provider.purpose.attempt === balance.attempt) return;
  if (!balance || !balancePaid(order.orderId, balance, provider)) {
    if (provider.status === 'succeeded') logger().error('A balance payment does not match its order; nothing was changed', { orderId: order.orderId });
    return;
  }
  const paid = { ...balance, state: 'charged' as const, paidAt: now.toISOString(), ...(provider.card ? { card: provider.card } : {}) };
  delete paid.checkoutUrl;
  const quoteEvent = `Balance of ${formatUsd(paid.amountCents)} paid by card: order ${order.number}`;
  if ((await markBalancePaid({ order, paid, message: balancePaidMessage(order, paid, now), quoteEvent, now })) === 'finished') {
    logger().info('Catering balance paid', { orderId: order.orderId, amountCents: paid.amountCents });
  }
}

function balanceNotice(order: StoredOrder & { quote: NonNullable<StoredOrder['quote']> }, amountCents: number, url: string, payBy: string) {
  return {
    email: order.customer.email,
    customerName: order.customer.name,
    orderNumber: order.number,
    quoteNumber: order.quote.number,
    eventAt: order.slotId,
    amountCents,
    url,
    payBy,
  };
}

/**
 * POST /owner/orders/{orderId}/balance-link: e-mails the customer a card link for what is left of a catering order
 * (its total less the deposit charged): never more, and never two links open at once. A link still open is e-mailed
 * again; one that lapsed is ended at Stripe first (and kept, if it was paid at the last moment) before a new one.
 */
export async function sendBalanceLink(request: { customerId: string; orderId: string }, now = new Date()): Promise<{ order: StoredOrder; resent: boolean }> {
  for (let round = 0; round < 3; round++) {
    const order = await getOrder(request.customerId, request.orderId);
    if (!order) throw notFound('No such order.');
    const plan = balancePlan(order, now);
    if (plan.kind === 'refused') throw conflict(plan.message);
    const quoted = { ...order, quote: order.quote! };
    if (plan.kind === 'open') {
      const open = order.balancePayment!;
      // At most one e-mail of a link per few minutes (docs/business-rules.md#catering-quotes).
      const from = balanceResendFrom(open, now);
      if (from) {
        throw new AppError('TOO_MANY_REQUESTS', balanceResendRefusal(open.emailedAt!, from, now), undefined, {
          'retry-after': String(Math.ceil((from.getTime() - now.getTime()) / 1000)),
        });
      }
      const notice = balanceNotice(quoted, open.amountCents, open.checkoutUrl ?? '', open.payBy);
      const sentBefore = new Date(now.getTime() - balanceLinkResendMinutes * 60_000);
      if ((await resendBalanceLink(order, open.attempt, notice, sentBefore, now)) === 'moved') continue;
      return { order: { ...order, balancePayment: { ...open, emailedAt: now.toISOString() } }, resent: true };
    }
    const stripe = await stripeClient();
    if (plan.lapsed && order.balanceStripe) {
      // The lapsed page may have been paid at its last moment: end it, then keep what Stripe says before a new one.
      await atStripe(() => expireCheckout(stripe, order.balanceStripe!.sessionId));
      const provider = await atStripe(() => paymentOfSession(stripe, order.balanceStripe!.sessionId));
      if (provider?.status === 'succeeded') {
        await settleBalance(order, provider, now);
        continue;
      }
    }
    const payBy = new Date(now.getTime() + balanceLinkHours * 3600_000).toISOString();
    let session: { sessionId: string; url: string };
    try {
      session = await atStripe(() =>
        createCardCheckout(stripe, {
          orderId: order.orderId,
          userId: order.userId,
          number: order.number,
          amountCents: plan.amountCents,
          capture: 'at-checkout',
          customerEmail: order.customer.email,
          successUrl: shopUrl(`/quotes/${quoted.quote.quoteId}?payment=balance-paid`),
          cancelUrl: shopUrl(`/quotes/${quoted.quote.quoteId}?payment=balance-cancelled`),
          expiresAt: Math.floor(Date.parse(payBy) / 1000),
          lineName: `${business.name}: balance of catering order ${order.number}`,
          balanceAttempt: plan.attempt,
        }),
      );
    } catch (error) {
      // Another owner made this link a moment ago (the same key, another lapse time): read the order again.
      if (error instanceof StripeClient.errors.StripeIdempotencyError) continue;
      throw error;
    }
    const balance = {
      state: 'awaiting' as const,
      amountCents: plan.amountCents,
      attempt: plan.attempt,
      checkoutUrl: session.url,
      payBy,
      emailedAt: now.toISOString(),
    };
    const kept = await keepBalanceLink({
      order,
      readAttempt: order.balancePayment?.attempt,
      balance,
      sessionId: session.sessionId,
      notice: balanceNotice(quoted, plan.amountCents, session.url, payBy),
      now,
    });
    if (kept === 'kept') {
      logger().info('Balance link sent', { orderId: order.orderId, amountCents: plan.amountCents, attempt: plan.attempt });
      return { order: { ...order, balancePayment: balance, balanceStripe: { sessionId: session.sessionId } }, resent: false };
    }
  }
  throw conflict('Another owner is sending this balance link right now. Reload the order to see it.');
}
