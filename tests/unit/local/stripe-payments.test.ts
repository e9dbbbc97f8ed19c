import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningStripeLocal } from '../../../functions/local/stripe/stripe-local.ts';
import { cards, createOrderSession, payOnPage, secretKey, shopUrls, startService, stripeClient, httpTestTimeout } from '../../fixtures/stripe-local.ts';

let service: RunningStripeLocal;
let stripe: Stripe;

beforeAll(async () => {
  service = await startService();
  stripe = stripeClient(service);
});
afterAll(() => service.stop());
beforeEach(() => service.control.reset());

/** A session paid with the approved card on the hosted page: the card is held (manual capture). */
async function heldPayment() {
  const session = await createOrderSession(stripe);
  const page = await payOnPage(session, cards.approved);
  expect(page.status).toBe(303);
  const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
  return { session: paid, intent: paid.payment_intent as Stripe.PaymentIntent };
}

describe('the local Stripe, through the real stripe client', { timeout: httpTestTimeout }, () => {
  it('holds a card on the hosted page, captures it, refunds part, and refuses to refund more than is left', async () => {
    const session = await createOrderSession(stripe);
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 3150,
      currency: 'usd',
      payment_intent: null,
      livemode: false,
      client_reference_id: 'order-1001',
      metadata: { orderId: 'order-1001' },
      url: `${service.url}/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);

    const page = await payOnPage(session, cards.approved);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`http://localhost:8800/spices/checkout/return?session_id=${session.id}`);

    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.latest_charge'] });
    expect(completed.status).toBe('complete');
    // A held card is not yet money in the account: Stripe's `paid` waits for the capture.
    expect(completed.payment_status).toBe('unpaid');
    const intent = completed.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      status: 'requires_capture',
      amount: 3150,
      amount_capturable: 3150,
      capture_method: 'manual',
      metadata: { orderId: 'order-1001' },
    });
    expect(intent.id).toMatch(/^pi_/);
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge.id).toMatch(/^ch_/);
    expect(charge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(charge.payment_method_details?.card?.capture_before).toBe(charge.created + 7 * 24 * 3600);
    expect(charge).toMatchObject({ captured: false, amount_captured: 0, amount_refunded: 0 });

    const captured = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: `capture-${intent.id}` });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 3150, amount_capturable: 0 });
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');

    const part = await stripe.refunds.create({ payment_intent: intent.id, amount: 1000, reason: 'requested_by_customer', metadata: { step: 'part' } });
    expect(part).toMatchObject({ object: 'refund', amount: 1000, status: 'succeeded', payment_intent: intent.id, charge: charge.id, currency: 'usd' });
    expect(part.id).toMatch(/^re_/);

    const tooMuch = await stripe.refunds.create({ payment_intent: intent.id, amount: 2500 }).catch((error: unknown) => error);
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' });

    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(2150);
    const again = await stripe.refunds.create({ payment_intent: intent.id }).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again).toMatchObject({ code: 'charge_already_refunded' });

    const refunds = await stripe.refunds.list({ payment_intent: intent.id });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([2150, 1000]);
    expect((await stripe.refunds.retrieve(part.id)).metadata).toEqual({ step: 'part' });
    const refundedCharge = await stripe.charges.retrieve(charge.id);
    expect(refundedCharge).toMatchObject({ amount_captured: 3150, amount_refunded: 3150, refunded: true });

    const events = await stripe.events.list({ limit: 20 });
    expect(events.data.map((event) => event.type)).toEqual([
      'refund.created',
      'charge.refunded',
      'refund.created',
      'charge.refunded',
      'payment_intent.succeeded',
      'checkout.session.completed',
      'payment_intent.amount_capturable_updated',
    ]);
    expect(events.data.every((event) => event.api_version === Stripe.API_VERSION && event.livemode === false && event.id.startsWith('evt_'))).toBe(true);
    const firstRefundEvent = events.data[3]!;
    expect((firstRefundEvent.data.object as Stripe.Charge).amount_refunded).toBe(1000);
    const captureEvent = events.data.find((event) => event.type === 'payment_intent.succeeded')!;
    expect(captureEvent.request).toEqual({ id: expect.stringMatching(/^req_/), idempotency_key: `capture-${intent.id}` });
    const completedEvent = await stripe.events.retrieve(events.data[5]!.id);
    // A snapshot: the session as it was when it completed.
    expect(completedEvent.data.object).toMatchObject({ id: session.id, status: 'complete', payment_status: 'unpaid' });
    expect((await stripe.events.list({ type: 'charge.refunded' })).data).toHaveLength(2);
    expect((await stripe.events.list({ type: 'payment_intent.*' })).data.map((event) => event.type)).toEqual([
      'payment_intent.succeeded',
      'payment_intent.amount_capturable_updated',
    ]);
  });

  it('takes the money at once with automatic capture: the session is paid and the intent succeeded', async () => {
    const session = await createOrderSession(stripe, { payment_intent_data: { metadata: { orderId: 'order-1002' } } });
    expect((await payOnPage(session, cards.approved)).status).toBe(303);
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(paid.payment_status).toBe('paid');
    expect(paid.payment_intent).toMatchObject({ status: 'succeeded', amount_received: 3150, capture_method: 'automatic' });
    expect((await stripe.events.list()).data.map((event) => event.type)).toEqual(['checkout.session.completed', 'payment_intent.succeeded']);
  });

  it('captures part of a hold, releasing the rest', async () => {
    const { intent } = await heldPayment();
    const captured = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 2000, expand: ['latest_charge'] });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 2000 });
    expect(captured.latest_charge).toMatchObject({ amount_captured: 2000, amount_refunded: 1150, refunded: false });
    const tooMuch = await stripe.refunds.create({ payment_intent: intent.id, amount: 2001 }).catch((error: unknown) => error);
    expect(tooMuch).toMatchObject({ code: 'amount_too_large' });
  });

  it('refuses to capture more than is held', async () => {
    const { intent } = await heldPayment();
    const error = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 3151 }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ code: 'amount_too_large', param: 'amount_to_capture' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture');
  });

  it('cancels a hold before capture, and refuses to cancel once captured', async () => {
    const first = await heldPayment();
    const canceled = await stripe.paymentIntents.cancel(first.intent.id, { cancellation_reason: 'requested_by_customer' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'requested_by_customer', amount_capturable: 0 });
    expect((await stripe.events.list({ limit: 1 })).data[0]).toMatchObject({ type: 'payment_intent.canceled', data: { object: { id: first.intent.id } } });
    const released = await stripe.charges.retrieve(String(canceled.latest_charge));
    expect(released).toMatchObject({ captured: false, refunded: true, amount_refunded: 3150 });

    const second = await heldPayment();
    await stripe.paymentIntents.capture(second.intent.id);
    const error = await stripe.paymentIntents.cancel(second.intent.id).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError', code: 'payment_intent_unexpected_state' });
    expect((error as Stripe.errors.StripeError).message).toContain('status of succeeded');
  });

  it('refunds nothing of a hold that was not captured', async () => {
    const { intent } = await heldPayment();
    const error = await stripe.refunds.create({ payment_intent: intent.id }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ code: 'charge_not_refundable' });
  });

  it('expires an open session through the API, and then refuses to expire it again', async () => {
    const session = await createOrderSession(stripe);
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    expect((await stripe.events.list()).data.map((event) => event.type)).toEqual(['checkout.session.expired']);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('lists PaymentIntents newest first, a page at a time', async () => {
    const made = [];
    for (let index = 0; index < 3; index++) made.push((await heldPayment()).intent.id);
    const first = await stripe.paymentIntents.list({ limit: 2 });
    expect(first.data.map((intent) => intent.id)).toEqual([made[2], made[1]]);
    expect(first.has_more).toBe(true);
    const second = await stripe.paymentIntents.list({ limit: 2, starting_after: made[1] });
    expect(second.data.map((intent) => intent.id)).toEqual([made[0]]);
    expect(second.has_more).toBe(false);
    const created = (await stripe.paymentIntents.retrieve(made[0]!)).created;
    expect((await stripe.paymentIntents.list({ created: { gte: created } })).data).toHaveLength(3);
    expect((await stripe.paymentIntents.list({ created: { lt: created } })).data).toHaveLength(0);
  });
});

