/**
 * The local Stripe's memory: its Checkout Sessions, PaymentIntents, Charges, Refunds and Events (each map in
 * the order the objects were made; lists show them newest first), what Stripe keeps about each that its
 * objects do not show, and the one place events are made and handed to the webhooks.
 */
import type Stripe from 'stripe';
import type { StripeClock } from './clock.ts';
import { makeEvent, type EventObject, type LocalEvent, type LocalEventType } from './events.ts';
import type { TestCard } from './payment-shapes.ts';

/** A line of the shop's order as the hosted page shows it. */
export type SessionLine = { name: string; quantity: number; unitAmount: number };

export type SessionRecord = {
  session: Stripe.Checkout.Session;
  lines: SessionLine[];
  /** What `payment_intent_data` asked of the PaymentIntent that paying makes. */
  intentData: { captureMethod: Stripe.PaymentIntent.CaptureMethod; metadata: Record<string, string>; description: string | null };
};

/** A capture failure a test asked for (control API): the next capture of the PaymentIntent fails so. */
export type CaptureFailure = 'card_declined' | 'expired_for_capture';

export type IntentRecord = {
  intent: Stripe.PaymentIntent;
  sessionId: string;
  /** The card waiting for the customer's authentication step, while the intent requires action. */
  awaitingAuthentication?: TestCard;
  nextCaptureFails?: CaptureFailure;
  /** Refunded through Refunds, as opposed to released (an uncaptured remainder counts as refunded on the Charge). */
  refundedAmount: number;
};

export type EventListener = (event: LocalEvent) => void;

export class StripeStore {
  readonly sessions = new Map<string, SessionRecord>();
  readonly intents = new Map<string, IntentRecord>();
  readonly charges = new Map<string, Stripe.Charge>();
  readonly refunds = new Map<string, Stripe.Refund>();
  readonly events = new Map<string, LocalEvent>();

  constructor(
    readonly clock: StripeClock,
    /** Where a browser reaches this service (known once it listens): the hosted page's address is made from it. */
    private readonly origin: () => string,
    private readonly listener: EventListener,
    /** How many webhook endpoints an event waits for (`pending_webhooks`): 1 with a webhook URL, else 0. */
    private readonly endpoints: () => number,
  ) {}

  get publicOrigin(): string {
    return this.origin();
  }

  /**
   * Records an event about `object` as it is now, and hands it to the webhooks. `request` is the API request
   * that caused it; for what the customer or the clock caused, Stripe's events name no request id.
   */
  emit<T extends LocalEventType>(type: T, object: EventObject<T>, request: Stripe.Event.Request | null): LocalEvent {
    const cause = request ?? { id: null, idempotency_key: null };
    const event = makeEvent({ type, object, created: this.clock.now(), request: cause, pendingWebhooks: this.endpoints() });
    this.events.set(event.id, event);
    this.listener(event);
    return event;
  }

  /** The intent's charge: every intent that reached a card has one. */
  chargeOf(record: IntentRecord): Stripe.Charge | undefined {
    const id = record.intent.latest_charge;
    return typeof id === 'string' ? this.charges.get(id) : undefined;
  }

  sessionOf(record: IntentRecord): SessionRecord | undefined {
    return this.sessions.get(record.sessionId);
  }

  clear(): void {
    this.sessions.clear();
    this.intents.clear();
    this.charges.clear();
    this.refunds.clear();
    this.events.clear();
  }
}
