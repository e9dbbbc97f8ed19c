/**
 * The owner's refunds of a card order (docs/business-rules.md#card-payments): part or all of what is left of what was
 * charged, by amount or by line, from the deposit (or whole) or from a catering order's balance paid by its link; the
 * customer told which payment it came from. A retry is the same refund at Stripe (the order's key and its number).
 */
import type Stripe from 'stripe';
import { logger } from '../../platform/config/telemetry.ts';
import { lineRefundOf, type CardRefund, type RefundRequest } from '../../orders/contract/card-payment.ts';
import { saveBalanceRefund, saveCardPayment } from '../store/card-payment.ts';
import { getOrder, type StoredOrder, balanceRefundMessage, paymentMessage } from '../../orders/index.ts';
import { balanceRefunded, balanceRefundPlan, paymentAfter, refundedInFull, refundPlan } from '../rules/card-payment.ts';
import { conflict, notFound, validationError } from '../../platform/errors.ts';
import { paymentOfSession, refundCharge } from '../store/stripe-payments.ts';
import StripeClient from 'stripe';
import { atStripe, isPaidCardOrder, stripeClient } from './card-stripe.ts';

/** Refunds part or all of a balance paid by its link, found by its Checkout Session (whose PaymentIntent it is). */
export async function refundBalanceAtStripe(
  stripe: Stripe,
  order: StoredOrder,
  sessionId: string,
  amountCents: number,
  step: 'balance-cancel-refund' | `balance-refund-${number}`,
  reason?: string,
): Promise<void> {
  const provider = await atStripe(() => paymentOfSession(stripe, sessionId));
  if (!provider?.intentId) throw conflict('The balance’s card payment was not found at the card service. Nothing was changed.');
  const intentId = provider.intentId;
  await atStripe(() => refundCharge(stripe, { orderId: order.orderId, intentId, amountCents, step, ...(reason ? { reason } : {}) }), {
    refusalsAsConflict: true,
    sameStepAsConflict: step === 'balance-cancel-refund',
  });
}

/**
 * POST /owner/orders/{orderId}/refunds: part or all of what is left of a charged order, with the reason the customer
 * is told (their message and e-mail). Refused (409) when the owner's screen showed fewer refunds than there are now
 * (a refund from an older read), or the amount is above what is left (400). The refund's key is the order's and its
 * number, so a retry is the same refund at Stripe.
 */
export async function refundCardOrder(request: RefundRequest & { orderId: string }, now = new Date()): Promise<{ order: StoredOrder; refund: CardRefund }> {
  const order = await getOrder(request.customerId, request.orderId);
  if (!order) throw notFound('No such order.');
  if (request.payment === 'balance') return refundBalance(order, request, now);
  if (!isPaidCardOrder(order)) throw conflict('This order was not paid by card: there is nothing to refund online.');
  const payment = order.cardPayment;
  if (payment.refunds.length !== request.refundsSeen) throw conflict('This order was refunded meanwhile. Reload it to see what is left to refund.');
  const asked = askedRefund(order, request);
  const plan = refundPlan(order.orderId, payment, asked.amountCents);
  if (plan.kind === 'refused') throw validationError(plan.message, [{ path: 'body.amountCents', message: plan.message }]);
  const stripe = await stripeClient();
  const step = `refund-${payment.refunds.length + 1}` as const;
  try {
    await atStripe(
      () => refundCharge(stripe, { orderId: order.orderId, intentId: order.stripe.intentId, amountCents: plan.amountCents, step, reason: request.reason }),
      { refusalsAsConflict: true },
    );
  } catch (error) {
    // The same refund number asked for with another amount (two owners at once): Stripe refuses the second.
    if (error instanceof StripeClient.errors.StripeIdempotencyError) throw conflict('Another refund of this order is being made. Reload it to see it.');
    throw error;
  }
  const refund: CardRefund = { ...asked, amountCents: plan.amountCents, at: now.toISOString(), reason: request.reason };
  const refunded = paymentAfter.refunded(payment, refund);
  const saved = await saveCardPayment({
    order,
    read: payment,
    payment: refunded,
    ...(refundedInFull(refunded, order.balancePayment) ? { paymentStatus: 'refunded' as const } : {}),
    message: paymentMessage({ ...order, cardPayment: refunded }, refund, now),
    now,
  });
  if (saved === 'stale') throw conflict('This order was refunded meanwhile. Reload it to see what is left to refund.');
  logger().info('Card order refunded', { orderId: order.orderId, amountCents: plan.amountCents });
  const current = await getOrder(order.userId, order.orderId);
  if (!current) throw notFound('No such order.');
  return { order: current, refund };
}

