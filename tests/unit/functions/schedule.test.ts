import { describe, expect, it } from 'vitest';
import {
  asapAvailability,
  checkSlot,
  earliestCateringDate,
  firstBookableDay,
  nextOpenDay,
  offeredSlots,
  offersSlotOn,
  scheduleRules,
  type ScheduleRules,
} from '../../../functions/src/shop/rules/schedule.ts';
import { localToInstant } from '../../../functions/src/platform/contract/business-clock.ts';

/** An instant given as Milwaukee wall-clock time, e.g. at('2026-11-24', '12:07'). */
const at = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number);
  return new Date(localToInstant(date, h! * 60 + m!, 'America/Chicago'));
};
const slotAt = (date: string, time: string) => at(date, time).toISOString();

const tuesday = '2026-11-24'; // open 11:00–20:00
const allSlots = (days: ReturnType<typeof offeredSlots>) => days.flatMap((day) => day.slots);

describe('offeredSlots', () => {
  it('offers 15-minute slots as UTC instants, from opening plus the lead time to 15 minutes before closing', () => {
    const days = offeredSlots({ now: at(tuesday, '09:00'), mode: 'pickup', catering: false });
    const today = days[0]!;
    expect(today.date).toBe(tuesday);
    expect(today.slots[0]).toEqual({ id: '2026-11-24T17:30:00.000Z', date: tuesday, time: '11:30', placesLeft: 6 });
    expect(today.slots.at(-1)).toMatchObject({ id: '2026-11-25T01:45:00.000Z', time: '19:45' });
    expect(today.slots.map((slot) => slot.time).slice(0, 3)).toEqual(['11:30', '11:45', '12:00']);
    // Delivery needs an hour in the kitchen and on the road.
    expect(offeredSlots({ now: at(tuesday, '09:00'), mode: 'delivery', catering: false })[0]!.slots[0]!.time).toBe('12:00');
  });

  it('starts today at the first slot after now plus the lead time', () => {
    const pickup = offeredSlots({ now: at(tuesday, '12:07'), mode: 'pickup', catering: false });
    expect(pickup[0]!.slots[0]!.time).toBe('12:45');
    const delivery = offeredSlots({ now: at(tuesday, '12:07'), mode: 'delivery', catering: false });
    expect(delivery[0]!.slots[0]!.time).toBe('13:15');
  });

  it('leaves out Sundays (closed) and begins tomorrow once today is over', () => {
    const saturdayNight = at('2026-11-28', '20:50');
    const days = offeredSlots({ now: saturdayNight, mode: 'pickup', catering: false });
    expect(days[0]!.date).toBe('2026-11-30'); // Monday: Saturday is over, Sunday closed
    expect(days.some((day) => new Date(`${day.date}T12:00:00Z`).getUTCDay() === 0)).toBe(false);
  });

  it('offers today and the next 14 days, no further', () => {
    const days = offeredSlots({ now: at(tuesday, '09:00'), mode: 'pickup', catering: false });
    expect(days.at(-1)!.date).toBe('2026-12-08');
    // 15 calendar days, two of them Sundays.
    expect(days).toHaveLength(13);
  });

  it('moves the UTC ids with daylight saving time, keeping the local clock times', () => {
    // Spring forward on Sunday 8 March 2026: Saturday is CST (UTC−6), Monday CDT (UTC−5).
    const spring = offeredSlots({ now: at('2026-03-07', '10:00'), mode: 'pickup', catering: false });
    expect(spring[0]).toMatchObject({ date: '2026-03-07' });
    expect(spring[0]!.slots[0]).toMatchObject({ time: '12:30', id: '2026-03-07T18:30:00.000Z' });
    expect(spring[1]!.date).toBe('2026-03-09');
    expect(spring[1]!.slots[0]).toMatchObject({ time: '11:30', id: '2026-03-09T16:30:00.000Z' });
    // Fall back on Sunday 1 November 2026: Saturday CDT, Monday CST.
    const fall = offeredSlots({ now: at('2026-10-31', '10:00'), mode: 'pickup', catering: false });
    expect(fall[0]!.slots[0]).toMatchObject({ time: '12:30', id: '2026-10-31T17:30:00.000Z' });
    expect(fall[1]!.slots[0]).toMatchObject({ time: '11:30', date: '2026-11-02', id: '2026-11-02T17:30:00.000Z' });
  });

  it('skips the hour that does not exist on the spring-forward night and never repeats an id in the autumn', () => {
    const nightOwl: ScheduleRules = {
      ...scheduleRules,
      hours: [{ open: '00:00', close: '04:15' }, null, null, null, null, null, null],
      leadMinutes: { pickup: 0, delivery: 0 },
    };
    const spring = allSlots(offeredSlots({ now: at('2026-03-07', '23:00'), mode: 'pickup', catering: false, rules: nightOwl }));
    const springTimes = spring.filter((slot) => slot.date === '2026-03-08').map((slot) => slot.time);
    expect(springTimes).toContain('01:45');
    expect(springTimes).toContain('03:00');
    expect(springTimes.filter((time) => time.startsWith('02:'))).toEqual([]);
    const fall = allSlots(offeredSlots({ now: at('2026-10-31', '23:00'), mode: 'pickup', catering: false, rules: nightOwl }));
    expect(new Set(fall.map((slot) => slot.id)).size).toBe(fall.length);
    expect(fall.filter((slot) => slot.date === '2026-11-01' && slot.time === '01:30')).toHaveLength(1);
  });

  it('leaves full slots out and counts the places left', () => {
    const noon = slotAt(tuesday, '12:00');
    const quarterPast = slotAt(tuesday, '12:15');
    const slots = allSlots(offeredSlots({ now: at(tuesday, '09:00'), mode: 'pickup', catering: false, taken: { [noon]: 6, [quarterPast]: 5 } }));
    expect(slots.find((slot) => slot.id === noon)).toBeUndefined();
    expect(slots.find((slot) => slot.id === quarterPast)?.placesLeft).toBe(1);
  });

  it('follows special hours on their date only, in place of the weekday’s (also on a weekday kept closed)', () => {
    const rules: ScheduleRules = {
      ...scheduleRules,
      specialHours: [
        { date: tuesday, open: '11:00', close: '19:00' },
        { date: '2026-11-29', open: '10:00', close: '14:00' },
      ],
    };
    const days = offeredSlots({ now: at(tuesday, '09:00'), mode: 'pickup', catering: false, rules });
    expect(days[0]!.slots.at(-1)!.time).toBe('18:45');
    expect(days[1]!.slots.at(-1)!.time).toBe('19:45');
    const sunday = days.find((day) => day.date === '2026-11-29')!;
    expect([sunday.slots[0]!.time, sunday.slots.at(-1)!.time]).toEqual(['10:30', '13:45']);
    expect(checkSlot({ slotId: slotAt(tuesday, '19:00'), now: at(tuesday, '09:00'), mode: 'pickup', catering: false, rules })).toMatchObject({
      ok: false,
      reason: 'OUTSIDE_HOURS',
    });
    expect(asapAvailability({ now: at(tuesday, '18:40'), mode: 'pickup', catering: false, rules }).available).toBe(false);
    // A closure wins over special hours the same day.
    expect(offeredSlots({ now: at(tuesday, '09:00'), mode: 'pickup', catering: false, rules: { ...rules, closures: [tuesday] } })[0]!.date).not.toBe(tuesday);
  });

  it('starts catering on the day after next before 5 p.m., a day later from 5 p.m.', () => {
    const before = offeredSlots({ now: at(tuesday, '16:59'), mode: 'delivery', catering: true });
    expect(before[0]!.date).toBe('2026-11-26');
    const after = offeredSlots({ now: at(tuesday, '17:00'), mode: 'delivery', catering: true });
    expect(after[0]!.date).toBe('2026-11-27');
    expect(earliestCateringDate(at('2026-11-28', '08:00'))).toBe('2026-11-30');
  });
});

