/**
 * The control API for tests and the local stack: steer webhook deliveries (pause, again, in an order, late,
 * faulty), make payments fail or lapse, move the service's clock, read what was delivered and reset. These
 * methods are also served over HTTP under /_control/ (./control-routes.ts) for Playwright tests.
 */
import type Stripe from 'stripe';
import { expireLapsedSessions, expireSession } from './checkout.ts';
import type { LocalEvent, LocalEventType } from './events.ts';
import type { IdempotencyKeys } from './idempotency.ts';
import { expireHold, expireLapsedHolds, failNextCapture } from './payments.ts';
import type { CaptureFailure, StripeStore } from './store.ts';
import type { DeliveryVariant } from './webhook-signing.ts';
import type { Delivery, HoldRule, WebhookDeliveries } from './webhooks.ts';

export type DeliveryFilter = { eventId?: string; type?: string; ok?: boolean };

export type StripeLocalControl = {
  /** Automatic deliveries wait (in order) until `resumeDeliveries`. */
  pauseDeliveries(): void;
  resumeDeliveries(): Promise<Delivery[]>;
  /** The events waiting while paused. */
  queuedEvents(): string[];
  /** Delivers an event again: `times` deliveries, one after another, or all at once with `concurrent`. */
  redeliver(eventId: string, options?: { times?: number; concurrent?: boolean; variant?: DeliveryVariant }): Promise<Delivery[]>;
  /** Delivers events in the order given, each after the previous answer (out of order, when the order says so). */
  deliverInOrder(eventIds: string[], variant?: DeliveryVariant): Promise<Delivery[]>;
  /** Holds back the next event of a type from delivery, until `releaseEvent` (a late delivery). */
  holdNextEvent(rule: HoldRule): void;
  heldEvents(): string[];
  releaseEvent(eventId: string): Promise<Delivery[]>;
  /** Every delivery attempt so far, oldest first, with the receiver's answer. */
  deliveries(filter?: DeliveryFilter): Delivery[];
  /** Resolves once `count` (default 1) deliveries match the filter. */
  waitForDeliveries(filter: DeliveryFilter & { count?: number }, timeoutMs?: number): Promise<Delivery[]>;
  /** Resolves when no delivery or retry is under way. */
  deliveriesSettled(): Promise<void>;
  setWebhookUrl(url: string | undefined): void;
  /** The events made so far, oldest first (of one type, typed as such, when `type` is given). */
  events<T extends LocalEventType = LocalEventType>(filter?: { type?: T }): Extract<LocalEvent, { type: T }>[];
  /** The next capture of the PaymentIntent fails: a 402 decline, or the hold found lapsed (400 `charge_expired_for_capture`). */
  failNextCapture(paymentIntentId: string, failure?: CaptureFailure): void;
  /** The card hold lapses now, as after Stripe's 7 days: canceled, reason `automatic`, `payment_intent.canceled` sent. */
  expireHold(paymentIntentId: string): Stripe.PaymentIntent;
  expireSession(sessionId: string): Stripe.Checkout.Session;
  /** Moves the service's clock (seconds from now); sessions and holds whose time has come expire at once. */
  setClockOffset(seconds: number): void;
  advanceClock(seconds: number): void;
  clock(): { now: number; offsetSeconds: number };
  /** Forgets every object, event, delivery, idempotency key and fault, and the clock offset. */
  reset(): void;
};

export const defaultWaitMs = 10_000;

function matches(delivery: Delivery, filter: DeliveryFilter): boolean {
  return (
    (filter.eventId === undefined || delivery.eventId === filter.eventId) &&
    (filter.type === undefined || delivery.eventType === filter.type) &&
    (filter.ok === undefined || delivery.ok === filter.ok)
  );
}

/** What the clock or a request lets lapse: open sessions past `expires_at`, holds past `capture_before`. */
export function expireLapsed(store: StripeStore): void {
  expireLapsedSessions(store);
  expireLapsedHolds(store);
}

export function createControl(store: StripeStore, webhooks: WebhookDeliveries, keys: IdempotencyKeys): StripeLocalControl {
  const control: StripeLocalControl = {
    pauseDeliveries: () => webhooks.pause(),
    resumeDeliveries: () => webhooks.resume(),
    queuedEvents: () => webhooks.queued(),
    redeliver: (eventId, options) => webhooks.redeliver(eventId, options),
    deliverInOrder: (eventIds, variant) => webhooks.deliverInOrder(eventIds, variant),
    holdNextEvent: (rule) => webhooks.hold(rule),
    heldEvents: () => webhooks.heldEvents(),
    releaseEvent: (eventId) => webhooks.release(eventId),
    deliveries: (filter = {}) => webhooks.list().filter((delivery) => matches(delivery, filter)),
    waitForDeliveries: async (filter, timeoutMs = defaultWaitMs) => {
      const count = filter.count ?? 1;
      const found = await webhooks.waitFor(
        (all) => all.filter((delivery) => matches(delivery, filter)).length >= count,
        timeoutMs,
        `${count} deliveries matching ${JSON.stringify(filter)}`,
      );
      return found.filter((delivery) => matches(delivery, filter));
    },
    deliveriesSettled: () => webhooks.idle(),
    setWebhookUrl: (url) => webhooks.setUrl(url),
    events: <T extends LocalEventType>(filter: { type?: T } = {}) =>
      [...store.events.values()].filter((event): event is Extract<LocalEvent, { type: T }> => filter.type === undefined || event.type === filter.type),
    failNextCapture: (paymentIntentId, failure = 'card_declined') => failNextCapture(store, paymentIntentId, failure),
    expireHold: (paymentIntentId) => structuredClone(expireHold(store, paymentIntentId)),
    expireSession: (sessionId) => structuredClone(expireSession(store, sessionId, null)),
    setClockOffset: (seconds) => {
      store.clock.setOffset(seconds);
      expireLapsed(store);
    },
    advanceClock: (seconds) => control.setClockOffset(store.clock.offset() + seconds),
    clock: () => ({ now: store.clock.now(), offsetSeconds: store.clock.offset() }),
    reset: () => {
      webhooks.reset();
      store.clear();
      keys.clear();
      store.clock.setOffset(0);
    },
  };
  return control;
}
