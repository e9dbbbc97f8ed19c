/**
 * Checkout Sessions: made from the shop's order (mode `payment`, prices inline), expired on request, by the
 * control API or when their `expires_at` passes on the service's clock. Paying on the hosted page is in
 * ./card-payments.ts.
 */
import type Stripe from 'stripe';
import { invalidParam, invalidRequest, noSuch } from './errors.ts';
import { newId } from './ids.ts';
import type { CreateSessionParams } from './params.ts';
import { checkoutSessionShape } from './session-shape.ts';
import type { SessionRecord, StripeStore } from './store.ts';

/** Stripe's bounds for `expires_at`: 30 minutes to 24 hours after the session is made (the default). */
const minimumLifetime = 30 * 60;
const maximumLifetime = 24 * 60 * 60;

/** Stripe's smallest charge in US dollars, in cents. */
const minimumUsdTotal = 50;

export function createSession(store: StripeStore, params: CreateSessionParams): SessionRecord {
  const now = store.clock.now();
  const currency = params.line_items[0]!.price_data.currency;
  const otherCurrency = params.line_items.findIndex((line) => line.price_data.currency !== currency);
  if (otherCurrency >= 0) {
    throw invalidParam('All line items must have the same currency.', `line_items[${otherCurrency}][price_data][currency]`);
  }
  const expiresAt = params.expires_at ?? now + maximumLifetime;
  if (expiresAt < now + minimumLifetime || expiresAt > now + maximumLifetime) {
    throw invalidParam(
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      'expires_at',
      'parameter_invalid_integer',
    );
  }
  const lines = params.line_items.map((line) => ({
    name: line.price_data.product_data.name,
    quantity: line.quantity,
    unitAmount: line.price_data.unit_amount,
  }));
  const amountTotal = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  if (currency === 'usd' && amountTotal < minimumUsdTotal) {
    throw invalidParam("The Checkout Session's total amount due must add up to at least $0.50 usd", 'line_items', 'amount_too_small');
  }
  const id = newId('checkoutSession');
  const session = checkoutSessionShape({
    id,
    created: now,
    expiresAt,
    url: `${store.publicOrigin}/pay/${id}`,
    amountTotal,
    currency,
    successUrl: params.success_url,
    cancelUrl: params.cancel_url ?? null,
    clientReferenceId: params.client_reference_id ?? null,
    customerEmail: params.customer_email ?? null,
    metadata: params.metadata ?? {},
    locale: params.locale ?? null,
  });
  const intentData = params.payment_intent_data ?? {};
  const record: SessionRecord = {
    session,
    lines,
    intentData: {
      captureMethod: intentData.capture_method ?? 'automatic',
      metadata: intentData.metadata ?? {},
      description: intentData.description ?? null,
    },
  };
  store.sessions.set(id, record);
  return record;
}

export function findSession(store: StripeStore, id: string): SessionRecord {
  const record = store.sessions.get(id);
  if (!record) throw noSuch('checkout.session', id, 'session');
  return record;
}

/** Expires an open session: the customer can no longer pay, and `checkout.session.expired` is sent. */
export function expireSession(store: StripeStore, id: string, request: Stripe.Event.Request | null): Stripe.Checkout.Session {
  const { session } = findSession(store, id);
  if (session.status !== 'open') {
    throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
  }
  session.status = 'expired';
  store.emit('checkout.session.expired', session, request);
  return session;
}

/** Sessions whose `expires_at` has passed on the service's clock expire, as Stripe's do. */
export function expireLapsedSessions(store: StripeStore): void {
  const now = store.clock.now();
  for (const { session } of store.sessions.values()) {
    if (session.status === 'open' && session.expires_at <= now) expireSession(store, session.id, null);
  }
}