describe('checkSlot', () => {
  const now = at(tuesday, '12:07');
  const check = (slotId: string, options: Partial<Parameters<typeof checkSlot>[0]> = {}) =>
    checkSlot({ slotId, now, mode: 'pickup', catering: false, ...options });

  it('accepts an offered slot and answers it with its local date and time', () => {
    expect(check(slotAt(tuesday, '12:45'))).toEqual({
      ok: true,
      slot: { id: '2026-11-24T18:45:00.000Z', date: tuesday, time: '12:45', placesLeft: 6 },
    });
    // The same instant without milliseconds is the same slot.
    expect(check('2026-11-24T18:45:00Z')).toMatchObject({ ok: true, slot: { id: '2026-11-24T18:45:00.000Z' } });
  });

  it('refuses a slot in the past', () => {
    expect(check(slotAt(tuesday, '12:00'))).toMatchObject({ ok: false, reason: 'PAST' });
    expect(check(slotAt('2026-11-23', '12:00'))).toMatchObject({ ok: false, reason: 'PAST' });
  });

  it('refuses a slot before the lead time and names the earliest time today', () => {
    const refusal = check(slotAt(tuesday, '12:30'));
    expect(refusal).toMatchObject({ ok: false, reason: 'BEFORE_LEAD_TIME' });
    expect(refusal.ok ? '' : refusal.message).toBe('The kitchen needs 30 minutes for pickup orders: the earliest time today is 12:45 p.m.');
    expect(check(slotAt(tuesday, '13:00'), { mode: 'delivery' })).toMatchObject({ ok: false, reason: 'BEFORE_LEAD_TIME' });
    expect(check(slotAt(tuesday, '13:15'), { mode: 'delivery' })).toMatchObject({ ok: true });
  });

  it('refuses a Sunday and times outside the day’s slots, saying when the day’s times run', () => {
    const sunday = check(slotAt('2026-11-29', '13:00'));
    expect(sunday).toMatchObject({ ok: false, reason: 'OUTSIDE_HOURS', message: 'We’re closed on Sundays. Please choose another day.' });
    const late = check(slotAt('2026-11-25', '20:00'));
    expect(late).toMatchObject({ ok: false, reason: 'OUTSIDE_HOURS' });
    expect(late.ok ? '' : late.message).toBe('On Wednesday, November 25, pickup times run from 11:30 a.m. to 7:45 p.m.');
    expect(check(slotAt('2026-11-25', '19:45'))).toMatchObject({ ok: true });
    // Friday closes at 9 p.m.
    expect(check(slotAt('2026-11-27', '20:45'))).toMatchObject({ ok: true });
    expect(check(slotAt('2026-11-27', '21:00'))).toMatchObject({ ok: false, reason: 'OUTSIDE_HOURS' });
    expect(check(slotAt('2026-11-25', '11:45'), { mode: 'delivery' })).toMatchObject({ ok: false, reason: 'OUTSIDE_HOURS' });
  });

  it('refuses a time off the 15-minute grid or not an instant at all', () => {
    expect(check(slotAt('2026-11-25', '12:10'))).toMatchObject({ ok: false, reason: 'NOT_ON_GRID' });
    expect(check('2026-11-25T18:00:30.000Z')).toMatchObject({ ok: false, reason: 'NOT_ON_GRID' });
    expect(check('tomorrow at noon')).toMatchObject({ ok: false, reason: 'NOT_ON_GRID' });
  });

  it('refuses more than 14 days ahead', () => {
    expect(check(slotAt('2026-12-08', '19:45'))).toMatchObject({ ok: true });
    const far = check(slotAt('2026-12-09', '12:00'));
    expect(far).toMatchObject({ ok: false, reason: 'TOO_FAR_AHEAD' });
    expect(far.ok ? '' : far.message).toContain('Tuesday, December 8');
  });

  it('refuses a full slot', () => {
    const slot = slotAt('2026-11-25', '12:00');
    expect(check(slot, { taken: { [slot]: 6 } })).toMatchObject({ ok: false, reason: 'FULL' });
    expect(check(slot, { taken: { [slot]: 5 } })).toMatchObject({ ok: true, slot: { placesLeft: 1 } });
  });

  it('holds catering to the 5 p.m. notice for the day after next', () => {
    const thursdayNoon = slotAt('2026-11-26', '12:00');
    expect(check(thursdayNoon, { now: at(tuesday, '16:59'), catering: true, mode: 'delivery' })).toMatchObject({ ok: true });
    const late = check(thursdayNoon, { now: at(tuesday, '17:00'), catering: true, mode: 'delivery' });
    expect(late).toMatchObject({ ok: false, reason: 'CATERING_NOTICE' });
    expect(late.ok ? '' : late.message).toContain('Friday, November 27');
    expect(check(slotAt('2026-11-25', '13:00'), { catering: true })).toMatchObject({ ok: false, reason: 'CATERING_NOTICE' });
    // A regular order may be for tomorrow.
    expect(check(slotAt('2026-11-25', '13:00'))).toMatchObject({ ok: true });
  });
});

