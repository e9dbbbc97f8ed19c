/**
 * A catering order's balance (docs/business-rules.md#card-payments, and docs/business-rules.md#catering-quotes): the
 * card link for what is left once the deposit is charged, e-mailed by the owner (never two open at once), and the link
 * paid, kept once with the customer's message. Its refund is card-refunds.ts's, its end on a cancel card-steps.ts's.
 */
import { business } from '../../platform/config/business.ts';
import { shopUrl } from '../../platform/config/env.ts';
import { logger } from '../../platform/config/telemetry.ts';
import { formatUsd } from '../../platform/contract/money.ts';
import { keepBalanceLink, markBalancePaid, resendBalanceLink } from '../store/card-payment.ts';
import { getOrder, type StoredOrder, balancePaidMessage } from '../../orders/index.ts';
import {
  balanceLinkHours,
  balanceLinkResendMinutes,
  balanceResendFrom,
  balanceResendRefusal,
  balancePaid,
  balancePlan,
  type ProviderPayment,
} from '../rules/card-payment.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { createCardCheckout, expireCheckout, paymentOfSession } from '../store/stripe-payments.ts';
import StripeClient from 'stripe';
import { atStripe, stripeClient } from './card-stripe.ts';

/** A balance link was paid (its webhook): kept once, with the customer's message; a payment that does not match is logged. */
export async function settleBalance(order: StoredOrder, provider: ProviderPayment, now: Date): Promise<void> {
  const balance = order.balancePayment;
  // Kept already: a later event of the same link (its refund, made from the side sheet or on cancel) changes nothing.
  if (balance?.state === 'charged' && provider.purpose?.kind === 'balance' && provider.purpose.attempt === balance.attempt) return;
  if (!balance || !balancePaid(order.orderId, balance, provider)) {
    if (provider.status === 'succeeded') logger().error('A balance payment does not match its order; nothing was changed', { orderId: order.orderId });
    return;
  }
  const paid = { ...balance, state: 'charged' as const, paidAt: now.toISOString(), ...(provider.card ? { card: provider.card } : {}) };
  delete paid.checkoutUrl;
  const quoteEvent = `Balance of ${formatUsd(paid.amountCents)} paid by card: order ${order.number}`;
  if ((await markBalancePaid({ order, paid, message: balancePaidMessage(order, paid, now), quoteEvent, now })) === 'finished') {
    logger().info('Catering balance paid', { orderId: order.orderId, amountCents: paid.amountCents });
  }
}

function balanceNotice(order: StoredOrder & { quote: NonNullable<StoredOrder['quote']> }, amountCents: number, url: string, payBy: string) {
  return {
    email: order.customer.email,
    customerName: order.customer.name,
    orderNumber: order.number,
    quoteNumber: order.quote.number,
    eventAt: order.slotId,
    amountCents,
    url,
    payBy,
  };
}

/**
 * POST /owner/orders/{orderId}/balance-link: e-mails the customer a card link for what is left of a catering order
 * (its total less the deposit charged): never more, and never two links open at once. A link still open is e-mailed
 * again; one that lapsed is ended at Stripe first (and kept, if it was paid at the last moment) before a new one.
 */
export async function sendBalanceLink(request: { customerId: string; orderId: string }, now = new Date()): Promise<{ order: StoredOrder; resent: boolean }> {
  for (let round = 0; round < 3; round++) {
    const order = await getOrder(request.customerId, request.orderId);
    if (!order) throw notFound('No such order.');
    const plan = balancePlan(order, now);
    if (plan.kind === 'refused') throw conflict(plan.message);
    const quoted = { ...order, quote: order.quote! };
    if (plan.kind === 'open') {
      const open = order.balancePayment!;
      // At most one e-mail of a link per few minutes (docs/business-rules.md#catering-quotes).
      const from = balanceResendFrom(open, now);
      if (from) {
        throw new AppError('TOO_MANY_REQUESTS', balanceResendRefusal(open.emailedAt!, from, now), undefined, {
          'retry-after': String(Math.ceil((from.getTime() - now.getTime()) / 1000)),
        });
      }
      const notice = balanceNotice(quoted, open.amountCents, open.checkoutUrl ?? '', open.payBy);
      const sentBefore = new Date(now.getTime() - balanceLinkResendMinutes * 60_000);
      if ((await resendBalanceLink(order, open.attempt, notice, sentBefore, now)) === 'moved') continue;
      return { order: { ...order, balancePayment: { ...open, emailedAt: now.toISOString() } }, resent: true };
    }
    const stripe = await stripeClient();
    if (plan.lapsed && order.balanceStripe) {
      // The lapsed page may have been paid at its last moment: end it, then keep what Stripe says before a new one.
      await atStripe(() => expireCheckout(stripe, order.balanceStripe!.sessionId));
      const provider = await atStripe(() => paymentOfSession(stripe, order.balanceStripe!.sessionId));
      if (provider?.status === 'succeeded') {
        await settleBalance(order, provider, now);
        continue;
      }
    }
    const payBy = new Date(now.getTime() + balanceLinkHours * 3600_000).toISOString();
    let session: { sessionId: string; url: string };
    try {
      session = await atStripe(() =>
        createCardCheckout(stripe, {
          orderId: order.orderId,
          userId: order.userId,
          number: order.number,
          amountCents: plan.amountCents,
          capture: 'at-checkout',
          customerEmail: order.customer.email,
          successUrl: shopUrl(`/quotes/${quoted.quote.quoteId}?payment=balance-paid`),
          cancelUrl: shopUrl(`/quotes/${quoted.quote.quoteId}?payment=balance-cancelled`),
          expiresAt: Math.floor(Date.parse(payBy) / 1000),
          lineName: `${business.name}: balance of catering order ${order.number}`,
          balanceAttempt: plan.attempt,
        }),
      );
    } catch (error) {
      // Another owner made this link a moment ago (the same key, another lapse time): read the order again.
      if (error instanceof StripeClient.errors.StripeIdempotencyError) continue;
      throw error;
    }
    const balance = {
      state: 'awaiting' as const,
      amountCents: plan.amountCents,
      attempt: plan.attempt,
      checkoutUrl: session.url,
      payBy,
      emailedAt: now.toISOString(),
    };
    const kept = await keepBalanceLink({
      order,
      readAttempt: order.balancePayment?.attempt,
      balance,
      sessionId: session.sessionId,
      notice: balanceNotice(quoted, plan.amountCents, session.url, payBy),
      now,
    });
    if (kept === 'kept') {
      logger().info('Balance link sent', { orderId: order.orderId, amountCents: plan.amountCents, attempt: plan.attempt });
      return { order: { ...order, balancePayment: balance, balanceStripe: { sessionId: session.sessionId } }, resent: false };
    }
  }
  throw conflict('Another owner is sending this balance link right now. Reload the order to see it.');
}
