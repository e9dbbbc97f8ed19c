/**
 * The owner's steps on a card order (docs/business-rules.md#card-payments), done at Stripe before the step is written
 * (ordering's order-workflow.ts): accept captures the hold; cancel releases it or refunds what was charged, and ends or
 * refunds a catering order's balance link. Each answers the payment to write with the step.
 */
import { count, logger, metricNames } from '../../platform/config/telemetry.ts';
import type { CardPayment, CardRefund } from '../../orders/contract/card-payment.ts';
import type { BalancePayment } from '../../orders/contract/order.ts';
import { saveCardPayment } from '../store/card-payment.ts';
import type { StoredOrder } from '../../orders/index.ts';
import { acceptPlan, balanceCancelPlan, balancePaid, balanceRefunded, cancelPlan, paymentAfter } from '../rules/card-payment.ts';
import { conflict } from '../../platform/errors.ts';
import type { OrderStatus } from '../../orders/contract/order.ts';
import { captureHold, expireCheckout, paymentOfSession, refundCharge, releaseHold } from '../store/stripe-payments.ts';
import StripeClient from 'stripe';
import { atStripe, isPaidCardOrder, stripeClient } from './card-stripe.ts';
import { refundBalanceAtStripe } from './card-refunds.ts';

/**
 * The card side of an owner's step (order-workflow.ts), done at Stripe before the step is written: accept captures a
 * hold; cancel releases a hold or refunds what was charged. Answers the payment to write with the step, written only
 * while the stored payment is still in `from`; none for an order paid in person or with nothing to do. A capture
 * Stripe refuses is a payment problem on the board (saved, counted) and the accept is refused (409), never silent.
 */
export async function paymentForStep(
  order: StoredOrder,
  to: OrderStatus,
  cancelReason: string | undefined,
  now: Date,
): Promise<{ from: CardPayment['state']; to: CardPayment } | undefined> {
  if (!order.cardPayment) return undefined;
  const payment = order.cardPayment;
  if (to === 'accepted') {
    const plan = acceptPlan(payment);
    if (plan.kind === 'refused') throw conflict(plan.message);
    if (plan.kind === 'none' || !isPaidCardOrder(order)) return undefined;
    const stripe = await stripeClient();
    try {
      const captured = await atStripe(() => captureHold(stripe, order.orderId, order.stripe.intentId));
      return { from: payment.state, to: paymentAfter.captured(payment, captured.capturedCents) };
    } catch (error) {
      if (!(error instanceof StripeClient.errors.StripeError) || error instanceof StripeClient.errors.StripeAPIError) throw error;
      // The hold was released meanwhile: the order is being cancelled (the customer's own cancel racing this accept,
      // docs/business-rules.md#the-customers-cancel), which is no payment problem; the cancel's write says the rest.
      if (error.code === 'payment_intent_unexpected_state')
        throw conflict(`Order ${order.number} is being cancelled: its card hold was released, so it was not accepted.`);
      const failed = paymentAfter.failed(payment, 'capture-failed');
      await saveCardPayment({ order, read: payment, payment: failed, now });
      count(metricNames.paymentProblems);
      logger().error('Capturing a card hold failed', { orderId: order.orderId, error });
      throw conflict(`The card could not be charged (${error.message}). The order was not accepted: ask the customer to pay another way.`);
    }
  }
  if (to === 'cancelled') {
    const plan = cancelPlan(payment);
    if (plan.kind === 'none' || plan.kind === 'expire-session' || !isPaidCardOrder(order)) return undefined;
    const stripe = await stripeClient();
    if (plan.kind === 'release') {
      await atStripe(() => releaseHold(stripe, order.orderId, order.stripe.intentId), { refusalsAsConflict: true, sameStepAsConflict: true });
      return { from: payment.state, to: paymentAfter.released(payment) };
    }
    // No note at Stripe: the call's parameters are the order's alone, so a retry, or a second owner cancelling with
    // other words, is the same refund there (docs/business-rules.md#card-payments); the reason is kept on the order.
    await atStripe(
      () => refundCharge(stripe, { orderId: order.orderId, intentId: order.stripe.intentId, amountCents: plan.amountCents, step: 'cancel-refund' }),
      { refusalsAsConflict: true, sameStepAsConflict: true },
    );
    return { from: payment.state, to: paymentAfter.refunded(payment, { amountCents: plan.amountCents, at: now.toISOString(), reason: cancelReason }) };
  }
  return undefined;
}

/**
 * The balance side of an owner's cancel of a catering order (docs/business-rules.md#card-payments), done at Stripe
 * before the cancel is written, after the deposit's: a paid balance is refunded (what is left of it, under the order's
 * `balance-cancel-refund` key); an open link is ended so it can no longer be paid, and refunded too when it was paid
 * at its last moment. Answers the balance to write with the cancel; none when there is nothing to do.
 */
export async function balanceForCancel(
  order: StoredOrder,
  cancelReason: string | undefined,
  now: Date,
): Promise<{ read: BalancePayment; to: BalancePayment } | undefined> {
  const balance = order.balancePayment;
  const plan = balanceCancelPlan(balance);
  if (!balance || plan.kind === 'none' || !order.balanceStripe) return undefined;
  const stripe = await stripeClient();
  const sessionId = order.balanceStripe.sessionId;
  const refundOf = (amountCents: number): CardRefund => ({ amountCents, at: now.toISOString(), ...(cancelReason ? { reason: cancelReason } : {}) });
  if (plan.kind === 'end-link') {
    await atStripe(() => expireCheckout(stripe, sessionId));
    const provider = await atStripe(() => paymentOfSession(stripe, sessionId));
    if (!provider || !balancePaid(order.orderId, balance, provider)) {
      const ended: BalancePayment = { ...balance, payBy: now.toISOString() };
      delete ended.checkoutUrl;
      return { read: balance, to: ended };
    }
    // Paid at the link's last moment, unreported yet: kept as paid, and refunded with the rest.
    const paid: BalancePayment = { ...balance, state: 'charged', paidAt: now.toISOString(), ...(provider.card ? { card: provider.card } : {}) };
    delete paid.checkoutUrl;
    await refundBalanceAtStripe(stripe, order, sessionId, paid.amountCents, 'balance-cancel-refund');
    return { read: balance, to: balanceRefunded(paid, refundOf(paid.amountCents)) };
  }
  await refundBalanceAtStripe(stripe, order, sessionId, plan.amountCents, 'balance-cancel-refund');
  return { read: balance, to: balanceRefunded(balance, refundOf(plan.amountCents)) };
}