describe('asapAvailability', () => {
  it('is available while open, ready after the lead time', () => {
    expect(asapAvailability({ now: at(tuesday, '12:07'), mode: 'pickup', catering: false })).toEqual({
      available: true,
      readyAt: slotAt(tuesday, '12:37'),
    });
    expect(asapAvailability({ now: at(tuesday, '12:07'), mode: 'delivery', catering: false })).toEqual({
      available: true,
      readyAt: slotAt(tuesday, '13:07'),
    });
  });

  it('needs the food ready by the last slot of the day', () => {
    expect(asapAvailability({ now: at(tuesday, '19:15'), mode: 'pickup', catering: false })).toMatchObject({ available: true });
    expect(asapAvailability({ now: at(tuesday, '19:16'), mode: 'pickup', catering: false })).toMatchObject({ available: false });
    expect(asapAvailability({ now: at(tuesday, '18:45'), mode: 'delivery', catering: false })).toMatchObject({ available: true });
    expect(asapAvailability({ now: at(tuesday, '18:46'), mode: 'delivery', catering: false })).toMatchObject({ available: false });
  });

  it('is not available before opening, on Sundays, or for catering', () => {
    expect(asapAvailability({ now: at(tuesday, '10:30'), mode: 'pickup', catering: false })).toEqual({
      available: false,
      message: 'We open at 11 a.m. today. Please choose a time.',
    });
    expect(asapAvailability({ now: at('2026-11-29', '13:00'), mode: 'pickup', catering: false })).toMatchObject({ available: false });
    expect(asapAvailability({ now: at(tuesday, '12:00'), mode: 'delivery', catering: true })).toMatchObject({ available: false });
  });
});

