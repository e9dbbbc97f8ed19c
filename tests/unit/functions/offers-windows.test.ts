/**
 * An offer's days and hours, judged at the order's time on the kitchen's clock (America/Chicago): across midnight
 * (a local evening is the next day in UTC), across the changes of daylight saving time, and for a scheduled order.
 */
import { describe, expect, it } from 'vitest';
import { localTime, weekday } from '../../../functions/src/platform/contract/business-clock.ts';
import { offerRefusal, type OfferContext } from '../../../functions/src/offers/index.ts';
import { anOffer, orderContext } from '../../fixtures/offers.ts';

const lunch = { from: '11:00', to: '14:00' };
const tuesdaysAndFridaysAtLunch = anOffer({ days: [2, 5], hours: lunch, validFrom: '2026-01-01T06:00:00.000Z', validTo: '2028-01-01T06:00:00.000Z' });

/** An order for `orderTime`, placed an hour before it. */
const at = (orderTime: string, changes: Partial<OfferContext> = {}): OfferContext => orderContext({ orderTime, ...changes });

const refusal = (offer: ReturnType<typeof anOffer>, orderTime: string, changes: Partial<OfferContext> = {}) => offerRefusal(offer, at(orderTime, changes));

/** The kitchen's weekday and clock of an instant, to show each case is what its name says. */
const kitchen = (iso: string) => {
  const local = localTime(Date.parse(iso));
  return `${weekday(local.date)} ${String(Math.floor(local.minutes / 60)).padStart(2, '0')}:${String(local.minutes % 60).padStart(2, '0')}`;
};

describe("an offer's days and hours", () => {
  it('takes the window from its first minute and stops at its last (the end is not in it)', () => {
    expect(kitchen('2026-12-15T17:00:00.000Z')).toBe('2 11:00');
    expect(refusal(tuesdaysAndFridaysAtLunch, '2026-12-15T17:00:00.000Z')).toBeUndefined();
    expect(refusal(tuesdaysAndFridaysAtLunch, '2026-12-15T19:59:00.000Z')).toBeUndefined();
    expect(refusal(tuesdaysAndFridaysAtLunch, '2026-12-15T20:00:00.000Z')).toEqual({
      reason: 'DAY_OR_TIME',
      message: 'This code is for Tuesdays and Fridays, 11 a.m. to 2 p.m.',
    });
    expect(refusal(tuesdaysAndFridaysAtLunch, '2026-12-15T16:59:00.000Z')?.reason).toBe('DAY_OR_TIME');
    // Wednesday noon: the right hour, the wrong day.
    expect(refusal(tuesdaysAndFridaysAtLunch, '2026-12-16T18:00:00.000Z')?.message).toBe('This code is for Tuesdays and Fridays, 11 a.m. to 2 p.m.');
  });

  it("judges the kitchen's day, not UTC's, late in the evening", () => {
    const tuesdayEvenings = anOffer({ days: [2], hours: { from: '21:00', to: '23:30' } });
    // 10:30 p.m. on Tuesday in Milwaukee is already Wednesday in UTC.
    expect(kitchen('2026-12-16T04:30:00.000Z')).toBe('2 22:30');
    expect(new Date('2026-12-16T04:30:00.000Z').getUTCDay()).toBe(3);
    expect(refusal(tuesdayEvenings, '2026-12-16T04:30:00.000Z')).toBeUndefined();
    expect(refusal(anOffer({ days: [3] }), '2026-12-16T04:30:00.000Z')?.message).toBe('This code is for Wednesdays.');
  });

  it('judges a scheduled order at its slot, not at the moment it is placed', () => {
    // Placed on Monday evening for Tuesday's lunch: good.
    expect(refusal(tuesdaysAndFridaysAtLunch, '2026-12-15T18:00:00.000Z', { now: Date.parse('2026-12-15T01:00:00.000Z') })).toBeUndefined();
    // Placed during Tuesday's lunch for Wednesday's: not good.
    expect(refusal(tuesdaysAndFridaysAtLunch, '2026-12-16T18:00:00.000Z', { now: Date.parse('2026-12-15T18:00:00.000Z') })?.reason).toBe('DAY_OR_TIME');
  });

  it('keeps to the kitchen clock when daylight saving time ends (Sunday, November 1, 2026)', () => {
    const sundayLunch = anOffer({ days: [0], hours: lunch, validFrom: '2026-01-01T06:00:00.000Z', validTo: '2028-01-01T06:00:00.000Z' });
    // The same UTC hour is 11:30 a.m. under daylight time (UTC−5) and 10:30 a.m. after it (UTC−6).
    expect(kitchen('2026-10-25T16:30:00.000Z')).toBe('0 11:30');
    expect(kitchen('2026-11-01T16:30:00.000Z')).toBe('0 10:30');
    expect(refusal(sundayLunch, '2026-10-25T16:30:00.000Z')).toBeUndefined();
    expect(refusal(sundayLunch, '2026-11-01T16:30:00.000Z')?.message).toBe('This code is for Sundays, 11 a.m. to 2 p.m.');
    expect(refusal(sundayLunch, '2026-11-01T17:00:00.000Z')).toBeUndefined();
    expect(refusal(sundayLunch, '2026-11-01T19:59:00.000Z')).toBeUndefined();
    expect(refusal(sundayLunch, '2026-11-01T20:00:00.000Z')?.reason).toBe('DAY_OR_TIME');
  });

  it('keeps to the kitchen clock when daylight saving time begins (Sunday, March 8, 2026)', () => {
    const sundayLunch = anOffer({ days: [0], hours: lunch, validFrom: '2026-01-01T06:00:00.000Z', validTo: '2028-01-01T06:00:00.000Z' });
    expect(kitchen('2026-03-01T16:00:00.000Z')).toBe('0 10:00');
    expect(kitchen('2026-03-08T16:00:00.000Z')).toBe('0 11:00');
    expect(refusal(sundayLunch, '2026-03-01T16:00:00.000Z')?.reason).toBe('DAY_OR_TIME');
    expect(refusal(sundayLunch, '2026-03-08T16:00:00.000Z')).toBeUndefined();
    expect(refusal(sundayLunch, '2026-03-08T18:59:00.000Z')).toBeUndefined();
    expect(refusal(sundayLunch, '2026-03-08T19:00:00.000Z')?.reason).toBe('DAY_OR_TIME');
  });

  it('says the window in words for any days', () => {
    const message = (days: number[], hours: { from: string; to: string } | null) => refusal(anOffer({ days, hours }), '2026-12-15T03:00:00.000Z')?.message; // Monday, 9 p.m.
    expect(message([0, 1, 2, 3, 4, 5, 6], { from: '11:30', to: '14:00' })).toBe('This code is for orders from 11:30 a.m. to 2 p.m.');
    expect(message([6, 0], null)).toBe('This code is for weekends.');
    expect(message([5, 1, 3], { from: '17:00', to: '20:00' })).toBe('This code is for Mondays, Wednesdays and Fridays, 5 p.m. to 8 p.m.');
    expect(message([1, 2, 3, 4, 5], { from: '11:00', to: '14:00' })).toBe('This code is for weekdays, 11 a.m. to 2 p.m.');
    expect(message([1, 2, 3, 4, 5], null)).toBeUndefined();
  });
});
