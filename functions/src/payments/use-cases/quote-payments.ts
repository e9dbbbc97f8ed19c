/**
 * Paying a catering quote (docs/business-rules.md#catering-quotes): the customer's link opens the deposit's card page
 * (Stripe Checkout, the same path as card orders, charged at once); the catering order it makes awaits its card
 * with its time's place held, and becomes New on the board when Stripe says it is paid, the quote accepted in the
 * same write (payments/store/card-payment.ts). Whoever reports the payment first (the customer's return or the webhook)
 * finishes it; the other changes nothing. The amount is the quote's, as the server priced it; nothing the browser
 * sends is a price.
 */
import { ulid } from 'ulid';
import { shopUrl } from '../../platform/config/env.ts';
import { logger } from '../../platform/config/telemetry.ts';
import { clockLabel, localTime } from '../../platform/contract/business-clock.ts';
import type { CustomerQuote, QuotePayAnswer } from '../../quotes/contract/catering-quote.ts';
import {
  getQuote,
  startQuoteCheckout,
  type StoredQuote,
  effectiveState,
  eventTimeRefusal,
  quoteGuestIdOf,
  customerQuoteOf,
  quoteByLink,
} from '../../quotes/index.ts';
import { getOrder, takenSlotCounts, type StoredOrder, orderNumberOf } from '../../orders/index.ts';
import { getShopSettings, rulesWithSettings } from '../../shop/index.ts';
import { findUserByEmail } from '../../accounts/index.ts';
import { newCardPayment } from '../rules/card-payment.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import { cardsTaken } from './card-stripe.ts';
import { finishFromStripe, notCompletedReason, openCardCheckout, payWithinMinutes } from './card-checkout.ts';
import { markCardOrderAbandoned } from '../store/card-payment.ts';

/** Where the card page sends the customer back: the quote's page (its secret is still in the tab, never in the address). */
function quoteReturnUrls(quoteId: string) {
  return { successUrl: shopUrl(`/quotes/${quoteId}?payment=paid`), cancelUrl: shopUrl(`/quotes/${quoteId}?payment=cancelled`) };
}

/** The quote's order whose card page was opened last, if it still awaits its card. */
async function awaitingOrderOf(quote: StoredQuote): Promise<StoredOrder | undefined> {
  if (!quote.checkout) return undefined;
  const order = await getOrder(quote.checkout.userId, quote.checkout.orderId);
  return order?.status === 'awaiting-payment' ? order : undefined;
}

/**
 * Whose the catering order is: the account with the quote's e-mail, when its owner proved the address (then it is
 * among their orders); otherwise the quote's own, read through the quote's link.
 */
async function customerIdFor(quote: StoredQuote): Promise<string> {
  const account = await findUserByEmail(quote.customer.email);
  return account?.emailVerified ? account.id : quoteGuestIdOf(quote.quoteId);
}

/** The catering order a quote becomes, awaiting its deposit (or whole) by card, its page open for `payWithinMinutes`. */
function orderOfQuote(quote: StoredQuote, userId: string, now: Date): StoredOrder {
  const orderId = ulid(now.getTime());
  const at = now.toISOString();
  const totals = quote.totals;
  return {
    orderId,
    userId,
    number: orderNumberOf(orderId),
    placedAt: at,
    status: 'awaiting-payment',
    history: [{ status: 'awaiting-payment', at }],
    mode: quote.mode,
    asap: false,
    slotId: quote.eventAt,
    address: quote.address
      ? {
          id: `quote-${quote.quoteId}`,
          label: quote.customer.company || 'Event',
          recipientName: quote.customer.name,
          line1: quote.address.line1,
          line2: quote.address.line2,
          city: quote.address.city,
          state: quote.address.state,
          zip: quote.address.zip,
          phone: quote.customer.phone || null,
          deliveryInstructions: quote.address.instructions,
          isDefault: false,
          createdAt: at,
          updatedAt: at,
        }
      : null,
    lines: quote.lines,
    cartLines: [],
    totals: {
      subtotalCents: totals.subtotalCents,
      deliveryFeeCents: totals.deliveryFeeCents,
      taxCents: totals.taxCents,
      tipCents: 0,
      totalCents: totals.totalCents,
      taxRateBasisPoints: totals.taxRateBasisPoints,
    },
    notes: quote.notes,
    paymentMethod: 'card-online',
    paymentStatus: 'online',
    cardPayment: { ...newCardPayment(totals.depositCents, 'at-checkout'), payBy: new Date(now.getTime() + payWithinMinutes * 60_000).toISOString() },
    customer: { name: quote.customer.name, email: quote.customer.email, phone: quote.customer.phone || null },
    quote: {
      quoteId: quote.quoteId,
      number: quote.number,
      version: quote.version,
      headcount: quote.headcount,
      reference: quote.reference,
      discount: quote.discount,
      depositCents: totals.depositCents,
      balanceDueOn: quote.balanceDueOn,
      overCapacity: quote.overCapacity,
    },
  };
}

/** Whether the event's time can still be booked now (quotes/rules/catering-quote.ts `eventTimeRefusal`), or a 409 saying why. */
async function checkEventTime(quote: StoredQuote, now: Date): Promise<{ maxOrdersPerSlot: number | undefined }> {
  const rules = rulesWithSettings(await getShopSettings());
  const taken = quote.overCapacity ? {} : await takenSlotCounts(quote.eventAt, quote.eventAt);
  const refusal = eventTimeRefusal({ eventAt: quote.eventAt, now, taken, rules, overCapacity: quote.overCapacity });
  if (refusal) {
    throw conflict(`We can no longer take your event at that time: ${refusal.message} Please call us and we will find a time together.`, [
      { path: 'eventAt', message: refusal.reason },
    ]);
  }
  return { maxOrdersPerSlot: quote.overCapacity ? undefined : rules.maxOrdersPerSlot };
}

