/**
 * Stripe's webhook, its intake (docs/business-rules.md#card-payments): each event taken once, after its signature; the
 * payment it names read again from Stripe and applied to its order: a checkout completed or expired (finished by
 * card-checkout.ts), a balance link paid (card-balances.ts), or a later change Stripe made by itself (a hold that
 * lapsed, a refund made at Stripe). What is acted on is always the payment as read from Stripe now, never the event's
 * copy of it.
 */
import { count, logger, metricNames } from '../../platform/config/telemetry.ts';
import type { CardPayment } from '../../orders/contract/card-payment.ts';
import { recordStripeEvent, saveCardPayment, wasStripeEventTaken } from '../store/card-payment.ts';
import { getOrder, type StoredOrder } from '../../orders/index.ts';
import { mismatchOf, paymentAfter, type ProviderPayment } from '../rules/card-payment.ts';
import { AppError } from '../../platform/errors.ts';
import { paymentOfIntent, paymentOfSession } from '../store/stripe-payments.ts';
import { paymentReferenceOf, verifiedEvent } from '../store/stripe-webhook.ts';
import { cardSettings, stripeClient } from './card-stripe.ts';
import { settleCheckout } from './card-checkout.ts';
import { settleBalance } from './card-balances.ts';

/**
 * POST /payments/webhook: Stripe's event, taken once. The signature over the raw body is checked first (400 when
 * unsigned, tampered, stale or no secret is set); an event taken before is acknowledged and changes nothing; the
 * payment it names is read again from Stripe and acted on; then the event is recorded as taken. Two deliveries at
 * once both act, and the conditional writes let one change the order.
 */
export async function takeStripeEvent(rawBody: string, signature: string | undefined, now = new Date()): Promise<{ received: true }> {
  const card = cardSettings();
  if (!card) throw new AppError('VALIDATION', 'Card payments are not configured here: no webhook secret.');
  const stripe = await stripeClient();
  const event = verifiedEvent(stripe, rawBody, signature, await card.webhookSecret());
  if (await wasStripeEventTaken(event.id)) return { received: true };
  const reference = paymentReferenceOf(event);
  if (reference) {
    const provider = 'sessionId' in reference ? await paymentOfSession(stripe, reference.sessionId) : await paymentOfIntent(stripe, reference.intentId);
    if (provider) await applyProviderPayment(provider, now);
  }
  await recordStripeEvent(event.id, event.type, now);
  return { received: true };
}

/** What Stripe says of a payment, applied to its order: the checkout finished, or a later change kept. */
async function applyProviderPayment(provider: ProviderPayment, now: Date): Promise<void> {
  if (!provider.orderId || !provider.userId) return; // Not a payment the shop made.
  const order = await getOrder(provider.userId, provider.orderId);
  if (!order?.cardPayment) {
    logger().warn('A Stripe payment names no card order of the shop', { orderId: provider.orderId });
    return;
  }
  if (provider.purpose?.kind === 'balance') return settleBalance(order, provider, now);
  if (order.cardPayment.state === 'awaiting') return settleCheckout(order, provider, now);
  const reason = mismatchOf(order.orderId, order.cardPayment, provider);
  if (reason) {
    logger().error('A card payment does not match its order; nothing was changed', { orderId: order.orderId, reason });
    return;
  }
  await keepLaterChange(order, order.cardPayment, provider, now);
}

/**
 * A change Stripe made by itself after the checkout: a hold that lapsed uncaptured (about seven days) is a payment
 * problem on the board, never silent; a refund made at Stripe (its dashboard) is kept so the order says so.
 */
async function keepLaterChange(order: StoredOrder, payment: CardPayment, provider: ProviderPayment, now: Date): Promise<void> {
  if (payment.state === 'held' && provider.status === 'canceled' && provider.cancellationReason === 'automatic') {
    const failed = paymentAfter.failed(payment, 'hold-expired');
    if ((await saveCardPayment({ order, read: payment, payment: failed, now })) === 'saved') {
      logger().error('A card hold expired before it was charged', { orderId: order.orderId });
      count(metricNames.paymentProblems);
    }
    return;
  }
  // Refunds are made from the order's side sheet, which keeps each with its reason once Stripe confirms it (a retry
  // makes the same refund under the same key). One made in Stripe's dashboard is not the shop's: it is logged.
  if (payment.state === 'charged' && provider.refundedCents > payment.refundedCents) {
    logger().warn('Stripe reports more refunded than the order records (a refund made outside the shop, or being saved now)', {
      orderId: order.orderId,
      stripeRefundedCents: provider.refundedCents,
      recordedCents: payment.refundedCents,
    });
  }
}