/**
 * What a refund request asks for: its amount, or (by line) the amount and tax the server works out from the lines
 * and quantities ticked (orders/contract/card-payment.ts `lineRefundOf`); a line not the order's, or more of it than is
 * left to refund, is a 400.
 */
function askedRefund(order: StoredOrder, request: Pick<RefundRequest, 'amountCents' | 'lines'>): Pick<CardRefund, 'amountCents' | 'lines' | 'taxCents'> {
  if (!request.lines) return { amountCents: request.amountCents ?? 0 };
  const byLine = lineRefundOf(order, request.lines);
  if (byLine.kind === 'refused') throw validationError(byLine.message, [{ path: 'body.lines', message: byLine.message }]);
  return { amountCents: byLine.amountCents, lines: byLine.lines, taxCents: byLine.taxCents };
}

/**
 * A refund of a catering order's balance paid by its link, from the side sheet as the deposit's: part or all of what
 * is left of it, under the order's `balance-refund-N` key, refused as the deposit's (409 from an older read, 400 for
 * more than is left), the customer told which payment it came from.
 */
async function refundBalance(order: StoredOrder, request: RefundRequest, now: Date): Promise<{ order: StoredOrder; refund: CardRefund }> {
  const balance = order.balancePayment;
  if (balance?.state !== 'charged' || !order.balanceStripe) throw conflict('This order has no balance paid by card: there is nothing to refund from it.');
  if ((balance.refunds?.length ?? 0) !== request.refundsSeen)
    throw conflict('This balance was refunded meanwhile. Reload the order to see what is left to refund.');
  const asked = askedRefund(order, request);
  const plan = balanceRefundPlan(order.orderId, balance, asked.amountCents);
  if (plan.kind === 'refused') throw validationError(plan.message, [{ path: 'body.amountCents', message: plan.message }]);
  const stripe = await stripeClient();
  const step = `balance-refund-${(balance.refunds?.length ?? 0) + 1}` as const;
  try {
    await refundBalanceAtStripe(stripe, order, order.balanceStripe.sessionId, plan.amountCents, step, request.reason);
  } catch (error) {
    if (error instanceof StripeClient.errors.StripeIdempotencyError)
      throw conflict('Another refund of this balance is being made. Reload the order to see it.');
    throw error;
  }
  const refund: CardRefund = { ...asked, amountCents: plan.amountCents, at: now.toISOString(), reason: request.reason };
  const refunded = balanceRefunded(balance, refund);
  const saved = await saveBalanceRefund({
    order,
    read: balance,
    balance: refunded,
    ...(refundedInFull(order.cardPayment, refunded) ? { paymentStatus: 'refunded' as const } : {}),
    message: balanceRefundMessage({ ...order, balancePayment: refunded }, refund, now),
    now,
  });
  if (saved === 'stale') throw conflict('This balance was refunded meanwhile. Reload the order to see what is left to refund.');
  logger().info('Catering balance refunded', { orderId: order.orderId, amountCents: plan.amountCents });
  const current = await getOrder(order.userId, order.orderId);
  if (!current) throw notFound('No such order.');
  return { order: current, refund };
}