const alreadyAccepted = () => conflict('This quote is accepted already: its payment was received.', [{ path: 'state', message: 'accepted' }]);

/**
 * POST /quotes/{quoteId}/pay: the card page for the quote's deposit (or the whole, when no deposit was set). A card
 * page still open for this quote is answered again (two taps, two tabs: one payment); otherwise the catering order is
 * written awaiting its card, and its page opened. Refused once accepted, and when the event's time can no longer be
 * booked (catering's notice; its capacity, unless the owner booked it over).
 */
export async function payQuote(quoteId: string, token: string, now = new Date()): Promise<QuotePayAnswer> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const quote = await quoteByLink(quoteId, token, now);
    if (effectiveState(quote, now) === 'accepted') throw alreadyAccepted();
    const open = await awaitingOrderOf(quote);
    if (open && open.cardPayment?.payBy && Date.parse(open.cardPayment.payBy) > now.getTime()) {
      const opened = open.cardPayment.checkoutUrl ? open : await openPage(open, now);
      return { checkoutUrl: opened.cardPayment!.checkoutUrl! };
    }
    if (open) {
      await settleLapsed(open, now);
      continue;
    }
    if (!cardsTaken()) throw conflict('Card payments are not offered here. Please call us to pay your deposit.');
    const { maxOrdersPerSlot } = await checkEventTime(quote, now);
    const order = orderOfQuote(quote, await customerIdFor(quote), now);
    const outcome = await startQuoteCheckout({ quote, order, maxOrdersPerSlot, now });
    if (outcome === 'slotFull') {
      throw conflict('Your event’s time has just been fully booked. Please call us and we will find a time together.', [{ path: 'eventAt', message: 'FULL' }]);
    }
    if (outcome === 'started') {
      logger().info('Catering quote awaiting its card', { quoteId, orderId: order.orderId, amountCents: order.cardPayment?.amountCents });
      const opened = await openPage(order, now);
      return { checkoutUrl: opened.cardPayment!.checkoutUrl! };
    }
    // 'moved': another tap wrote its order first, or the owner changed the quote; read it again.
  }
  throw new AppError('CONFLICT', 'Your payment is being prepared in another tab. Please try again in a moment.');
}

/**
 * A quote's order whose card page lapsed but was never reported: finished from Stripe (it may have been paid at its
 * last moment), or given up when its page was never opened (Stripe did not answer then).
 */
async function settleLapsed(order: StoredOrder, now: Date): Promise<void> {
  if (order.stripe) return finishFromStripe(order, 'cancelled', now);
  if (order.cardPayment) await markCardOrderAbandoned({ order, payment: { ...order.cardPayment, state: 'abandoned' }, reason: notCompletedReason, now });
}

/** Opens the order's card page; Stripe unreachable: the order is given up (its place freed) and the customer told (502). */
async function openPage(order: StoredOrder, now: Date): Promise<StoredOrder> {
  try {
    return await openCardCheckout(order, quoteReturnUrls(order.quote!.quoteId));
  } catch (error) {
    logger().error('Opening the card page of a quote failed; its order is given up', { orderId: order.orderId, error });
    if (order.cardPayment) {
      await markCardOrderAbandoned({ order, payment: { ...order.cardPayment, state: 'abandoned' }, reason: notCompletedReason, now });
    }
    throw new AppError('UPSTREAM', 'The card service did not answer, so nothing was charged. Please try again in a moment.');
  }
}

/**
 * POST /quotes/{quoteId}/payment: back from the card page. The open page's order is finished from Stripe ('paid'), or
 * its page ended and the order given up ('cancelled', unless it was paid meanwhile); answers the quote as it is now.
 */
export async function returnToQuote(quoteId: string, token: string, outcome: 'paid' | 'cancelled', now = new Date()): Promise<CustomerQuote> {
  const quote = await quoteByLink(quoteId, token, now);
  const open = await awaitingOrderOf(quote);
  if (open) await finishFromStripe(open, outcome, now);
  const current = await getQuote(quoteId);
  return customerQuoteOf(current ?? quote, now);
}

/**
 * Before an owner changes or cancels a quote: a card page still open for it stops the change (the customer is
 * paying, 409 saying until when); one lapsed but unreported is finished from Stripe first. Answers the quote as it is
 * then (accepted, if the customer paid at the last moment).
 */
export async function quoteWithoutOpenPayment(quote: StoredQuote, now: Date): Promise<StoredQuote> {
  const open = await awaitingOrderOf(quote);
  if (!open) return quote;
  const payBy = open.cardPayment?.payBy ? Date.parse(open.cardPayment.payBy) : 0;
  if (payBy > now.getTime()) {
    throw conflict(
      `The customer is paying this quote on the card page right now (it stays open until ${clockLabel(localTime(payBy).minutes)}). Try again after that: if they pay, the quote is accepted.`,
      [{ path: 'state', message: 'PAYING' }],
    );
  }
  await settleLapsed(open, now);
  return (await getQuote(quote.quoteId)) ?? quote;
}
