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
});

async function heldIntent(): Promise<Stripe.PaymentIntent> {
  const session = await createOrderSession(stripe);
  await payOnPage(session, cards.approved);
  return (await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })).payment_intent as Stripe.PaymentIntent;
}

describe('the control API', { timeout: httpTestTimeout }, () => {
  it('makes the next capture a card decline (402), after which the hold can still be captured', async () => {
    const intent = await heldIntent();
    service.control.failNextCapture(intent.id);
    const declined = await stripe.paymentIntents.capture(intent.id).catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' });
    expect((declined as Stripe.errors.StripeCardError).payment_intent).toMatchObject({ id: intent.id, status: 'requires_capture' });
    expect((await stripe.paymentIntents.capture(intent.id)).status).toBe('succeeded');
  });

  it('makes the next capture find the hold lapsed: charge_expired_for_capture, and the intent canceled', async () => {
    const intent = await heldIntent();
    service.control.failNextCapture(intent.id, 'expired_for_capture');
    const expired = await stripe.paymentIntents.capture(intent.id).catch((error: unknown) => error);
    expect(expired).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(expired).toMatchObject({ statusCode: 400, code: 'charge_expired_for_capture' });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'canceled', cancellation_reason: 'automatic' });
  });

  it('lets a hold lapse as after 7 days: canceled, reason automatic, and payment_intent.canceled delivered', async () => {
    const intent = await heldIntent();
    const lapsed = service.control.expireHold(intent.id);
    expect(lapsed).toMatchObject({ status: 'canceled', cancellation_reason: 'automatic', amount_capturable: 0 });
    const [canceled] = service.control.events({ type: 'payment_intent.canceled' });
    const [delivery] = await service.control.waitForDeliveries({ eventId: canceled!.id, ok: true });
    expect(delivery!.eventType).toBe('payment_intent.canceled');
    const capture = await stripe.paymentIntents.capture(intent.id).catch((error: unknown) => error);
    expect(capture).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('moves the clock: a session expires after its 24 hours, a hold lapses after 7 days', async () => {
    const intent = await heldIntent();
    const open = await createOrderSession(stripe);
    const start = service.control.clock().now;

    service.control.advanceClock(24 * 3600 - 60);
    expect((await stripe.checkout.sessions.retrieve(open.id)).status).toBe('open');
    service.control.advanceClock(60);
    expect(service.control.clock()).toMatchObject({ offsetSeconds: 24 * 3600 });
    expect(service.control.clock().now - start).toBeGreaterThanOrEqual(24 * 3600);
    expect((await stripe.checkout.sessions.retrieve(open.id)).status).toBe('expired');
    const expiredPage = await (await fetch(open.url!)).text();
    expect(expiredPage).toContain('This checkout session has expired');
    expect(service.control.events({ type: 'checkout.session.expired' }).map((event) => event.data.object.id)).toEqual([open.id]);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture');

    service.control.setClockOffset(7 * 24 * 3600);
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'canceled', cancellation_reason: 'automatic' });
    // A new object is made at the moved time.
    const later = await createOrderSession(stripe);
    expect(later.created).toBeGreaterThanOrEqual(start + 7 * 24 * 3600);
  });

  it('forgets everything at reset', async () => {
    const intent = await heldIntent();
    service.control.failNextCapture(intent.id);
    service.control.setClockOffset(3600);
    service.control.reset();
    expect(service.control.clock().offsetSeconds).toBe(0);
    expect(service.control.events()).toEqual([]);
    expect(service.control.deliveries()).toEqual([]);
    await expect(stripe.paymentIntents.retrieve(intent.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('the control API over HTTP', { timeout: httpTestTimeout }, () => {
  const control = (path: string, body?: unknown) =>
    fetch(`${service.url}/_control/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });

  it('pauses, lists what waits, redelivers, waits for deliveries and reports them, as the JS methods do', async () => {
    expect((await control('deliveries/pause', {})).status).toBe(200);
    const intent = await heldIntent();
    const queued = (await (await control('deliveries/queued')).json()) as string[];
    expect(queued).toHaveLength(2);
    const resumed = (await (await control('deliveries/resume', {})).json()) as { status: number }[];
    expect(resumed.map((delivery) => delivery.status)).toEqual([200, 200]);

    const redelivered = await control(`events/${queued[0]}/redeliver`, { times: 2, variant: 'tampered' });
    expect(((await redelivered.json()) as { variant: string }[]).map((delivery) => delivery.variant)).toEqual(['tampered', 'tampered']);
    const waited = await control('deliveries/wait', { event_id: queued[0], count: 3 });
    expect(((await waited.json()) as unknown[]).length).toBe(3);
    const listed = (await (await control(`deliveries?event_id=${queued[0]}`)).json()) as { trigger: string }[];
    expect(listed.map((delivery) => delivery.trigger)).toEqual(['resumed', 'redelivered', 'redelivered']);

    expect((await control(`payment_intents/${intent.id}/fail_next_capture`, { failure: 'card_declined' })).status).toBe(200);
    await expect(stripe.paymentIntents.capture(intent.id)).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(await (await control('clock', { advance_seconds: 120 })).json()).toMatchObject({ offsetSeconds: 120 });
    expect(await (await control(`payment_intents/${intent.id}/expire_hold`, {})).json()).toMatchObject({ status: 'canceled' });
    expect((await control('reset', {})).status).toBe(200);
    expect(await (await control('events')).json()).toEqual([]);
  });

  it('refuses a form post (no page can steer it), bad input and unknown ids', async () => {
    const form = await fetch(`${service.url}/_control/reset`, { method: 'POST', body: new URLSearchParams({ a: 'b' }) });
    expect(form.status).toBe(415);
    expect((await control('clock', { offset_seconds: 'soon' })).status).toBe(400);
    const missing = await control('checkout/sessions/cs_test_nothing/expire', {});
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'resource_missing' } });
    expect((await control('events/evt_nothing/redeliver', {})).status).toBe(400);
  });
});