describe('firstBookableDay', () => {
  // offeredSlots lists every slot of 15 days, so a few telling instants rather than every quarter hour.
  it('is the first day offeredSlots offers, pickup or delivery, before, during, at the end of and after the day', { timeout: 30_000 }, () => {
    const rules: ScheduleRules = { ...scheduleRules, closures: ['2026-11-26'] };
    for (const date of [tuesday, '2026-11-26', '2026-11-28', '2026-11-29']) {
      for (const time of ['08:00', '18:45', '19:16', '20:30']) {
        const now = at(date, time);
        const firsts = (['pickup', 'delivery'] as const).map((mode) => offeredSlots({ now, mode, catering: false, rules })[0]?.date ?? '~').sort();
        expect(firstBookableDay(now, rules) ?? '~', `${date} ${time}`).toBe(firsts[0]);
      }
    }
  });

  it('offers today only while the last slot is a lead time away; none when no weekday has hours', () => {
    expect(offersSlotOn(tuesday, at(tuesday, '19:15'))).toBe(true);
    expect(offersSlotOn(tuesday, at(tuesday, '19:16'))).toBe(false);
    const closed: ScheduleRules = { ...scheduleRules, hours: [null, null, null, null, null, null, null] };
    expect(firstBookableDay(at(tuesday, '12:00'), closed)).toBeNull();
    expect(nextOpenDay(tuesday, closed)).toBeNull();
    expect(nextOpenDay('2026-11-29')).toBe('2026-11-30');
  });
});
