import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningStripeLocal } from '../../../functions/local/stripe/stripe-local.ts';
import {
  cards,
  createOrderSession,
  payOnPage,
  startReceiver,
  startService,
  stripeClient,
  webhookSecret,
  type Receiver,
  httpTestTimeout,
} from '../../fixtures/stripe-local.ts';

let service: RunningStripeLocal;
let stripe: Stripe;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  service = await startService({ webhookUrl: receiver.url });
  stripe = stripeClient(service);
});
afterAll(async () => {
  await service.stop();
  await receiver.close();
});
beforeEach(() => {
  service.control.reset();
  receiver.received.length = 0;
  receiver.answer = () => 200;
});

/** What the shop's webhook does first: the signature over the raw body, with the endpoint's secret. */
const verify = (request: { body: string; headers: Record<string, unknown> }, secret = webhookSecret) =>
  stripe.webhooks.constructEvent(request.body, String(request.headers['stripe-signature'] ?? ''), secret);

/** A held payment's two events: the amount made capturable, then the session completed. */
async function payHeld() {
  const session = await createOrderSession(stripe);
  expect((await payOnPage(session, cards.approved)).status).toBe(303);
  const [completed] = service.control.events({ type: 'checkout.session.completed' });
  const [capturable] = service.control.events({ type: 'payment_intent.amount_capturable_updated' });
  return { session, completed: completed!, capturable: capturable! };
}