describe('the local Stripe refuses as Stripe does', { timeout: httpTestTimeout }, () => {
  it('refuses a missing or wrong secret key with 401', async () => {
    const wrong = await stripeClient(service, 'sk_test_someone_else')
      .checkout.sessions.list()
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(wrong).toMatchObject({ statusCode: 401 });
    const missing = await fetch(`${service.url}/v1/payment_intents`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error: { type: 'invalid_request_error', message: expect.stringContaining('did not provide an API key') } });
    const basic = await fetch(`${service.url}/v1/payment_intents`, { headers: { authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}` } });
    expect(basic.status).toBe(200);
  });

  it('answers 404 resource_missing for an id it never made', async () => {
    const error = await stripe.paymentIntents.retrieve('pi_3Nothing').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such payment_intent: 'pi_3Nothing'" });
    await expect(stripe.checkout.sessions.retrieve('cs_test_nothing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('names an unknown, a missing and a malformed parameter in bracket notation', async () => {
    const unknown = await createOrderSession(stripe, {
      line_items: [{ price_data: { currency: 'usd', unit_amount: 900, product_data: { name: 'Suya' } }, quantity: 1, tax_rates: ['txr_1'] }],
    }).catch((failure: unknown) => failure);
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'line_items[0][tax_rates]' });

    const raw = (body: string) =>
      fetch(`${service.url}/v1/checkout/sessions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }).then(async (answer) => ({ status: answer.status, body: (await answer.json()) as { error: Record<string, string> } }));
    const base = `mode=payment&success_url=${encodeURIComponent(shopUrls.success_url)}`;
    const missing = await raw(`${base}&line_items[0][price_data][currency]=usd&line_items[0][price_data][product_data][name]=Suya&line_items[0][quantity]=1`);
    expect(missing).toMatchObject({ status: 400, body: { error: { code: 'parameter_missing', param: 'line_items[0][price_data][unit_amount]' } } });
    const malformed = await raw(
      `${base}&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=12.50&line_items[0][price_data][product_data][name]=Suya&line_items[0][quantity]=1`,
    );
    expect(malformed).toMatchObject({ status: 400, body: { error: { code: 'parameter_invalid_integer', param: 'line_items[0][price_data][unit_amount]' } } });
    const badUrl = await createOrderSession(stripe, { success_url: 'not a url' }).catch((failure: unknown) => failure);
    expect(badUrl).toMatchObject({ code: 'url_invalid', param: 'success_url' });
  });

  it('keeps a session between 30 minutes and 24 hours', async () => {
    const now = service.control.clock().now;
    await expect(createOrderSession(stripe, { expires_at: now + 10 * 60 })).rejects.toMatchObject({ param: 'expires_at' });
    await expect(createOrderSession(stripe, { expires_at: now + 25 * 3600 })).rejects.toMatchObject({ param: 'expires_at' });
    expect((await createOrderSession(stripe, { expires_at: now + 3600 })).expires_at).toBe(now + 3600);
  });
});

