/**
 * Catering quotes, as rules (docs/business-rules.md#catering-quotes): which dates a quote may carry (its totals and
 * deposit are quotes/contract/quote-totals.ts, shared with the quote editor), which steps its state allows, and
 * whether a customer's link still opens it. Plain functions, no AWS.
 */
import type { QuoteDraft, QuoteLine, QuoteLinkRefusal, QuoteState } from '../contract/catering-quote.ts';
import { quoteLimits } from '../contract/catering-quote.ts';
import { addDays, localTime } from '../../platform/contract/business-clock.ts';
import type { OrderLine } from '../../orders/contract/order.ts';
import type { OrderRefusal } from '../../shop/contract/ordering.ts';
import { checkCateringTerms, checkDeliveryMinimum, type OrderLine as RuleLine } from '../../orders/contract/order-totals.ts';
import { earliestCateringDate, type ScheduleRules, type TakenCounts } from '../../shop/index.ts';
import { dayLabel } from '../../platform/contract/business-clock.ts';

/** The customer id of a quote's catering order when its e-mail has no verified account: the quote's own (letters and digits). */
export const quoteGuestIdOf = (quoteId: string): string => `quote${quoteId}`;
export const isQuoteGuestId = (userId: string): boolean => /^quote[0-9A-HJKMNP-TV-Z]{26}$/.test(userId);

/** The short number said on the phone: "Q-" and the quote id's last six characters. */
export function quoteNumberOf(quoteId: string): string {
  return `Q-${quoteId.slice(-6)}`;
}

/** A problem of a draft the schema cannot see alone: its field path and the owner's words. */
export type DraftProblem = { path: string; message: string };

/**
 * What stops a draft from being saved as it is, besides its dishes: the event in the future on the quarter hour; the
 * quote's validity and the balance's due day from today to the event's day (validity at most 60 days out); a
 * discount no larger than the dishes; the catering terms and the delivery minimum, as checkout applies them.
 */
export function draftProblems(draft: QuoteDraft, priced: { itemsCents: number; ruleLines: readonly RuleLine[] }, now: Date): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const today = localTime(now.getTime()).date;
  const event = Date.parse(draft.eventAt);
  const eventDay = localTime(event).date;
  if (event <= now.getTime()) problems.push({ path: 'body.eventAt', message: 'The event must be in the future' });
  else if (event % (15 * 60_000) !== 0) problems.push({ path: 'body.eventAt', message: 'Choose a time on the quarter hour' });
  else if (eventDay < earliestCateringDate(now))
    problems.push({ path: 'body.eventAt', message: `Catering needs notice: the earliest day now is ${dayLabel(earliestCateringDate(now))}` });
  if (draft.validUntil < today) problems.push({ path: 'body.validUntil', message: 'The quote must be open until today or later' });
  else if (draft.validUntil > eventDay) problems.push({ path: 'body.validUntil', message: 'The quote must be accepted by the event’s day' });
  else if (draft.validUntil > addDays(today, quoteLimits.validDays))
    problems.push({ path: 'body.validUntil', message: `A quote stays open at most ${quoteLimits.validDays} days` });
  if (draft.balanceDueOn < draft.validUntil && draft.deposit.kind !== 'none')
    problems.push({ path: 'body.balanceDueOn', message: 'The balance is due on or after the last day to accept' });
  else if (draft.balanceDueOn > eventDay) problems.push({ path: 'body.balanceDueOn', message: 'The balance is due by the event’s day' });
  if (draft.discount && draft.discount.cents > priced.itemsCents)
    problems.push({ path: 'body.discount.cents', message: 'The discount cannot be more than the dishes' });
  const refusals: OrderRefusal[] = [checkCateringTerms(priced.ruleLines), checkDeliveryMinimum(priced.itemsCents, draft.mode)].filter(
    (refusal): refusal is OrderRefusal => refusal !== null,
  );
  for (const refusal of refusals) problems.push({ path: 'body.lines', message: refusal.message });
  return problems;
}

