/**
 * What happens when the customer pays on the hosted stand-in page with one of Stripe's test cards:
 * 4242 4242 4242 4242 is approved (the amount held with manual capture, taken at once with automatic),
 * 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 first asks for the bank's authentication step.
 * Paying makes the session's PaymentIntent (as Checkout does), a Charge per attempt, and the events.
 */
import type Stripe from 'stripe';
import { newId } from './ids.ts';
import { chargeShape, paymentIntentShape, type TestCard } from './payment-shapes.ts';
import type { IntentRecord, SessionRecord, StripeStore } from './store.ts';

/** How long a card hold lasts before it lapses, as with Stripe's card payments: 7 days. */
const holdLifetimeSeconds = 7 * 24 * 60 * 60;

type CardBehaviour = 'approve' | 'decline' | 'authenticate';

/** Stripe's test card numbers this page takes, and what each does. */
const testCards: Record<string, CardBehaviour> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline',
  '4000002500003155': 'authenticate',
};

export type PaymentOutcome =
  | { kind: 'paid'; redirectTo: string }
  | { kind: 'declined'; message: string }
  | { kind: 'authentication-required' }
  | { kind: 'unknown-card'; message: string }
  | { kind: 'not-open' };

/** The session's PaymentIntent, made at the first attempt to pay, as Checkout does. */
function intentOf(store: StripeStore, record: SessionRecord): IntentRecord {
  const existing = typeof record.session.payment_intent === 'string' ? store.intents.get(record.session.payment_intent) : undefined;
  if (existing) return existing;
  const intent = paymentIntentShape({
    id: newId('paymentIntent'),
    created: store.clock.now(),
    amount: record.session.amount_total ?? 0,
    currency: record.session.currency ?? 'usd',
    captureMethod: record.intentData.captureMethod,
    metadata: record.intentData.metadata,
    description: record.intentData.description,
    receiptEmail: record.session.customer_email,
  });
  const intentRecord: IntentRecord = { intent, sessionId: record.session.id, refundedAmount: 0 };
  store.intents.set(intent.id, intentRecord);
  record.session.payment_intent = intent.id;
  return intentRecord;
}

function newCharge(store: StripeStore, record: SessionRecord, intentRecord: IntentRecord, card: TestCard, outcome: 'authorized' | 'declined') {
  const now = store.clock.now();
  const charge = chargeShape({
    id: newId('charge'),
    created: now,
    intent: intentRecord.intent,
    paymentMethodId: newId('paymentMethod'),
    card,
    outcome,
    captureBefore: outcome === 'authorized' && intentRecord.intent.capture_method === 'manual' ? now + holdLifetimeSeconds : undefined,
    billingEmail: record.session.customer_email,
  });
  store.charges.set(charge.id, charge);
  intentRecord.intent.latest_charge = charge.id;
  return charge;
}

/** The card is approved: the money is held (manual capture) or taken, the session completes, the customer goes back to the shop. */
function authorise(store: StripeStore, record: SessionRecord, intentRecord: IntentRecord, card: TestCard): PaymentOutcome {
  const { intent } = intentRecord;
  const charge = newCharge(store, record, intentRecord, card, 'authorized');
  intent.payment_method = charge.payment_method;
  intent.last_payment_error = null;
  intent.next_action = null;
  delete intentRecord.awaitingAuthentication;
  if (intent.capture_method === 'manual') {
    intent.status = 'requires_capture';
    intent.amount_capturable = intent.amount;
    store.emit('payment_intent.amount_capturable_updated', intent, null);
  } else {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    store.emit('payment_intent.succeeded', intent, null);
  }
  const { session } = record;
  session.status = 'complete';
  // Stripe's `paid` means the funds are available: a held (uncaptured) card payment is still `unpaid`.
  session.payment_status = intent.capture_method === 'manual' ? 'unpaid' : 'paid';
  session.customer_details = {
    address: null,
    business_name: null,
    email: session.customer_email,
    individual_name: null,
    name: null,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  store.emit('checkout.session.completed', session, null);
  return { kind: 'paid', redirectTo: (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
}

function fail(store: StripeStore, intentRecord: IntentRecord, error: Stripe.PaymentIntent.LastPaymentError, message: string): PaymentOutcome {
  const { intent } = intentRecord;
  intent.status = 'requires_payment_method';
  intent.next_action = null;
  intent.last_payment_error = error;
  delete intentRecord.awaitingAuthentication;
  store.emit('payment_intent.payment_failed', intent, null);
  return { kind: 'declined', message };
}

/** The customer submits a card number on the hosted page. */
export function submitCard(store: StripeStore, record: SessionRecord, cardNumber: string): PaymentOutcome {
  if (record.session.status !== 'open') return { kind: 'not-open' };
  const digits = cardNumber.replace(/[\s-]/g, '');
  const behaviour = testCards[digits];
  if (!behaviour) return { kind: 'unknown-card', message: 'This is a test stand-in: use one of the test card numbers shown.' };
  const intentRecord = intentOf(store, record);
  if (intentRecord.awaitingAuthentication) return { kind: 'authentication-required' };
  const card: TestCard = { brand: 'visa', last4: digits.slice(-4), threeDSecure: behaviour === 'authenticate' };
  if (behaviour === 'approve') return authorise(store, record, intentRecord, card);
  if (behaviour === 'authenticate') {
    intentRecord.awaitingAuthentication = card;
    intentRecord.intent.status = 'requires_action';
    intentRecord.intent.next_action = { type: 'redirect_to_url', redirect_to_url: { url: record.session.url, return_url: null } };
    return { kind: 'authentication-required' };
  }
  const charge = newCharge(store, record, intentRecord, card, 'declined');
  const message = 'Your card was declined.';
  return fail(
    store,
    intentRecord,
    { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message, charge: charge.id, payment_method_type: 'card' },
    message,
  );
}

/** The customer passes or fails the bank's authentication step (the 3155 card). */
export function finishAuthentication(store: StripeStore, record: SessionRecord, approved: boolean): PaymentOutcome {
  if (record.session.status !== 'open') return { kind: 'not-open' };
  const intentRecord = intentOf(store, record);
  const card = intentRecord.awaitingAuthentication;
  if (!card) return { kind: 'declined', message: 'There is no payment waiting for authentication. Enter a card to pay.' };
  if (approved) return authorise(store, record, intentRecord, card);
  return fail(
    store,
    intentRecord,
    {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message:
        'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
      payment_method_type: 'card',
    },
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  );
}

/** Whether the session's payment waits for the authentication step (the page shows it again). */
export function awaitsAuthentication(store: StripeStore, record: SessionRecord): boolean {
  const id = record.session.payment_intent;
  return typeof id === 'string' && store.intents.get(id)?.awaitingAuthentication !== undefined;
}