describe('webhooks from the local Stripe', { timeout: httpTestTimeout }, () => {
  it('delivers each event signed, so the real client verifies it, with the object as it was then', async () => {
    const { session, completed, capturable } = await payHeld();
    const deliveries = await service.control.waitForDeliveries({ ok: true, count: 2 });
    expect(deliveries.map((delivery) => [delivery.eventType, delivery.status, delivery.variant])).toEqual(
      expect.arrayContaining([
        ['payment_intent.amount_capturable_updated', 200, 'signed'],
        ['checkout.session.completed', 200, 'signed'],
      ]),
    );
    expect(receiver.received).toHaveLength(2);
    for (const request of receiver.received) {
      expect(request.headers['content-type']).toBe('application/json; charset=utf-8');
      const event = verify(request);
      expect(event.api_version).toBe(Stripe.API_VERSION);
      expect([completed.id, capturable.id]).toContain(event.id);
    }
    const event = verify(receiver.received.find((request) => request.eventId === completed.id)!);
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({ id: session.id, status: 'complete', payment_status: 'unpaid', metadata: { orderId: 'order-1001' } });
    // The event was delivered: Stripe's count of endpoints still waiting drops to 0.
    expect((await stripe.events.retrieve(completed.id)).pending_webhooks).toBe(0);
  });

  it('sends faulty variants that the real client refuses: tampered, re-serialised, wrong secret, stale; and one without a signature', async () => {
    const { completed } = await payHeld();
    await service.control.waitForDeliveries({ ok: true, count: 2 });
    receiver.received.length = 0;
    for (const variant of ['tampered', 'reserialised', 'wrong-secret', 'stale', 'unsigned'] as const) {
      const [delivery] = await service.control.redeliver(completed.id, { variant });
      expect(delivery).toMatchObject({ eventId: completed.id, variant, status: 200, trigger: 'redelivered' });
    }
    const [tampered, reserialised, wrongSecret, stale, unsigned] = receiver.received;
    expect(tampered!.body).toHaveLength(JSON.stringify(completed, null, 2).length);
    expect(() => verify(tampered!)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    // Same content, other spacing: the signature is over bytes, so it fails too.
    expect(JSON.parse(reserialised!.body)).toEqual(JSON.parse(JSON.stringify(completed)));
    expect(reserialised!.body).not.toBe(JSON.stringify(completed, null, 2));
    expect(() => verify(reserialised!)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => verify(wrongSecret!)).toThrow(/No signatures found matching the expected signature/);
    expect(() => verify(stale!)).toThrow(/Timestamp outside the tolerance zone/);
    expect(unsigned!.headers['stripe-signature']).toBeUndefined();
    expect(() => verify(unsigned!)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    // The signing itself is sound: the same stale request passes with a tolerance that takes it.
    expect(stripe.webhooks.constructEvent(stale!.body, String(stale!.headers['stripe-signature']), webhookSecret, 3600).id).toBe(completed.id);
  });

  it('retries a delivery the receiver refuses, with back-off, until it is taken', async () => {
    receiver.answer = (request, nth) => (request.type === 'checkout.session.completed' && nth < 2 ? 500 : 200);
    const { completed } = await payHeld();
    await service.control.waitForDeliveries({ eventId: completed.id, ok: true });
    expect(service.control.deliveries({ eventId: completed.id }).map((delivery) => [delivery.attempt, delivery.trigger, delivery.status])).toEqual([
      [1, 'automatic', 500],
      [2, 'retry', 500],
      [3, 'retry', 200],
    ]);
  });

  it('gives up after the last retry, and logs a receiver that does not answer', async () => {
    const silent = await startService({ webhookUrl: 'http://127.0.0.1:9/unreachable', retryDelaysMs: [5] });
    try {
      const client = stripeClient(silent);
      const session = await createOrderSession(client);
      await payOnPage(session, cards.approved);
      const deliveries = await silent.control.waitForDeliveries({ type: 'checkout.session.completed', count: 2 });
      expect(deliveries.map((delivery) => [delivery.attempt, delivery.status, delivery.ok])).toEqual([
        [1, null, false],
        [2, null, false],
      ]);
      await silent.control.deliveriesSettled();
      expect(silent.control.deliveries({ type: 'checkout.session.completed' })).toHaveLength(2);
    } finally {
      await silent.stop();
    }
  });

  it('delivers an event twice, and several times at once', async () => {
    const { completed } = await payHeld();
    await service.control.waitForDeliveries({ ok: true, count: 2 });
    receiver.received.length = 0;
    await service.control.redeliver(completed.id, { times: 2 });
    // The receiver answers none until all three arrived: they can only have been sent at once.
    receiver.holdAnswersUntil(3);
    const concurrent = await service.control.redeliver(completed.id, { times: 3, concurrent: true });
    expect(concurrent.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(receiver.received.map((request) => verify(request).id)).toEqual(Array(5).fill(completed.id));
    expect(service.control.deliveries({ eventId: completed.id })).toHaveLength(6);
  });

  it('delivers events out of order when told, after a pause', async () => {
    service.control.pauseDeliveries();
    const { completed, capturable } = await payHeld();
    expect(service.control.queuedEvents()).toEqual([capturable.id, completed.id]);
    await service.control.deliverInOrder([completed.id, capturable.id]);
    expect(receiver.received.map((request) => verify(request).type)).toEqual(['checkout.session.completed', 'payment_intent.amount_capturable_updated']);
    expect(service.control.queuedEvents()).toEqual([]);

    // Resuming sends what was made while paused, in the order it was made.
    const session = await createOrderSession(stripe);
    await stripe.checkout.sessions.expire(session.id);
    expect(service.control.queuedEvents()).toHaveLength(1);
    const resumed = await service.control.resumeDeliveries();
    expect(resumed).toMatchObject([{ eventType: 'checkout.session.expired', trigger: 'resumed', status: 200 }]);
  });

  it('holds an event back and delivers it late, after later events', async () => {
    service.control.holdNextEvent({ type: 'payment_intent.amount_capturable_updated' });
    const { session, completed, capturable } = await payHeld();
    expect(service.control.heldEvents()).toEqual([capturable.id]);
    const intentId = String(completed.data.object.payment_intent);
    await stripe.paymentIntents.capture(intentId);
    const [succeeded] = service.control.events({ type: 'payment_intent.succeeded' });
    await service.control.waitForDeliveries({ eventId: succeeded!.id, ok: true });
    await service.control.waitForDeliveries({ eventId: completed.id, ok: true });

    const late = await service.control.releaseEvent(capturable.id);
    expect(late).toMatchObject([{ eventId: capturable.id, trigger: 'released', status: 200 }]);
    const types = receiver.received.map((request) => verify(request).type);
    expect(types.at(-1)).toBe('payment_intent.amount_capturable_updated');
    expect(types.indexOf('payment_intent.succeeded')).toBeLessThan(types.length - 1);
    // The late event still carries the intent as it was when it was made: held, not captured.
    expect(verify(receiver.received.at(-1)!).data.object).toMatchObject({ status: 'requires_capture', amount_capturable: session.amount_total });
    expect(service.control.heldEvents()).toEqual([]);
  });
});
