/**
 * The offers' rules (docs/business-rules.md#offers-and-loyalty): a typed code made canonical, whether an offer applies
 * to an order (and the customer's exact sentence when not), what it takes off, and the best automatic offer.
 * Plain functions, no AWS: the checkout passes in the order's facts and the uses counted so far.
 *
 * The discount is of the food (or the delivery fee, for free delivery) and comes off before tax: a retailer's
 * discount lowers Wisconsin's taxable amount. It never touches the tip.
 */
import { business } from '../../platform/config/business.ts';
import { dayLabel, clockLabel, localTime, weekday, clockMinutes } from '../../platform/contract/business-clock.ts';
import { formatUsd } from '../../platform/contract/money.ts';
import type { Category } from '../../catalogue/contract/dish-parts.ts';
import { percentOf } from '../../orders/contract/order-totals.ts';
import type { FulfilmentMode } from '../../shop/contract/ordering.ts';
import { codeCharacters, offerLimits, type Offer, type OfferScope } from '../contract/offers.ts';
import { listWords, offerWords, scopeWords, whenRefusalWords } from '../contract/offer-words.ts';

export { offerWords } from '../contract/offer-words.ts';

/**
 * A code as the customer typed it, made canonical: trimmed and upper-cased; undefined when it cannot be a code
 * (another character, too short or too long), so the checkout says only that it is not a code.
 */
export function normalizeCode(input: string): string | undefined {
  const trimmed = input.trim();
  if (trimmed.length < offerLimits.code.min || trimmed.length > offerLimits.code.max) return undefined;
  // The characters are checked before upper-casing: 'ß' would become 'SS', a dotless 'ı' an 'I'.
  if (!codeCharacters.test(trimmed)) return undefined;
  return trimmed.toUpperCase();
}

/** A food line of the order as the offer reads it: its dish, category and line total (cents, before any discount). */
export type OfferLine = { dishId: string; category: Category; cents: number };

/** What the checkout knows of the order an offer is judged for. */
export type OrderFacts = {
  /** The instant of the judgement (epoch ms). */
  now: number;
  /** The order's time: its slot (ISO instant); an ASAP order's is its ASAP slot. */
  orderTime: string;
  mode: FulfilmentMode;
  catering: boolean;
  lines: readonly OfferLine[];
  /** Whether this is the customer's first order. */
  firstOrder: boolean;
  /** The kitchen's zone; the business's unless a test says otherwise. */
  timeZone?: string;
};

/** How often the offer was used: by this customer before, and by everyone so far. */
export type OfferUses = { customerUses: number; totalUses: number };

export type OfferContext = OrderFacts & OfferUses;

export type OfferRefusalReason =
  'PAUSED' | 'ENDED' | 'NOT_STARTED' | 'ENDS_BEFORE_ORDER' | 'USED' | 'RUN_OUT' | 'FIRST_ORDER' | 'MODE' | 'CATERING' | 'DAY_OR_TIME' | 'SCOPE' | 'MINIMUM';

export type OfferRefusal = { reason: OfferRefusalReason; message: string };

/** The food's subtotal in cents; a line that is not whole, non-negative cents is a caller's mistake. */
function foodCents(lines: readonly OfferLine[]): number {
  return lines.reduce((sum, line) => {
    if (!Number.isSafeInteger(line.cents) || line.cents < 0) throw new RangeError('A line must be whole, non-negative cents.');
    return sum + line.cents;
  }, 0);
}

function inScope(scope: OfferScope, line: OfferLine): boolean {
  if (scope.kind === 'food') return true;
  if (scope.kind === 'categories') return scope.categories.includes(line.category);
  return scope.dishes.some((dish) => dish.dishId === line.dishId);
}

/** 'Friday, December 11', with ', at 5 p.m.' when it is not at midnight. */
function momentWords(instant: number, timeZone: string): string {
  const local = localTime(instant, timeZone);
  return local.minutes === 0 ? dayLabel(local.date) : `${dayLabel(local.date)}, at ${clockLabel(local.minutes)}`;
}

/** The last moment an offer is good for: an end at midnight is the day before's end, said without a time. */
function lastDayWords(end: number, timeZone: string): string {
  const local = localTime(end, timeZone);
  return local.minutes === 0 && local.seconds === 0 ? dayLabel(localTime(end - 1, timeZone).date) : momentWords(end, timeZone);
}

/**
 * Why the offer does not apply to this order, in the customer's words, or undefined when it does. The first rule
 * that fails is said. Validity is judged at now and at the order's time; days and hours at the order's time on the
 * kitchen's clock (a scheduled order's slot, not the moment it is placed).
 */
