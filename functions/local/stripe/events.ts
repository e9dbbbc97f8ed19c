/**
 * The events the local Stripe makes, typed by the stripe package's own event types: each carries a copy
 * of its object as it was at that moment (`data.object`), the stripe package's pinned API version, and the
 * API request that caused it (`request`; null when the customer's page or the clock did).
 */
import Stripe from 'stripe';
import { newId } from './ids.ts';

/** The events this service sends: what the shop's Checkout, capture, cancel and refund steps cause at Stripe. */
export type LocalEvent =
  | Stripe.CheckoutSessionCompletedEvent
  | Stripe.CheckoutSessionExpiredEvent
  | Stripe.PaymentIntentAmountCapturableUpdatedEvent
  | Stripe.PaymentIntentSucceededEvent
  | Stripe.PaymentIntentCanceledEvent
  | Stripe.PaymentIntentPaymentFailedEvent
  | Stripe.ChargeRefundedEvent
  | Stripe.RefundCreatedEvent;

export type LocalEventType = LocalEvent['type'];
export type EventObject<T extends LocalEventType> = Extract<LocalEvent, { type: T }>['data']['object'];

/** The API version every event and answer names: the one the installed stripe package is pinned to. */
export const apiVersion: string = Stripe.API_VERSION;

export function makeEvent<T extends LocalEventType>(input: {
  type: T;
  object: EventObject<T>;
  created: number;
  request: Stripe.Event.Request | null;
  pendingWebhooks: number;
}): Extract<LocalEvent, { type: T }> {
  const envelope: Omit<Stripe.EventBase, 'type' | 'data'> = {
    id: newId('event'),
    object: 'event',
    api_version: apiVersion,
    created: input.created,
    livemode: false,
    pending_webhooks: input.pendingWebhooks,
    request: input.request,
  };
  // A copy: later changes to the object must not reach an event already made.
  const data = { object: structuredClone(input.object) };
  // TypeScript cannot narrow a generic `type` to its member of the union; the envelope is checked above.
  return { ...envelope, type: input.type, data } as unknown as Extract<LocalEvent, { type: T }>;
}

/** `payment_intent.*` style filters of GET /v1/events, as Stripe allows them. */
export function eventTypeMatches(pattern: string, type: string): boolean {
  if (!pattern.includes('*')) return pattern === type;
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
  return new RegExp(`^${escaped}$`).test(type);
}
