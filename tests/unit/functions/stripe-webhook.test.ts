/**
 * Stripe's webhook as the shop reads it (payments/store/stripe-webhook.ts): the local Stripe service delivers signed
 * events to a receiver, as Stripe would to the API, and only the exact bytes under the right secret are taken;
 * each event the shop acts on points at the object to read again from Stripe.
 */
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../functions/src/platform/errors.ts';
import type { RunningStripeLocal } from '../../../functions/local/stripe/stripe-local.ts';
import { stripeClientFor } from '../../../functions/src/payments/store/stripe-payments.ts';
import { paymentReferenceOf, verifiedEvent } from '../../../functions/src/payments/store/stripe-webhook.ts';
import {
  cards,
  createOrderSession,
  httpTestTimeout,
  payOnPage,
  secretKey,
  startReceiver,
  startService,
  webhookSecret,
  type Receiver,
} from '../../fixtures/stripe-local.ts';

let service: RunningStripeLocal;
let receiver: Receiver;
let stripe: Stripe;

beforeAll(async () => {
  receiver = await startReceiver();
  service = await startService({ webhookUrl: receiver.url });
  stripe = stripeClientFor({ secretKey, apiUrl: service.url });
});
afterAll(async () => {
  await service.stop();
  await receiver.close();
});

/** Waits until the receiver holds a delivery matching `which` (the service delivers in the background). */
async function delivered(which: (body: string, headers: Receiver['received'][number]['headers']) => boolean) {
  await expect.poll(() => receiver.received.some((entry) => which(entry.body, entry.headers)), { timeout: 10_000 }).toBe(true);
  return receiver.received.find((entry) => which(entry.body, entry.headers))!;
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, message: error.message } : error;
  }
  return 'accepted';
};

describe('the webhook', { timeout: httpTestTimeout }, () => {
  it('takes a signed event over its exact bytes, and reads which payment it concerns', async () => {
    const session = await createOrderSession(stripe);
    await payOnPage(session, cards.approved);
    const completed = await delivered((body) => body.includes('"checkout.session.completed"') && body.includes(session.id));
    const event = verifiedEvent(stripe, completed.body, completed.headers['stripe-signature'] as string, webhookSecret);
    expect(event.type).toBe('checkout.session.completed');
    expect(paymentReferenceOf(event)).toEqual({ sessionId: session.id });
    const intentId = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const held = await delivered((body) => body.includes('"payment_intent.amount_capturable_updated"') && body.includes(intentId));
    const heldEvent = verifiedEvent(stripe, held.body, held.headers['stripe-signature'] as string, webhookSecret);
    expect(paymentReferenceOf(heldEvent)).toEqual({ intentId });
  });

  it('refuses a tampered or re-serialised body, an unsigned call, another secret, and any event where no secret is set', async () => {
    const session = await createOrderSession(stripe);
    await payOnPage(session, cards.approved);
    const { body, headers } = await delivered((text) => text.includes('"checkout.session.completed"') && text.includes(session.id));
    const signature = headers['stripe-signature'] as string;
    const validation = { code: 'VALIDATION' };
    const tampered = body.replace('"usd"', '"eur"');
    const reserialised = JSON.stringify(JSON.parse(body));
    expect(tampered).not.toBe(body);
    expect(reserialised).not.toBe(body);
    expect(refusal(() => verifiedEvent(stripe, tampered, signature, webhookSecret))).toMatchObject(validation);
    expect(refusal(() => verifiedEvent(stripe, reserialised, signature, webhookSecret))).toMatchObject(validation);
    expect(refusal(() => verifiedEvent(stripe, body, undefined, webhookSecret))).toMatchObject(validation);
    expect(refusal(() => verifiedEvent(stripe, body, signature, 'whsec_another_endpoint'))).toMatchObject(validation);
    expect(refusal(() => verifiedEvent(stripe, body, signature, undefined))).toMatchObject({ code: 'VALIDATION', message: /not configured/ });
    expect(refusal(() => verifiedEvent(stripe, body, signature, webhookSecret))).toBe('accepted');
  });

  it('refuses an event signed long ago (a replayed request)', async () => {
    const session = await createOrderSession(stripe);
    await payOnPage(session, cards.approved);
    const { body } = await delivered((text) => text.includes('"checkout.session.completed"') && text.includes(session.id));
    const old = stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(refusal(() => verifiedEvent(stripe, body, old, webhookSecret))).toMatchObject({ code: 'VALIDATION' });
  });
});