describe('idempotent requests', { timeout: httpTestTimeout }, () => {
  it('replays the first answer for the same key and parameters, and refuses other parameters under that key', async () => {
    const first = await createOrderSession(stripe, {}, { idempotencyKey: 'order-1001-checkout' });
    const replay = await createOrderSession(stripe, {}, { idempotencyKey: 'order-1001-checkout' });
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.checkout.sessions.list()).data).toHaveLength(1);

    const other = await createOrderSession(stripe, { client_reference_id: 'order-1002' }, { idempotencyKey: 'order-1001-checkout' }).catch(
      (failure: unknown) => failure,
    );
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(other).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
  });

  it('replays a refused capture with its status, and keeps no answer for bad parameters', async () => {
    const { intent } = await heldPayment();
    const options = { idempotencyKey: `capture-${intent.id}` };
    const refused = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 9999 }, options).catch((failure: unknown) => failure);
    const replayed = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 9999 }, options).catch((failure: unknown) => failure);
    expect(replayed).toMatchObject({ statusCode: 400, code: 'amount_too_large', headers: { 'idempotent-replayed': 'true' } });
    expect((replayed as Stripe.errors.StripeError).message).toBe((refused as Stripe.errors.StripeError).message);

    const badKey = `bad-${intent.id}`;
    await expect(stripe.paymentIntents.capture(intent.id, { amount_to_capture: 0 }, { idempotencyKey: badKey })).rejects.toMatchObject({
      code: 'parameter_invalid_integer',
    });
    // Nothing ran, so the key is still free for the corrected request.
    const captured = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: badKey });
    expect(captured.status).toBe('succeeded');
  });
});
