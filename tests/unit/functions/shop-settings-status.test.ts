/**
 * The shop's status and the pause's words (docs/business-rules.md#the-shops-status), on the owner's hours, closures,
 * lead times and pause, at fixed instants of Milwaukee's clock. The defaults: Sunday closed, Monday–Wednesday
 * 11 a.m.–8 p.m., Thursday–Friday 11 a.m.–9 p.m., Saturday noon–9 p.m.; pickup 30 minutes, delivery 60.
 */
import { describe, expect, it } from 'vitest';
import { localToInstant } from '../../../functions/src/platform/contract/business-clock.ts';
import { defaultShopSettings, shopStatusSchema, type ShopSettings } from '../../../functions/src/shop/contract/shop-settings.ts';
import { pauseEnd, pausedMessage, shopStatus } from '../../../functions/src/shop/rules/shop-settings.ts';
import { rulesWithSettings } from '../../../functions/src/shop/rules/schedule.ts';

/** An instant given as Milwaukee wall-clock time, e.g. at('2026-11-24', '12:07'). */
const at = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number);
  return new Date(localToInstant(date, h! * 60 + m!, 'America/Chicago'));
};
const iso = (date: string, time: string) => at(date, time).toISOString();

const tuesday = '2026-11-24';
const wednesday = '2026-11-25';
const thanksgiving = '2026-11-26';
const saturday = '2026-11-28';
const sunday = '2026-11-29';
const call = 'Please call us at (414) 555-0173';

function settings(change: Partial<ShopSettings> = {}): ShopSettings {
  return { ...structuredClone(defaultShopSettings), ...change };
}

/** The status, checked against the answer's schema as GET /shop/status sends it. */
function statusAt(now: Date, change: Partial<ShopSettings> = {}) {
  return shopStatusSchema.parse(shopStatus(settings(change), now));
}

/** Settings paused from `now` for some minutes, as POST /owner/settings/pause stores them. */
function pausedFor(now: Date, minutes: number, change: Partial<ShopSettings> = {}): ShopSettings {
  const base = settings(change);
  return { ...base, pausedUntil: pauseEnd({ minutes }, now, rulesWithSettings(base)) };
}