export function offerRefusal(offer: Offer, context: OfferContext): OfferRefusal | undefined {
  const subject = offer.kind === 'code' ? 'This code' : 'This offer';
  // One full stop: a sentence that ends on 'p.m.' has its own.
  const refuse = (reason: OfferRefusalReason, words: string): OfferRefusal => ({
    reason,
    message: `${subject} ${words}${words.endsWith('.') ? '' : '.'}`,
  });
  const timeZone = context.timeZone ?? business.timeZone;
  const orderAt = Date.parse(context.orderTime);
  if (Number.isNaN(orderAt)) throw new RangeError('The order time must be an ISO instant.');
  const from = Date.parse(offer.validFrom);
  const to = offer.validTo === null ? Number.POSITIVE_INFINITY : Date.parse(offer.validTo);
  const food = foodCents(context.lines);

  if (offer.state === 'paused') return refuse('PAUSED', 'is paused');
  if (offer.state === 'ended' || context.now >= to) return refuse('ENDED', 'has ended');
  if (context.now < from || orderAt < from) return refuse('NOT_STARTED', `starts on ${momentWords(from, timeZone)}`);
  if (orderAt >= to) return refuse('ENDS_BEFORE_ORDER', `ends on ${lastDayWords(to, timeZone)}: choose an earlier time`);
  if (offer.usesPerCustomer !== null && context.customerUses >= offer.usesPerCustomer) return refuse('USED', 'has been used already');
  if (offer.totalUses !== null && context.totalUses >= offer.totalUses) return refuse('RUN_OUT', 'has run out');
  if (offer.firstOrderOnly && !context.firstOrder) return refuse('FIRST_ORDER', 'is for first orders');
  if (!offer.modes.includes(context.mode)) return refuse('MODE', `is for ${listWords(offer.modes, 'or')} orders`);
  if (offer.catering === 'only' && !context.catering) return refuse('CATERING', 'is for catering orders');
  if (offer.catering === 'never' && context.catering) return refuse('CATERING', 'is not for catering orders');

  const local = localTime(orderAt, timeZone);
  const hours = offer.hours;
  const onDay = offer.days.includes(weekday(local.date));
  const inHours = !hours || (local.minutes >= clockMinutes(hours.from) && local.minutes < clockMinutes(hours.to));
  if (!onDay || !inHours) return refuse('DAY_OR_TIME', `is for ${whenRefusalWords(offer)}`);

  if (!context.lines.some((line) => inScope(offer.scope, line))) {
    return refuse('SCOPE', `is for ${scopeWords(offer.scope, 'or')}: add one to use it`);
  }
  if (food < offer.minimumFoodCents) return refuse('MINIMUM', `is for orders over ${formatUsd(offer.minimumFoodCents)}`);
  return undefined;
}

/**
 * What the offer takes off, in cents: a percent of the food in scope (rounded half up to the cent), or its amount
 * (never more than the food in scope), or the delivery fee; capped by the offer's maximum. Never negative, never more
 * than the food (or, for free delivery, the fee). Whether the offer applies at all is offerRefusal's question.
 */
export function discountCents(offer: Offer, lines: readonly OfferLine[], deliveryFeeCents: number): number {
  if (!Number.isSafeInteger(deliveryFeeCents) || deliveryFeeCents < 0) throw new RangeError('The delivery fee must be whole, non-negative cents.');
  const food = foodCents(lines);
  const scoped = foodCents(lines.filter((line) => inScope(offer.scope, line)));
  const { discount } = offer;
  let off: number;
  let most: number;
  if (discount.kind === 'free-delivery') {
    off = deliveryFeeCents;
    most = deliveryFeeCents;
  } else {
    off = discount.kind === 'percent' ? percentOf(scoped, discount.percent) : Math.min(discount.cents, scoped);
    most = food;
  }
  if (offer.maxDiscountCents !== null) off = Math.min(off, offer.maxDiscountCents);
  return Math.max(0, Math.min(off, most));
}

/** The checkout's automatic offer: which, what it takes off, and the line it shows ('10 % off catering orders over $500'). */
export type AutomaticOffer = { offer: Offer; discountCents: number; words: string };

/** Endless offers count as ending last. */
const endOf = (offer: Offer): number => (offer.validTo === null ? Number.POSITIVE_INFINITY : Date.parse(offer.validTo));

/**
 * The automatic offer that takes the most off this order, of those that apply and take something off; on a tie the
 * one ending first (the customer loses nothing, and the shop keeps the longer one), then the lower id, so the same
 * order always gets the same offer. `usesByOffer` holds each offer's uses; a missing one has none.
 */
export function bestAutomaticOffer(
  offers: readonly Offer[],
  context: OrderFacts & { usesByOffer: Readonly<Record<string, OfferUses>> },
  deliveryFeeCents: number,
): AutomaticOffer | undefined {
  let best: AutomaticOffer | undefined;
  for (const offer of offers) {
    if (offer.kind !== 'automatic') continue;
    const uses = context.usesByOffer[offer.offerId] ?? { customerUses: 0, totalUses: 0 };
    if (offerRefusal(offer, { ...context, ...uses })) continue;
    const off = discountCents(offer, context.lines, deliveryFeeCents);
    if (off <= 0) continue;
    const better =
      !best ||
      off > best.discountCents ||
      (off === best.discountCents && (endOf(offer) < endOf(best.offer) || (endOf(offer) === endOf(best.offer) && offer.offerId < best.offer.offerId)));
    if (better) best = { offer, discountCents: off, words: offerWords(offer) };
  }
  return best;
}
