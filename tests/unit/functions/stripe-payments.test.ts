/**
 * The shop's Stripe calls (payments/store/stripe-payments.ts) through the real client against the local Stripe service
 * (docs/local-stripe.md), with the card payment rules (payments/rules/card-payment.ts) deciding: a card held on the hosted
 * page finishes the checkout once, accept captures, cancel releases or refunds, refunds never exceed the charge,
 * and a retried call is one call at Stripe.
 */
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelPlan,
  finishCheckout,
  newCardPayment,
  paymentAfter,
  refundPlan,
  type CardPayment,
  type CaptureTiming,
} from '../../../functions/src/payments/rules/card-payment.ts';
import type { RunningStripeLocal } from '../../../functions/local/stripe/stripe-local.ts';
import {
  captureHold,
  createCardCheckout,
  paymentOfSession,
  refundCharge,
  releaseHold,
  stripeClientFor,
  type CardCheckout,
} from '../../../functions/src/payments/store/stripe-payments.ts';
import { cards, httpTestTimeout, postPage, secretKey, startService } from '../../fixtures/stripe-local.ts';

let service: RunningStripeLocal;
let stripe: Stripe;

beforeAll(async () => {
  service = await startService();
  stripe = stripeClientFor({ secretKey, apiUrl: service.url });
});
afterAll(() => service.stop());

/** An order's checkout as the shop makes it, for $41.27 (its lapse fixed once, as the order stores it). */
function checkoutOf(orderId: string, capture: CaptureTiming): CardCheckout {
  return {
    orderId,
    userId: 'user-ama',
    number: 'A7K3Q9',
    amountCents: 4127,
    capture,
    customerEmail: 'ama@example.com',
    successUrl: 'http://localhost:8800/spices/order/paid?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:8800/spices/cart',
    // Stripe takes 30 minutes to 24 hours from the session's creation: a margin, so a busy machine's second late is no refusal.
    expiresAt: Math.floor(Date.now() / 1000) + 35 * 60,
    lineName: 'Spices African Kitchen: order A7K3Q9',
  };
}

async function checkoutFor(capture: CaptureTiming = 'on-accept') {
  const checkout = checkoutOf(randomUUID(), capture);
  const payment = newCardPayment(checkout.amountCents, capture);
  const session = await createCardCheckout(stripe, checkout);
  return { orderId: checkout.orderId, checkout, payment, session };
}

/** Pays on the hosted page with the test card, as the customer's browser does, and finishes the checkout. */
async function paidOrder(capture: CaptureTiming = 'on-accept') {
  const { orderId, payment, session } = await checkoutFor(capture);
  const page = await postPage(session.url, { card_number: cards.approved });
  expect(page.status).toBe(303);
  expect(page.headers.get('location')).toBe(`http://localhost:8800/spices/order/paid?session=${session.sessionId}`);
  const provider = await paymentOfSession(stripe, session.sessionId);
  const finished = finishCheckout(orderId, payment, provider!);
  if (finished.kind !== 'paid') throw new Error(`expected paid, got ${JSON.stringify(finished)}`);
  const intentId = (await stripe.checkout.sessions.retrieve(session.sessionId)).payment_intent as string;
  return { orderId, session, intentId, payment: finished.payment };
}

describe('a card checkout through Stripe', { timeout: httpTestTimeout }, () => {
  it('makes one session per order, for the server’s total, held for capture', async () => {
    const { orderId, checkout, session } = await checkoutFor();
    // A retry sends the same parameters under the same key (the lapse is the order's, not the moment's).
    const again = await createCardCheckout(stripe, checkout).catch((error: unknown) => error);
    // The same order's key with the same parameters answers the same session; Stripe never makes a second.
    expect(again).toMatchObject({ sessionId: session.sessionId });
    const stored = await stripe.checkout.sessions.retrieve(session.sessionId);
    expect(stored).toMatchObject({ amount_total: 4127, currency: 'usd', client_reference_id: orderId, metadata: { orderId } });
    expect(await paymentOfSession(stripe, session.sessionId)).toBeUndefined();
  });

  it('finishes the order once when the card is held, whoever reports it; the card reads Visa 4242', async () => {
    const { orderId, session, payment } = await paidOrder();
    expect(payment).toMatchObject({ state: 'held', card: { brand: 'visa', last4: '4242' } });
    expect(finishCheckout(orderId, payment, (await paymentOfSession(stripe, session.sessionId))!)).toEqual({ kind: 'unchanged' });
  });

  it('does not take a held card for another order', async () => {
    const { session } = await checkoutFor();
    expect((await postPage(session.url, { card_number: cards.approved })).status).toBe(303);
    const provider = await paymentOfSession(stripe, session.sessionId);
    expect(provider).toMatchObject({ status: 'requires_capture', amountCents: 4127 });
    expect(finishCheckout(randomUUID(), newCardPayment(4127, 'on-accept'), provider!)).toMatchObject({ kind: 'mismatch' });
  });

  it('captures on accept; a retried capture is the same capture', async () => {
    const { orderId, intentId, payment } = await paidOrder();
    const captured = await captureHold(stripe, orderId, intentId);
    expect(captured).toMatchObject({ status: 'succeeded', capturedCents: 4127 });
    expect(await captureHold(stripe, orderId, intentId)).toMatchObject({ status: 'succeeded', capturedCents: 4127 });
    expect(paymentAfter.captured(payment, captured.capturedCents)).toMatchObject({ state: 'charged', capturedCents: 4127 });
  });

  it('releases a hold when cancelled before the capture: nothing is charged', async () => {
    const { orderId, intentId, payment } = await paidOrder();
    expect(cancelPlan(payment)).toEqual({ kind: 'release' });
    expect(await releaseHold(stripe, orderId, intentId)).toMatchObject({ status: 'canceled', capturedCents: 0 });
  });

  it('refunds part, then refuses more than is left, at the rules and at Stripe', async () => {
    const { orderId, intentId, payment: held } = await paidOrder();
    let payment: CardPayment = paymentAfter.captured(held, (await captureHold(stripe, orderId, intentId)).capturedCents);
    const part = refundPlan(orderId, payment, 1200);
    if (part.kind !== 'refund') throw new Error('expected a refund');
    const afterPart = await refundCharge(stripe, { orderId, intentId, amountCents: part.amountCents, step: 'refund-1', reason: 'Missing puff-puff' });
    expect(afterPart.refundedCents).toBe(1200);
    payment = paymentAfter.refunded(payment, { amountCents: part.amountCents, at: new Date().toISOString(), reason: 'Missing puff-puff' });
    expect(refundPlan(orderId, payment, 3000)).toEqual({ kind: 'refused', message: 'At most $29.27 is left to refund.' });
    // Stripe refuses it too, were the rules ever skipped.
    await expect(refundCharge(stripe, { orderId, intentId, amountCents: 3000, step: 'refund-2' })).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
    // Cancelled after the capture: what is left is refunded.
    expect(cancelPlan(payment)).toEqual({ kind: 'refund', amountCents: 2927 });
    expect(await refundCharge(stripe, { orderId, intentId, amountCents: 2927, step: 'cancel-refund' })).toMatchObject({ refundedCents: 4127 });
  });

  it('charges at once an order far ahead, and reads it charged', async () => {
    const { payment } = await paidOrder('at-checkout');
    expect(payment).toMatchObject({ state: 'charged', capturedCents: 4127 });
  });
});