describe('shopStatus', () => {
  it('before opening: orders can be for later today, closed now, opens at opening time', () => {
    const status = statusAt(at(tuesday, '08:00'));
    expect(status).toMatchObject({ ordering: 'open', openNow: false, opensAt: iso(tuesday, '11:00'), label: 'Closed · opens 11 a.m.' });
    expect(status.message).toBeUndefined();
  });

  it('during opening hours: open now, until closing time', () => {
    const status = statusAt(at(tuesday, '12:07'));
    expect(status).toMatchObject({ ordering: 'open', openNow: true, until: iso(tuesday, '20:00'), label: 'Open now · until 8 p.m.' });
    expect(status.opensAt).toBeUndefined();
    expect(statusAt(at(thanksgiving, '20:00')).label).toBe('Open now · until 9 p.m.');
  });

  it('after closing: closed for today, opens tomorrow (or after a closed Sunday, on Monday)', () => {
    expect(statusAt(at(tuesday, '20:30'))).toMatchObject({
      ordering: 'closed-today',
      openNow: false,
      opensAt: iso(wednesday, '11:00'),
      label: 'Closed · opens tomorrow 11 a.m.',
      message: 'We’re closed for today. You can still order for tomorrow or another day.',
    });
    expect(statusAt(at(saturday, '21:30'))).toMatchObject({
      ordering: 'closed-today',
      opensAt: iso('2026-11-30', '11:00'),
      label: 'Closed · opens Monday 11 a.m.',
      message: 'We’re closed for today. You can still order for Monday or another day.',
    });
  });

  it('on a weekday the owner keeps closed: closed today', () => {
    expect(statusAt(at(sunday, '13:00'))).toMatchObject({
      ordering: 'closed-today',
      openNow: false,
      label: 'Closed today · opens tomorrow 11 a.m.',
      message: 'We’re closed today. You can still order for tomorrow or another day.',
    });
  });

  it('with a closure today: closed today with the owner’s note, and the closures of the bookable days listed', () => {
    const closures = [
      { date: '2026-11-20', note: 'Past' },
      { date: thanksgiving, note: 'Thanksgiving' },
      { date: '2026-12-24' },
      { date: '2027-01-01', note: 'Too far to book yet' },
    ];
    const status = statusAt(at(thanksgiving, '12:00'), { closures });
    expect(status).toMatchObject({
      ordering: 'closed-today',
      openNow: false,
      opensAt: iso('2026-11-27', '11:00'),
      label: 'Closed today · opens tomorrow 11 a.m.',
      message: 'We’re closed today (Thanksgiving). You can still order for tomorrow or another day.',
    });
    expect(status.closures).toEqual([{ date: thanksgiving, note: 'Thanksgiving' }]);
    // A closure the day before a closed Sunday: closed until Monday.
    expect(statusAt(at(saturday, '10:00'), { closures: [{ date: saturday, note: 'Family wedding' }] })).toMatchObject({
      label: 'Closed today · opens Monday 11 a.m.',
      message: 'We’re closed today (Family wedding). You can still order for Monday or another day.',
    });
  });

  it('when today’s remaining hours are shorter than the lead time: no more orders today, not open', () => {
    // The last slot is 7:45 p.m.; at 7:15 p.m. a pickup 30 minutes later still fits it, at 7:16 p.m. no longer.
    expect(statusAt(at(tuesday, '19:15'))).toMatchObject({ ordering: 'open', openNow: true });
    expect(statusAt(at(tuesday, '19:16'))).toMatchObject({
      ordering: 'closed-today',
      openNow: false,
      opensAt: iso(wednesday, '11:00'),
      label: 'No more orders today · opens tomorrow 11 a.m.',
      message: 'It’s too late to order for today: the kitchen closes at 8 p.m. You can still order for tomorrow or another day.',
    });
  });

  it('when a day’s hours are shorter than the lead time: closed that whole day', () => {
    const hours = defaultShopSettings.hours.map((day, weekday) => (weekday === 2 ? { open: '11:00', close: '11:30' } : day));
    expect(statusAt(at(tuesday, '09:00'), { hours })).toMatchObject({
      ordering: 'closed-today',
      label: 'Closed today · opens tomorrow 11 a.m.',
      message: 'We’re closed today. You can still order for tomorrow or another day.',
    });
  });

  it('when no day is offered: unavailable, never "order for another day"', () => {
    const status = statusAt(at(tuesday, '12:00'), { hours: [null, null, null, null, null, null, null] });
    expect(status).toMatchObject({
      ordering: 'unavailable',
      openNow: false,
      label: 'Closed today · not taking online orders',
      message: `We’re not taking online orders right now. ${call}.`,
    });
    expect(status.opensAt).toBeUndefined();

    // Closed every day of the bookable 14: the kitchen reopens after them.
    const closures = Array.from({ length: 16 }, (_, day) => ({ date: new Date(Date.UTC(2026, 10, 24 + day)).toISOString().slice(0, 10) }));
    expect(statusAt(at(tuesday, '12:00'), { closures })).toMatchObject({
      ordering: 'unavailable',
      opensAt: iso('2026-12-10', '11:00'),
      label: 'Closed today · opens Thursday, December 10, 11 a.m.',
      message: `We’re not taking online orders right now: the kitchen reopens Thursday, December 10. ${call}.`,
    });
  });

  it('carries the owner’s hours, not the defaults', () => {
    const hours = defaultShopSettings.hours.map((day, weekday) => (weekday === 6 ? { open: '12:00', close: '15:00' } : day));
    const status = statusAt(at(saturday, '15:30'), { hours });
    expect(status.hours).toEqual(hours);
    expect(status).toMatchObject({ ordering: 'closed-today', label: 'Closed · opens Monday 11 a.m.' });
    expect(statusAt(at(saturday, '14:00'), { hours }).label).toBe('Open now · until 3 p.m.');
  });
});

