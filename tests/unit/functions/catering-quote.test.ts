/**
 * The catering quote's rules (functions/src/quotes/rules/catering-quote.ts): its totals are checkout's on the discounted
 * food, its deposit and balance, the dates a draft may carry, and what an e-mailed link still opens.
 */
import { describe, expect, it } from 'vitest';
import { addDays, localTime, localToInstant } from '../../../functions/src/platform/contract/business-clock.ts';
import type { QuoteDraft } from '../../../functions/src/quotes/contract/catering-quote.ts';
import { depositCentsOf, quoteTotalsOf } from '../../../functions/src/quotes/contract/quote-totals.ts';
import { draftProblems, effectiveState, eventTimeRefusal, linkRefusal, quoteNumberOf } from '../../../functions/src/quotes/rules/catering-quote.ts';
import { scheduleRules } from '../../../functions/src/shop/rules/schedule.ts';
import { orderTotals } from '../../../functions/src/orders/contract/order-totals.ts';

const now = new Date('2026-11-27T15:00:00.000Z');
const today = localTime(now.getTime()).date;
const trays = [
  { lineTotalCents: 26_000, catering: true },
  { lineTotalCents: 13_500, catering: true },
];
const entreeTrays = (quantity: number) => [{ category: 'entrée' as const, catering: true, quantity, unitPriceCents: 6500 }];

function draft(overrides: Partial<QuoteDraft> = {}): QuoteDraft {
  return {
    customer: { name: 'Ada', email: 'ada@example.com', phone: '', company: '' },
    eventAt: new Date(localToInstant(addDays(today, 10), 12 * 60)).toISOString(),
    mode: 'pickup',
    headcount: 40,
    reference: '',
    notes: '',
    lines: [{ dishId: 'jollof-rice', sizeId: 'jollof-rice-xl', spiceLevel: 0, optionalIngredientIds: [], removedIngredients: [], quantity: 4 }],
    deposit: { kind: 'percent', percent: 25 },
    validUntil: addDays(today, 5),
    balanceDueOn: addDays(today, 8),
    overCapacity: false,
    ...overrides,
  };
}

describe('a quote’s totals', () => {
  it('are checkout’s totals for the same lines, without a tip, when there is no discount', () => {
    for (const mode of ['pickup', 'delivery'] as const) {
      const quote = quoteTotalsOf({ lines: trays, discountCents: 0, mode, deposit: { kind: 'none' } });
      const checkout = orderTotals({ subtotalCents: 39_500, mode, catering: true, tip: { kind: 'percent', percent: 0 } });
      expect(quote).toMatchObject({
        itemsCents: 39_500,
        subtotalCents: checkout.subtotalCents,
        deliveryFeeCents: checkout.deliveryFeeCents,
        taxCents: checkout.taxCents,
        totalCents: checkout.totalCents,
        depositCents: checkout.totalCents,
        balanceCents: 0,
      });
    }
  });

  it('take the discount off the food before the catering fee and tax', () => {
    const quote = quoteTotalsOf({ lines: trays, discountCents: 4_500, mode: 'delivery', deposit: { kind: 'none' } });
    expect(quote.subtotalCents).toBe(35_000);
    expect(quote.deliveryFeeCents).toBe(3_500);
    expect(quote.taxCents).toBe(orderTotals({ subtotalCents: 35_000, mode: 'delivery', catering: true, tip: { kind: 'percent', percent: 0 } }).taxCents);
    expect(quote.totalCents).toBe(35_000 + 3_500 + quote.taxCents);
  });

  it('split into a deposit and a balance that add up to the total, never more', () => {
    expect(depositCentsOf({ kind: 'percent', percent: 25 }, 10_001)).toBe(2_500);
    expect(depositCentsOf({ kind: 'percent', percent: 25 }, 10_002)).toBe(2_501);
    expect(depositCentsOf({ kind: 'percent', percent: 1 }, 10)).toBe(1);
    expect(depositCentsOf({ kind: 'amount', cents: 50_000 }, 42_000)).toBe(42_000);
    expect(depositCentsOf({ kind: 'none' }, 42_000)).toBe(42_000);
    const quote = quoteTotalsOf({ lines: trays, discountCents: 0, mode: 'pickup', deposit: { kind: 'amount', cents: 10_000 } });
    expect(quote.depositCents + quote.balanceCents).toBe(quote.totalCents);
  });
});

