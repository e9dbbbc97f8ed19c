import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningStripeLocal } from '../../../functions/local/stripe/stripe-local.ts';
import { cards, createOrderSession, payOnPage, postPage, shopUrls, startService, stripeClient, httpTestTimeout } from '../../fixtures/stripe-local.ts';

let service: RunningStripeLocal;
let stripe: Stripe;

beforeAll(async () => {
  service = await startService();
  stripe = stripeClient(service);
});
afterAll(() => service.stop());
beforeEach(() => service.control.reset());

const intentOf = async (sessionId: string) =>
  (await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] })).payment_intent as Stripe.PaymentIntent | null;

describe('the hosted stand-in page', { timeout: httpTestTimeout }, () => {
  it("shows the shop's lines and total in dollars, says it is the local test stand-in, and works without script", async () => {
    const session = await createOrderSession(stripe);
    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Local test stand-in for Stripe Checkout');
    expect(html).toContain('Jollof rice &amp; chicken');
    // The shop's names are text, never markup.
    expect(html).toContain('Puff-puff &lt;6 pieces&gt;');
    expect(html).toContain('$25.00');
    expect(html).toContain('$6.50');
    expect(html).toContain('<td class="num">$31.50</td>');
    expect(html).toContain('Pay $31.50');
    expect(html).toContain('<label for="card-number">Card number</label>');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/<link|src=/);
    expect(html).toContain(`<form method="post" action="/pay/${session.id}">`);
    expect(html).toContain(`<a class="link-button secondary" href="${shopUrls.cancel_url}">Cancel and go back</a>`);
  });

  it('says a declined card was declined, stays on the page, and the intent records the failure', async () => {
    const session = await createOrderSession(stripe);
    const declined = await payOnPage(session, cards.declined);
    expect(declined.status).toBe(402);
    const html = await declined.text();
    expect(html).toContain('<p class="error" role="alert">Your card was declined.</p>');
    expect(html).toContain('Pay $31.50');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    const intent = await intentOf(session.id);
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect((await stripe.events.list()).data.map((event) => event.type)).toEqual(['payment_intent.payment_failed']);

    // The same session can still be paid with another card, on the same PaymentIntent.
    expect((await payOnPage(session, cards.approved)).status).toBe(303);
    const paid = await intentOf(session.id);
    expect(paid).toMatchObject({ id: intent!.id, status: 'requires_capture', last_payment_error: null });
  });

  it('asks for the bank step with the 3155 card, and pays once authenticated', async () => {
    const session = await createOrderSession(stripe);
    const step = await payOnPage(session, cards.authentication);
    expect(step.status).toBe(200);
    const html = await step.text();
    expect(html).toContain('Confirm the payment with your bank');
    expect(html).toContain(`<form method="post" action="/pay/${session.id}/authenticate">`);
    expect(html).toContain('value="approve" class="primary">Authenticate</button>');
    expect(html).toContain('value="fail" class="danger">Fail authentication</button>');
    expect(await intentOf(session.id)).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } });
    // Coming back to the page shows the step again.
    expect(await (await fetch(session.url!)).text()).toContain('Confirm the payment with your bank');

    const done = await postPage(`${session.url}/authenticate`, { outcome: 'approve' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(`session_id=${session.id}`);
    const intent = await stripe.paymentIntents.retrieve((await intentOf(session.id))!.id, { expand: ['latest_charge'] });
    expect(intent.status).toBe('requires_capture');
    expect((intent.latest_charge as Stripe.Charge).payment_method_details?.card).toMatchObject({ last4: '3155', three_d_secure: { result: 'authenticated' } });
  });

  it('stays on the page when authentication fails, and the intent records the failure', async () => {
    const session = await createOrderSession(stripe);
    await payOnPage(session, cards.authentication);
    const failed = await postPage(`${session.url}/authenticate`, { outcome: 'fail' });
    expect(failed.status).toBe(402);
    expect(await failed.text()).toContain('We are unable to authenticate your payment method.');
    expect(await intentOf(session.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect((await stripe.events.list()).data.map((event) => event.type)).toEqual(['payment_intent.payment_failed']);
  });

  it('refuses a card number that is not one of the test cards, without making a payment', async () => {
    const session = await createOrderSession(stripe);
    const answer = await payOnPage(session, '5555 5555 5555 4444');
    expect(answer.status).toBe(402);
    expect(await answer.text()).toContain('use one of the test card numbers');
    expect(await intentOf(session.id)).toBeNull();
  });

  it('shows an expired session as expired, with the way back to the shop, and takes no payment on it', async () => {
    const session = await createOrderSession(stripe);
    service.control.expireSession(session.id);
    const page = await fetch(session.url!);
    const html = await page.text();
    expect(html).toContain('This checkout session has expired');
    expect(html).toContain(`href="${shopUrls.cancel_url}"`);
    const late = await payOnPage(session, cards.approved);
    expect(late.status).toBe(200);
    expect(await late.text()).toContain('This checkout session has expired');
    expect(await intentOf(session.id)).toBeNull();
  });

  it('shows a paid session as complete, and never charges it twice', async () => {
    const session = await createOrderSession(stripe);
    await payOnPage(session, cards.approved);
    const again = await payOnPage(session, cards.approved);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('This payment is complete');
    expect((await stripe.events.list({ type: 'checkout.session.completed' })).data).toHaveLength(1);
  });

  it('answers 404 for a session it never made', async () => {
    const page = await fetch(`${service.url}/pay/cs_test_nothing`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This checkout session does not exist');
  });
});