describe('the pause in words', () => {
  it('a pause that ends while the kitchen is open says until when', () => {
    const now = at(tuesday, '12:00');
    const paused = pausedFor(now, 30);
    expect(pausedMessage({ ...paused, pausedUntil: paused.pausedUntil! }, now)).toBe(`Online ordering is paused until 12:30 p.m. ${call} or try again then.`);
    expect(shopStatusSchema.parse(shopStatus(paused, now))).toMatchObject({
      ordering: 'paused',
      pausedUntil: iso(tuesday, '12:30'),
      openNow: false,
      opensAt: iso(tuesday, '12:30'),
      label: 'Paused · back at 12:30 p.m.',
      message: `Online ordering is paused until 12:30 p.m. ${call} or try again then.`,
    });
  });

  it('a 30-minute pause set before opening says when the kitchen opens, not the pause’s end', () => {
    const now = at(tuesday, '08:11');
    expect(shopStatus(pausedFor(now, 30), now)).toMatchObject({
      ordering: 'paused',
      pausedUntil: iso(tuesday, '08:41'),
      opensAt: iso(tuesday, '11:00'),
      label: 'Closed · opens 11 a.m.',
      message: `Online ordering is paused until we open at 11 a.m. ${call} or try again then.`,
    });
  });

  it('a pause past opening says its end, and the status line when ordering is back', () => {
    const now = at(tuesday, '10:50');
    expect(shopStatus(pausedFor(now, 30), now)).toMatchObject({
      ordering: 'paused',
      label: 'Closed · opens 11:20 a.m.',
      message: `Online ordering is paused until 11:20 a.m. ${call} or try again then.`,
    });
  });

  it('a pause into closing time is for the rest of today, and says when to order again', () => {
    const now = at(tuesday, '19:00');
    const rest = `Online ordering is paused for the rest of today. ${call} or order again tomorrow from 11 a.m.`;
    expect(shopStatus(pausedFor(now, 120), now)).toMatchObject({
      ordering: 'paused',
      opensAt: iso(wednesday, '11:00'),
      label: 'Paused for today · back tomorrow 11 a.m.',
      message: rest,
    });
    // 'For the rest of today' ends at closing time: the same words.
    const untilClosing = { ...settings(), pausedUntil: pauseEnd({ until: 'end-of-day' }, at(tuesday, '12:00'), rulesWithSettings(settings())) };
    expect(untilClosing.pausedUntil).toBe(iso(tuesday, '20:00'));
    expect(shopStatus(untilClosing, at(tuesday, '12:00'))).toMatchObject({ message: rest, label: 'Paused for today · back tomorrow 11 a.m.' });
    // Past a closed Sunday: Monday.
    const saturdayNight = at(saturday, '20:30');
    expect(shopStatus(pausedFor(saturdayNight, 720), saturdayNight)).toMatchObject({
      label: 'Paused for today · back Monday 11 a.m.',
      message: `Online ordering is paused for the rest of today. ${call} or order again Monday from 11 a.m.`,
    });
  });

  it('a pause that ends on another day while the kitchen is open says that day and time', () => {
    const now = at(tuesday, '23:30');
    expect(shopStatus(pausedFor(now, 720), now)).toMatchObject({
      ordering: 'paused',
      opensAt: iso(wednesday, '11:30'),
      label: 'Closed · opens tomorrow 11:30 a.m.',
      message: `Online ordering is paused until tomorrow at 11:30 a.m. ${call} or try again then.`,
    });
  });

  it('a pause on a closure day says the kitchen’s next opening', () => {
    const closures = [{ date: thanksgiving, note: 'Thanksgiving' }];
    const now = at(thanksgiving, '12:00');
    expect(shopStatus(pausedFor(now, 60, { closures }), now)).toMatchObject({
      ordering: 'paused',
      label: 'Closed today · opens tomorrow 11 a.m.',
      message: `Online ordering is paused for the rest of today. ${call} or order again tomorrow from 11 a.m.`,
    });
  });

  it('a pause while no day is offered asks for a call', () => {
    const now = at(tuesday, '12:00');
    expect(shopStatus(pausedFor(now, 30, { hours: [null, null, null, null, null, null, null] }), now)).toMatchObject({
      ordering: 'paused',
      label: 'Paused · not taking online orders',
      message: `Online ordering is paused. ${call}.`,
    });
  });
});

describe('shopStatus with special hours', () => {
  it('follows special hours today: open until their closing, closed after it, and lists those of the bookable days', () => {
    const specialHours = [
      { date: tuesday, open: '11:00', close: '19:00', note: 'Staff party' },
      { date: '2026-12-24', open: '11:00', close: '15:00' },
    ];
    const open = statusAt(at(tuesday, '12:07'), { specialHours });
    expect(open).toMatchObject({ ordering: 'open', openNow: true, until: iso(tuesday, '19:00'), label: 'Open now · until 7 p.m.' });
    expect(open.specialHours).toEqual([specialHours[0]]);
    expect(statusAt(at(tuesday, '19:05'), { specialHours })).toMatchObject({ ordering: 'closed-today', label: 'Closed · opens tomorrow 11 a.m.' });
    // Open on a Sunday the weekday keeps closed.
    const sundayOpen = statusAt(at(sunday, '10:00'), { specialHours: [{ date: sunday, open: '09:00', close: '13:00' }] });
    expect(sundayOpen).toMatchObject({ ordering: 'open', openNow: true, label: 'Open now · until 1 p.m.' });
  });
});
