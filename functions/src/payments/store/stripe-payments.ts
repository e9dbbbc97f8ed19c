/**
 * The card provider, Stripe (docs/business-rules.md#card-payments), through the official `stripe` client: Checkout in
 * redirect mode (no card data and no Stripe script on the shop's pages), then capture, release and refunds. Each call
 * carries an idempotency key of the order and the step. What Stripe answers is turned into the facts the rules in
 * payments/rules/card-payment.ts take (`ProviderPayment`), read from Stripe itself, never from an event's body.
 *
 * Locally and in tests the same client talks to the Stripe-compatible service (docs/local-stripe.md) through
 * `host`, `port` and `protocol`, so this is production's code path.
 */
import Stripe from 'stripe';
import { idempotencyKeyFor, type CaptureTiming, type CheckoutLine, type PaymentStep, type ProviderPayment } from '../rules/card-payment.ts';

/** Where the client sends its calls: Stripe's API, or (off AWS) the local service's origin. */
export type StripeConnection = { secretKey: string; apiUrl?: string | undefined };

/** The client for a connection; a function's clients are kept per key and address. */
const clients = new Map<string, Stripe>();

export function stripeClientFor({ secretKey, apiUrl }: StripeConnection): Stripe {
  const cacheKey = `${apiUrl ?? 'stripe'}|${secretKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const local = apiUrl ? new URL(apiUrl) : undefined;
    client = new Stripe(secretKey, {
      // A failed network call is retried by the client with the same idempotency key: one call at Stripe.
      maxNetworkRetries: 2,
      timeout: 10_000,
      appInfo: { name: 'spices-shop' },
      ...(local ? { host: local.hostname, port: Number(local.port), protocol: local.protocol === 'https:' ? 'https' : 'http' } : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** What the hosted page shows and where it returns: the server's lines and total, never a price from the browser. */
export type CardCheckout = {
  orderId: string;
  /** Whose order it is: with the order id, how an event finds the order again. */
  userId: string;
  /** The order's short code the customer reads, e.g. A7K3Q9. */
  number: string;
  amountCents: number;
  capture: CaptureTiming;
  customerEmail: string;
  /** Where Stripe sends the customer back: {CHECKOUT_SESSION_ID} is filled in by Stripe. */
  successUrl: string;
  cancelUrl: string;
  /**
   * When the session (and the slot it holds) lapses, in seconds since the epoch (30 minutes to 24 hours ahead). The
   * order's own, stored with it: a retried call must send the same parameters under its key, or Stripe refuses it.
   */
  expiresAt: number;
  /** The one line the hosted page shows, e.g. 'Spices African Kitchen: order A7K3Q9', when it is not given `lines`. */
  lineName: string;
  /** The order's lines (payments/rules/card-payment.ts `checkoutLines`), summing to `amountCents`; else the one line `lineName`. */
  lines?: readonly CheckoutLine[] | undefined;
  /** A catering order's balance link (which one), instead of the order's checkout. */
  balanceAttempt?: number | undefined;
};

const key = (orderId: string, step: PaymentStep): Stripe.RequestOptions => ({ idempotencyKey: idempotencyKeyFor(orderId, step) });

/** Creates the order's Checkout Session (once per order: its key is the order's); answers its id and the hosted page's address. */
export async function createCardCheckout(stripe: Stripe, checkout: CardCheckout): Promise<{ sessionId: string; url: string }> {
  const metadata = {
    orderId: checkout.orderId,
    userId: checkout.userId,
    number: checkout.number,
    ...(checkout.balanceAttempt ? { purpose: 'balance', balanceAttempt: String(checkout.balanceAttempt) } : {}),
  };
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: lineItemsOf(checkout),
      success_url: checkout.successUrl,
      cancel_url: checkout.cancelUrl,
      client_reference_id: checkout.orderId,
      customer_email: checkout.customerEmail,
      expires_at: checkout.expiresAt,
      metadata,
      payment_intent_data: { capture_method: checkout.capture === 'on-accept' ? 'manual' : 'automatic', metadata },
    },
    key(checkout.orderId, checkout.balanceAttempt ? `balance-${checkout.balanceAttempt}` : 'checkout'),
  );
  if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
  return { sessionId: session.id, url: session.url };
}

/** The session's lines: the order's, when they sum to the amount asked for; else the one line of the whole amount. */
function lineItemsOf(checkout: CardCheckout): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const sum = checkout.lines?.reduce((total, line) => total + line.unitAmountCents * line.quantity, 0);
  const lines =
    checkout.lines && sum === checkout.amountCents ? checkout.lines : [{ name: checkout.lineName, quantity: 1, unitAmountCents: checkout.amountCents }];
  return lines.map((line) => ({
    quantity: line.quantity,
    price_data: { currency: 'usd', unit_amount: line.unitAmountCents, product_data: { name: line.name } },
  }));
}

/** The payment of a session as Stripe has it now (none while the customer has not paid), with its card. */
export async function paymentOfSession(stripe: Stripe, sessionId: string): Promise<ProviderPayment | undefined> {
  const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] });
  const intent = session.payment_intent;
  if (!intent || typeof intent === 'string') {
    // Expired or still open without a payment: nothing held.
    return session.status === 'expired'
      ? { ...emptyPayment(session.metadata ?? {}, session.amount_total ?? 0, session.currency ?? 'usd'), status: 'canceled' }
      : undefined;
  }
  return providerPaymentOf(intent);
}

/** A PaymentIntent as Stripe has it now, with its card. */
export async function paymentOfIntent(stripe: Stripe, intentId: string): Promise<ProviderPayment> {
  return providerPaymentOf(await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }));
}

/** What the shop made a payment for, from the metadata it set. */
function purposeOf(metadata: Stripe.Metadata | null | undefined): ProviderPayment['purpose'] {
  const attempt = Number(metadata?.balanceAttempt);
  return metadata?.purpose === 'balance' && Number.isInteger(attempt) && attempt > 0 ? { kind: 'balance', attempt } : { kind: 'order' };
}

function emptyPayment(metadata: Stripe.Metadata, amountCents: number, currency: string): ProviderPayment {
  return {
    orderId: metadata.orderId,
    userId: metadata.userId,
    purpose: purposeOf(metadata),
    amountCents,
    currency,
    status: 'requires_payment_method',
    capturableCents: 0,
    capturedCents: 0,
    refundedCents: 0,
  };
}

/** Stripe's PaymentIntent (its latest charge expanded) as the rules read it. */
export function providerPaymentOf(intent: Stripe.PaymentIntent): ProviderPayment {
  const charge = typeof intent.latest_charge === 'object' && intent.latest_charge !== null ? intent.latest_charge : undefined;
  const card = charge?.payment_method_details?.card;
  return {
    orderId: intent.metadata?.orderId,
    userId: intent.metadata?.userId,
    purpose: purposeOf(intent.metadata),
    intentId: intent.id,
    amountCents: intent.amount,
    currency: intent.currency,
    status: knownStatus(intent.status),
    capturableCents: intent.amount_capturable,
    capturedCents: intent.amount_received,
    refundedCents: charge?.amount_refunded ?? 0,
    cancellationReason: intent.cancellation_reason,
    card: card ? { brand: card.brand ?? 'card', last4: card.last4 ?? '' } : undefined,
  };
}

const knownStatuses: readonly ProviderPayment['status'][] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
];

/** A status Stripe adds later is read as still under way: the rules then change nothing. */
function knownStatus(status: string): ProviderPayment['status'] {
  return knownStatuses.find((known) => known === status) ?? 'processing';
}

/** Ends an open Checkout Session (the customer went back): false when it is no longer open (paid or lapsed meanwhile). */
export async function expireCheckout(stripe: Stripe, sessionId: string): Promise<boolean> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return true;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
    throw error;
  }
}

/** Charges a hold (the kitchen accepted). */
export async function captureHold(stripe: Stripe, orderId: string, intentId: string): Promise<ProviderPayment> {
  await stripe.paymentIntents.capture(intentId, {}, key(orderId, 'capture'));
  return paymentOfIntent(stripe, intentId);
}

/** Lets a hold go (cancelled before the capture): nothing is charged. */
export async function releaseHold(stripe: Stripe, orderId: string, intentId: string): Promise<ProviderPayment> {
  await stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'requested_by_customer' }, key(orderId, 'release'));
  return paymentOfIntent(stripe, intentId);
}

/** Refunds part or all of a charge, under the key the rules made for this refund (refund-N, or cancel-refund). */
export async function refundCharge(
  stripe: Stripe,
  refund: { orderId: string; intentId: string; amountCents: number; step: PaymentStep; reason?: string },
): Promise<ProviderPayment> {
  await stripe.refunds.create(
    {
      payment_intent: refund.intentId,
      amount: refund.amountCents,
      reason: 'requested_by_customer',
      metadata: { orderId: refund.orderId, ...(refund.reason ? { note: refund.reason.slice(0, 500) } : {}) },
    },
    key(refund.orderId, refund.step),
  );
  return paymentOfIntent(stripe, refund.intentId);
}
