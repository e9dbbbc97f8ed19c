/**
 * What the shop does with a held card payment, with Stripe's rules: capture it (all, or part, which releases
 * the rest), cancel it (only before capture), or let the hold lapse after 7 days (Stripe cancels the
 * PaymentIntent with `cancellation_reason: 'automatic'`). A test can make the next capture fail (control API).
 */
import type Stripe from 'stripe';
import { cardError, invalidRequest, noSuch } from './errors.ts';
import type { CaptureFailure, IntentRecord, StripeStore } from './store.ts';

/** The statuses Stripe lets a PaymentIntent be canceled from (its error names them in this order). */
const cancelable = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];

export function findIntent(store: StripeStore, id: string, param = 'intent'): IntentRecord {
  const record = store.intents.get(id);
  if (!record) throw noSuch('payment_intent', id, param);
  return record;
}

/** Ends a payment before capture: a held amount is released (Stripe shows it refunded on the Charge). */
function release(store: StripeStore, record: IntentRecord, reason: Stripe.PaymentIntent.CancellationReason | null, request: Stripe.Event.Request | null) {
  const { intent } = record;
  intent.status = 'canceled';
  intent.canceled_at = store.clock.now();
  intent.cancellation_reason = reason;
  intent.amount_capturable = 0;
  intent.next_action = null;
  delete record.awaitingAuthentication;
  const charge = store.chargeOf(record);
  if (charge && charge.paid && !charge.captured) {
    charge.amount_refunded = charge.amount;
    charge.refunded = true;
  }
  store.emit('payment_intent.canceled', intent, request);
}

export function captureIntent(
  store: StripeStore,
  id: string,
  params: { amount_to_capture?: number; metadata?: Record<string, string> },
  request: Stripe.Event.Request | null,
): Stripe.PaymentIntent {
  const record = findIntent(store, id);
  const { intent } = record;
  if (intent.status !== 'requires_capture') {
    throw invalidRequest(
      `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      { code: 'payment_intent_unexpected_state' },
    );
  }
  const failure = record.nextCaptureFails;
  if (failure) {
    delete record.nextCaptureFails;
    if (failure === 'card_declined') throw cardError('Your card was declined.', 'card_declined', 'generic_decline', structuredClone(intent));
    // The hold lapsed before the capture reached it: Stripe cancels the intent and refuses the capture.
    release(store, record, 'automatic', null);
    throw invalidRequest('This PaymentIntent could not be captured because its authorization has expired.', { code: 'charge_expired_for_capture' });
  }
  const amount = params.amount_to_capture ?? intent.amount_capturable;
  if (amount > intent.amount_capturable) {
    throw invalidRequest(`The amount to capture (${amount}) must be less than or equal to the amount capturable (${intent.amount_capturable}).`, {
      code: 'amount_too_large',
      param: 'amount_to_capture',
    });
  }
  const charge = store.chargeOf(record)!;
  charge.captured = true;
  charge.amount_captured = amount;
  // A partial capture releases the rest, which Stripe's Charge counts as refunded.
  charge.amount_refunded = charge.amount - amount;
  intent.status = 'succeeded';
  intent.amount_received = amount;
  intent.amount_capturable = 0;
  if (params.metadata) intent.metadata = { ...intent.metadata, ...params.metadata };
  const session = store.sessionOf(record)?.session;
  if (session) session.payment_status = 'paid';
  store.emit('payment_intent.succeeded', intent, request);
  return intent;
}

export function cancelIntent(
  store: StripeStore,
  id: string,
  reason: Stripe.PaymentIntent.CancellationReason | undefined,
  request: Stripe.Event.Request | null,
): Stripe.PaymentIntent {
  const record = findIntent(store, id);
  const { intent } = record;
  if (!cancelable.includes(intent.status)) {
    throw invalidRequest(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${cancelable.join(', ')}.`,
      { code: 'payment_intent_unexpected_state' },
    );
  }
  const session = store.sessionOf(record)?.session;
  if (session?.status === 'open') {
    throw invalidRequest('You cannot cancel this PaymentIntent because it belongs to an open Checkout Session. Expire the Checkout Session instead.', {
      code: 'payment_intent_unexpected_state',
    });
  }
  release(store, record, reason ?? null, request);
  return intent;
}

/** The hold lapses now (as Stripe's do after 7 days): the intent is canceled, reason `automatic`. */
export function expireHold(store: StripeStore, id: string): Stripe.PaymentIntent {
  const record = findIntent(store, id);
  if (record.intent.status !== 'requires_capture') {
    throw invalidRequest(`Only a PaymentIntent that holds a card payment (requires_capture) has a hold to expire; this one is ${record.intent.status}.`);
  }
  release(store, record, 'automatic', null);
  return record.intent;
}

/** Holds whose `capture_before` has passed on the service's clock lapse. */
export function expireLapsedHolds(store: StripeStore): void {
  const now = store.clock.now();
  for (const record of store.intents.values()) {
    if (record.intent.status !== 'requires_capture') continue;
    const captureBefore = store.chargeOf(record)?.payment_method_details?.card?.capture_before;
    if (captureBefore !== undefined && captureBefore <= now) expireHold(store, record.intent.id);
  }
}

export function failNextCapture(store: StripeStore, id: string, failure: CaptureFailure): void {
  findIntent(store, id).nextCaptureFails = failure;
}
