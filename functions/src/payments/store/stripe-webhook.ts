/**
 * Stripe's webhook (docs/business-rules.md#card-payments): an event is taken only with a valid signature over the
 * exact bytes Stripe sent (the raw body, never a re-serialised one) under the endpoint's secret; no secret configured
 * means every event is refused. The signature replaces an Origin check. What an event says is used only to know
 * which payment to read again from Stripe: the rules act on Stripe's object, not on the event's copy of it.
 */
import type Stripe from 'stripe';
import { validationError } from '../../platform/errors.ts';

/** How old a signed event may be: Stripe's own default tolerance, against replays of a captured request. */
export const webhookToleranceSeconds = 300;

/** The verified event; 400 (as Stripe's own examples answer) when unsigned, tampered, stale, signed with another secret, or when no secret is set. */
export function verifiedEvent(stripe: Stripe, rawBody: string, signature: string | undefined, secret: string | undefined): Stripe.Event {
  if (!secret) throw validationError('Card payments are not configured here: no webhook secret.');
  if (!signature) throw validationError('The event is not signed.');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret, webhookToleranceSeconds);
  } catch {
    throw validationError('The event’s signature does not match.');
  }
}

/** Which payment an event concerns: its Checkout Session or its PaymentIntent (ids only; re-read from Stripe). */
export type PaymentReference = { sessionId: string } | { intentId: string };

/** The events the shop acts on, each pointing at the object to read again; others are acknowledged and ignored. */
export function paymentReferenceOf(event: Stripe.Event): PaymentReference | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
      return { sessionId: event.data.object.id };
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.succeeded':
    case 'payment_intent.canceled':
    case 'payment_intent.payment_failed':
      return { intentId: event.data.object.id };
    case 'charge.refunded': {
      const intent = event.data.object.payment_intent;
      if (!intent) throw validationError('A refunded charge without its payment.');
      return { intentId: typeof intent === 'string' ? intent : intent.id };
    }
    default:
      return undefined;
  }
}
