import { describe, expect, it } from 'vitest';
import { normalizeCode, offerRefusal, type OfferContext } from '../../../functions/src/offers/index.ts';
import { anAutomaticOffer, anOffer, offerEnd, offerStart, orderContext } from '../../fixtures/offers.ts';

/** Tuesday, December 15, 2026, 12 p.m. in Milwaukee (CST, UTC−6). */
const tuesdayNoon = '2026-12-15T18:00:00.000Z';

/** A $32 pickup order of Jollof Rice for Tuesday noon, placed at 10 a.m. that day by a returning customer. */
const context = (changes: Partial<OfferContext> = {}): OfferContext =>
  orderContext({ now: Date.parse('2026-12-15T16:00:00.000Z'), orderTime: tuesdayNoon, ...changes });

const messageOf = (offer = anOffer(), changes: Partial<OfferContext> = {}) => offerRefusal(offer, context(changes))?.message;

describe('normalizeCode', () => {
  it('trims and upper-cases a code typed in any case', () => {
    expect(normalizeCode('  save5 ')).toBe('SAVE5');
    expect(normalizeCode('Summer-2026')).toBe('SUMMER-2026');
    expect(normalizeCode('abcd')).toBe('ABCD');
    expect(normalizeCode('A'.repeat(24))).toBe('A'.repeat(24));
  });

  it('refuses what cannot be a code: other characters, too short, too long', () => {
    expect(normalizeCode('SAVE 5')).toBeUndefined();
    expect(normalizeCode('SAVE_5')).toBeUndefined();
    expect(normalizeCode('SAVE5!')).toBeUndefined();
    expect(normalizeCode('abc')).toBeUndefined();
    expect(normalizeCode('   ')).toBeUndefined();
    expect(normalizeCode('A'.repeat(25))).toBeUndefined();
    expect(normalizeCode('ÉTÉ-2026')).toBeUndefined();
  });

  it('refuses letters that would only become A–Z once upper-cased', () => {
    expect('straße'.toUpperCase()).toBe('STRASSE');
    expect(normalizeCode('straße')).toBeUndefined();
    expect(normalizeCode('ıce-10')).toBeUndefined(); // a dotless i upper-cases to I
  });
});