/** The state a reader sees: a sent quote past its last day is expired, whatever is stored. */
export function effectiveState(quote: { state: QuoteState; validUntil: string }, now: Date): QuoteState {
  if (quote.state === 'sent' && quote.validUntil < localTime(now.getTime()).date) return 'expired';
  return quote.state;
}

/** Which owner steps a quote's state allows. */
export const quoteSteps = {
  /** Saved as a draft, or revised (a sent or expired quote's next version goes out at once, with its new last day). */
  edit: (state: QuoteState) => state === 'draft' || state === 'sent' || state === 'expired',
  send: (state: QuoteState) => state === 'draft',
  cancel: (state: QuoteState) => state === 'draft' || state === 'sent' || state === 'expired',
  /** The customer pays the deposit (or the whole). */
  accept: (state: QuoteState) => state === 'sent',
} as const;

/** What a link made for `linkVersion` opens now: the quote (undefined), or why not. */
export function linkRefusal(quote: { state: QuoteState; version: number; validUntil: string }, linkVersion: number, now: Date): QuoteLinkRefusal | undefined {
  const state = effectiveState(quote, now);
  if (state === 'cancelled') return 'QUOTE_CANCELLED';
  if (linkVersion < quote.version) return 'QUOTE_REPLACED';
  if (state === 'expired') return 'QUOTE_EXPIRED';
  if (state === 'draft') return 'QUOTE_LINK_INVALID';
  return undefined;
}

/** The words of a link that no longer opens its quote. */
export const linkRefusalWords: Record<QuoteLinkRefusal, string> = {
  QUOTE_REPLACED: 'This quote was replaced by a newer version. We e-mailed you its link; the newest link is the one to use.',
  QUOTE_EXPIRED: 'This quote is past its last day to accept. Please call us and we will gladly send a new one.',
  QUOTE_CANCELLED: 'This quote was cancelled. Please call us if you would still like us to cater your event.',
  QUOTE_LINK_INVALID: 'This link does not open a quote. Please use the link in our e-mail.',
};

/** A priced order line as the quote shows it. */
export function quoteLineOf(line: OrderLine): QuoteLine {
  return {
    dishId: line.dishId,
    name: line.name,
    sizeId: line.sizeId,
    size: line.size,
    amount: line.amount,
    spiceLevel: line.spiciness,
    extras: line.ingredients.map((extra) => ({ id: extra.id, name: extra.ingredient, priceCents: extra.price })),
    removedIngredients: line.removedIngredients,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    lineTotalCents: line.lineTotalCents,
  };
}

/**
 * Whether a quote's event can be booked now, when the customer pays: catering's notice (the day after next, ordered
 * by the cut-off) and its time's capacity, unless the owner booked it over capacity. The kitchen's opening hours do
 * not apply: the owner agreed the event's time with the customer (a Sunday wedding, an early breakfast).
 */
export function eventTimeRefusal(input: {
  eventAt: string;
  now: Date;
  taken: TakenCounts;
  rules: ScheduleRules;
  overCapacity: boolean;
}): { reason: 'PAST' | 'CATERING_NOTICE' | 'FULL'; message: string } | undefined {
  const event = Date.parse(input.eventAt);
  if (event <= input.now.getTime()) return { reason: 'PAST', message: 'The event’s time has passed.' };
  const earliest = earliestCateringDate(input.now, input.rules);
  if (localTime(event, input.rules.timeZone).date < earliest) {
    return { reason: 'CATERING_NOTICE', message: `Catering needs notice: the earliest day we can cater now is ${dayLabel(earliest)}.` };
  }
  if (!input.overCapacity && (input.taken[input.eventAt] ?? 0) >= input.rules.maxOrdersPerSlot) {
    return { reason: 'FULL', message: 'The kitchen is fully booked at that time.' };
  }
  return undefined;
}