describe('a draft’s problems', () => {
  const priced = { itemsCents: 26_000, ruleLines: entreeTrays(4) };

  it('has none when the event is ahead on the quarter hour and the days are in order', () => {
    expect(draftProblems(draft(), priced, now)).toEqual([]);
  });

  it('names an event past or off the quarter hour, a last day past or after the event, a balance due before it', () => {
    const paths = (overrides: Partial<QuoteDraft>) => draftProblems(draft(overrides), priced, now).map((problem) => problem.path);
    expect(paths({ eventAt: new Date(now.getTime() - 60_000).toISOString(), validUntil: today, balanceDueOn: today })).toEqual(['body.eventAt']);
    expect(paths({ eventAt: new Date(localToInstant(addDays(today, 10), 12 * 60 + 7)).toISOString() })).toEqual(['body.eventAt']);
    expect(paths({ validUntil: addDays(today, -1) })).toEqual(['body.validUntil']);
    expect(paths({ validUntil: addDays(today, 11), balanceDueOn: addDays(today, 11) })).toEqual(['body.validUntil', 'body.balanceDueOn']);
    expect(paths({ balanceDueOn: addDays(today, 4) })).toEqual(['body.balanceDueOn']);
    expect(paths({ deposit: { kind: 'none' }, balanceDueOn: addDays(today, 1) })).toEqual([]);
  });

  it('names an event sooner than catering’s notice (the day after next, ordered by 5 p.m.)', () => {
    // `now` is 9 a.m. in Milwaukee: the day after next is the earliest.
    const at = (days: number) => new Date(localToInstant(addDays(today, days), 12 * 60)).toISOString();
    const problems = (days: number) => draftProblems(draft({ eventAt: at(days), validUntil: today, balanceDueOn: addDays(today, days) }), priced, now);
    expect(problems(1).map((problem) => problem.message)).toEqual([expect.stringMatching(/^Catering needs notice: the earliest day now is /)]);
    expect(problems(2)).toEqual([]);
  });

  it('keeps a validity of at most 60 days, a discount within the dishes, and checkout’s catering terms', () => {
    const far = new Date(localToInstant(addDays(today, 90), 12 * 60)).toISOString();
    expect(draftProblems(draft({ eventAt: far, validUntil: addDays(today, 61), balanceDueOn: addDays(today, 80) }), priced, now)[0]?.path).toBe(
      'body.validUntil',
    );
    expect(draftProblems(draft({ discount: { cents: 26_001, reason: 'x' } }), priced, now)[0]?.path).toBe('body.discount.cents');
    expect(draftProblems(draft(), { itemsCents: 19_500, ruleLines: entreeTrays(3) }, now)[0]?.message).toMatch(/at least 4 entrée trays/);
  });
});

describe('a link', () => {
  const sent = { state: 'sent' as const, version: 2, validUntil: today };

  it('opens the current version of a sent quote until its last day ends', () => {
    expect(linkRefusal(sent, 2, now)).toBeUndefined();
    expect(linkRefusal({ ...sent, validUntil: addDays(today, -1) }, 2, now)).toBe('QUOTE_EXPIRED');
    expect(effectiveState({ ...sent, validUntil: addDays(today, -1) }, now)).toBe('expired');
  });

  it('says an older version was replaced, a cancelled quote cancelled, and opens no draft', () => {
    expect(linkRefusal(sent, 1, now)).toBe('QUOTE_REPLACED');
    expect(linkRefusal({ ...sent, state: 'cancelled' }, 2, now)).toBe('QUOTE_CANCELLED');
    expect(linkRefusal({ ...sent, state: 'draft' }, 2, now)).toBe('QUOTE_LINK_INVALID');
  });

  it('belongs to a quote whose number is said on the phone', () => {
    expect(quoteNumberOf('01JXKQ7Z8M3N4P5R6S7T8V9W0C')).toBe('Q-8V9W0C');
  });
});

describe('an event’s time when the customer pays', () => {
  const eventAt = new Date(localToInstant(addDays(today, 10), 12 * 60)).toISOString();
  const check = (overrides: Partial<Parameters<typeof eventTimeRefusal>[0]> = {}) =>
    eventTimeRefusal({ eventAt, now, taken: {}, rules: scheduleRules, overCapacity: false, ...overrides })?.reason;

  it('books a time ahead with a place left, on any day the owner agreed (opening hours do not apply)', () => {
    expect(check()).toBeUndefined();
    const sunday = Array.from({ length: 7 }, (_, index) => addDays(today, 10 + index)).find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 0)!;
    expect(check({ eventAt: new Date(localToInstant(sunday, 7 * 60)).toISOString() })).toBeUndefined();
  });

  it('refuses a time past, one sooner than catering’s notice, and a full one unless booked over capacity', () => {
    expect(check({ eventAt: new Date(now.getTime() - 60_000).toISOString() })).toBe('PAST');
    expect(check({ eventAt: new Date(localToInstant(addDays(today, 1), 12 * 60)).toISOString() })).toBe('CATERING_NOTICE');
    const full = { [eventAt]: scheduleRules.maxOrdersPerSlot };
    expect(check({ taken: full })).toBe('FULL');
    expect(check({ taken: { [eventAt]: scheduleRules.maxOrdersPerSlot - 1 } })).toBeUndefined();
    expect(check({ taken: full, overCapacity: true })).toBeUndefined();
  });
});