describe('offerRefusal', () => {
  it('lets a code that fits the order apply', () => {
    expect(offerRefusal(anOffer(), context())).toBeUndefined();
  });

  it('says a paused or ended code in so many words', () => {
    expect(offerRefusal(anOffer({ state: 'paused' }), context())).toEqual({ reason: 'PAUSED', message: 'This code is paused.' });
    expect(offerRefusal(anOffer({ state: 'ended' }), context())).toEqual({ reason: 'ENDED', message: 'This code has ended.' });
  });

  it('names the day a code starts, judged at now and at the order time', () => {
    const early = { now: Date.parse('2026-12-09T18:00:00.000Z'), orderTime: '2026-12-09T19:00:00.000Z' };
    expect(offerRefusal(anOffer(), context(early))).toEqual({ reason: 'NOT_STARTED', message: 'This code starts on Friday, December 11.' });
    // Placed before the start for a slot after it: still not yet.
    expect(messageOf(anOffer(), { now: Date.parse('2026-12-10T18:00:00.000Z'), orderTime: '2026-12-11T18:00:00.000Z' })).toBe(
      'This code starts on Friday, December 11.',
    );
    // After the start, for a time before it (the rule holds at both instants, whichever is earlier).
    expect(messageOf(anOffer(), { now: Date.parse(offerStart) + 60_000, orderTime: '2026-12-11T05:00:00.000Z' })).toBe(
      'This code starts on Friday, December 11.',
    );
    // A start that is not at midnight says its time.
    const atFive = anOffer({ validFrom: '2026-12-11T23:00:00.000Z' });
    expect(messageOf(atFive, { now: Date.parse('2026-12-11T18:00:00.000Z'), orderTime: '2026-12-11T19:00:00.000Z' })).toBe(
      'This code starts on Friday, December 11, at 5 p.m.',
    );
    // The first moment counts.
    expect(messageOf(anOffer(), { now: Date.parse(offerStart), orderTime: offerStart })).toBeUndefined();
  });

  it('has ended at its end, and says when an order is for a time after it', () => {
    expect(messageOf(anOffer(), { now: Date.parse(offerEnd), orderTime: '2027-01-01T18:00:00.000Z' })).toBe('This code has ended.');
    // Now is inside, the slot after the end: the last day is Thursday, December 31 (the end is midnight).
    const lateSlot = { now: Date.parse('2026-12-31T18:00:00.000Z'), orderTime: '2027-01-01T18:00:00.000Z' };
    expect(offerRefusal(anOffer(), context(lateSlot))).toEqual({
      reason: 'ENDS_BEFORE_ORDER',
      message: 'This code ends on Thursday, December 31: choose an earlier time.',
    });
    const atTwo = anOffer({ validTo: '2026-12-31T20:00:00.000Z' });
    expect(messageOf(atTwo, { now: Date.parse('2026-12-31T18:00:00.000Z'), orderTime: '2026-12-31T21:00:00.000Z' })).toBe(
      'This code ends on Thursday, December 31, at 2 p.m.: choose an earlier time.',
    );
    expect(messageOf(anOffer({ validTo: null }), lateSlot)).toBeUndefined();
  });

  it('counts the uses per customer and in all', () => {
    expect(offerRefusal(anOffer(), context({ customerUses: 1 }))).toEqual({ reason: 'USED', message: 'This code has been used already.' });
    expect(messageOf(anOffer({ usesPerCustomer: 3 }), { customerUses: 2 })).toBeUndefined();
    expect(messageOf(anOffer({ usesPerCustomer: 3 }), { customerUses: 3 })).toBe('This code has been used already.');
    expect(messageOf(anOffer({ usesPerCustomer: null }), { customerUses: 40 })).toBeUndefined();
    expect(offerRefusal(anOffer({ totalUses: 50 }), context({ totalUses: 50 }))).toEqual({ reason: 'RUN_OUT', message: 'This code has run out.' });
    expect(messageOf(anOffer({ totalUses: 50 }), { totalUses: 49 })).toBeUndefined();
  });

  it('keeps a first-order code to first orders', () => {
    expect(messageOf(anOffer({ firstOrderOnly: true }))).toBe('This code is for first orders.');
    expect(messageOf(anOffer({ firstOrderOnly: true }), { firstOrder: true })).toBeUndefined();
  });

  it('keeps a code to its modes', () => {
    expect(offerRefusal(anOffer({ modes: ['pickup'] }), context({ mode: 'delivery' }))).toEqual({
      reason: 'MODE',
      message: 'This code is for pickup orders.',
    });
    expect(messageOf(anOffer({ modes: ['delivery'] }))).toBe('This code is for delivery orders.');
    expect(messageOf(anOffer({ modes: ['delivery'] }), { mode: 'delivery' })).toBeUndefined();
  });

  it('keeps a code to catering orders, or away from them', () => {
    expect(messageOf(anOffer({ catering: 'only' }))).toBe('This code is for catering orders.');
    expect(messageOf(anOffer({ catering: 'only' }), { catering: true })).toBeUndefined();
    expect(messageOf(anOffer({ catering: 'never' }), { catering: true })).toBe('This code is not for catering orders.');
    expect(messageOf(anOffer({ catering: 'never' }))).toBeUndefined();
    expect(messageOf(anOffer({ catering: 'any' }), { catering: true })).toBeUndefined();
  });

  it('says the minimum food subtotal to the cent, and takes an order at exactly the minimum', () => {
    const small = { lines: [{ dishId: 'puff-puff', category: 'appetizer' as const, cents: 2999 }] };
    expect(offerRefusal(anOffer(), context(small))).toEqual({ reason: 'MINIMUM', message: 'This code is for orders over $30.00.' });
    expect(messageOf(anOffer(), { lines: [{ dishId: 'puff-puff', category: 'appetizer', cents: 3000 }] })).toBeUndefined();
    expect(messageOf(anOffer({ minimumFoodCents: 0 }), small)).toBeUndefined();
  });

  it('asks for a dish of the scope, by name, or a category', () => {
    const dishes = {
      kind: 'dishes',
      dishes: [
        { dishId: 'puff-puff', name: 'Puff Puff' },
        { dishId: 'suya', name: 'Suya' },
      ],
    };
    expect(offerRefusal(anOffer({ scope: dishes }), context())).toEqual({
      reason: 'SCOPE',
      message: 'This code is for Puff Puff or Suya: add one to use it.',
    });
    const withSuya = { lines: [...context().lines, { dishId: 'suya', category: 'appetizer' as const, cents: 900 }] };
    expect(messageOf(anOffer({ scope: dishes }), withSuya)).toBeUndefined();
    expect(messageOf(anOffer({ scope: { kind: 'categories', categories: ['dessert', 'side'] } }))).toBe(
      'This code is for desserts or sides: add one to use it.',
    );
    expect(messageOf(anOffer({ scope: { kind: 'categories', categories: ['entrée'] } }))).toBeUndefined();
  });

  it('speaks of an offer, not a code, when the offer has none', () => {
    expect(messageOf(anAutomaticOffer({ catering: 'only' }))).toBe('This offer is for catering orders.');
  });

  it('says the first rule that fails', () => {
    const offer = anOffer({ state: 'paused', modes: ['delivery'], firstOrderOnly: true });
    expect(messageOf(offer, { customerUses: 1 })).toBe('This code is paused.');
    expect(messageOf(anOffer({ modes: ['delivery'], firstOrderOnly: true }), { customerUses: 1 })).toBe('This code has been used already.');
  });

  it('refuses an order time that is not an instant, and a line of negative cents', () => {
    expect(() => offerRefusal(anOffer(), context({ orderTime: 'Tuesday noon' }))).toThrow(RangeError);
    expect(() => offerRefusal(anOffer(), context({ lines: [{ dishId: 'suya', category: 'appetizer', cents: -100 }] }))).toThrow(RangeError);
  });
});
