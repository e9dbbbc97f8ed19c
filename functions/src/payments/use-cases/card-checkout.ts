/**
 * A card order's checkout (docs/business-rules.md#card-payments): opening its Checkout Session, and finishing it from
 * whichever reporter comes first (the customer's return from the card page, or Stripe's webhook through
 * stripe-events.ts); a card held for an order whose time filled up meanwhile is let go; and the unpaid card orders
 * (docs/business-rules.md#unpaid-card-orders): an earlier one ended, a lapsed one's place given back. The rules are
 * rules/card-payment.ts's; Stripe's calls are store/stripe-payments.ts's; the conditional writes store/card-payment.ts's.
 * What is acted on is always the payment as read from Stripe now, never an event's copy of it.
 */
import { business } from '../../platform/config/business.ts';
import { shopUrl } from '../../platform/config/env.ts';
import { count, logger, metricNames } from '../../platform/config/telemetry.ts';
import type { CardPayment } from '../../orders/contract/card-payment.ts';
import { formatUsd } from '../../platform/contract/money.ts';
import { orderSchema, type Order } from '../../orders/contract/order.ts';
import { keepCheckoutSession, markCardOrderAbandoned, markCardOrderPaid, markCardOrderRefused, releaseLapsedPlace } from '../store/card-payment.ts';
import { getIdempotencyRecord, getOrder, listOrdersByStatus, listOrdersSince, type StoredOrder, orderMessage } from '../../orders/index.ts';
import { getShopSettings, rulesWithSettings } from '../../shop/index.ts';
import { getQuote } from '../../quotes/index.ts';
import { setEnquiryStatus, statusChange } from '../../enquiries/index.ts';
import {
  checkoutLines,
  finishCheckout,
  lapsedPlaces,
  paymentAfter,
  placeLapsed,
  replacedReason,
  slotTakenPlan,
  slotTakenReason,
  type PaymentFinish,
  type ProviderPayment,
} from '../rules/card-payment.ts';
import { notFound } from '../../platform/errors.ts';
import { createCardCheckout, expireCheckout, paymentOfSession, refundCharge, releaseHold } from '../store/stripe-payments.ts';
import { stripeClient } from './card-stripe.ts';

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
export async function settleCheckout(read: StoredOrder, provider: ProviderPayment | undefined, now: Date, abandonReason = notCompletedReason): Promise<void> {
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

/** Whether an order's checkout can still be paid (its page open): for the replay of POST /orders. */
export function stillPayable(order: Pick<StoredOrder, 'cardPayment'>, now: Date): boolean {
  const payBy = order.cardPayment?.payBy;
  return order.cardPayment?.state === 'awaiting' && payBy !== undefined && Date.parse(payBy) > now.getTime();
}

// ---- Unpaid card orders (docs/business-rules.md#unpaid-card-orders) ----

/**
 * A customer has one card order awaiting its card at most: placing another ends the earlier ones first, each session
 * expired at Stripe, then the order given up and its place freed (or kept, when it was paid at the last moment). A
 * catering quote's deposit is its quote's, and left alone. The orders it cancelled, for their offers' uses to be given back.
 */
export async function endEarlierCardOrders(userId: string, idempotencyKey: string, now: Date): Promise<StoredOrder[]> {
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
  // The ones now cancelled (one paid at the last moment is kept, and so is its offer).
  const ended = await Promise.all(open.map((order) => getOrder(order.userId, order.orderId)));
  return ended.filter((order): order is StoredOrder => order?.status === 'cancelled');
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
