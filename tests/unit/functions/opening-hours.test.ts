import { describe, expect, it } from 'vitest';
import { localToInstant } from '../../../functions/src/platform/contract/business-clock.ts';
import { dayWords, openingHoursLines, openingHoursWeek, opensWords } from '../../../functions/src/shop/contract/opening-hours.ts';
import { defaultShopSettings } from '../../../functions/src/shop/contract/shop-settings.ts';

const iso = (date: string, minutes: number) => new Date(localToInstant(date, minutes, 'America/Chicago')).toISOString();

describe('the opening hours in words', () => {
  it('folds equal days together, Monday first, from the hours given', () => {
    expect(openingHoursLines(defaultShopSettings.hours)).toEqual([
      'Monday – Wednesday: 11 a.m. – 8 p.m.',
      'Thursday – Friday: 11 a.m. – 9 p.m.',
      'Saturday: 12 p.m. – 9 p.m.',
      'Sunday: Closed',
    ]);
    const shorterSaturday = defaultShopSettings.hours.map((hours, day) => (day === 6 ? { open: '12:00', close: '15:30' } : hours));
    expect(openingHoursLines(shorterSaturday)).toContain('Saturday: 12 p.m. – 3:30 p.m.');
    expect(openingHoursWeek(shorterSaturday).map((row) => `${row.day} ${row.text}`)).toEqual([
      'Monday 11 a.m. – 8 p.m.',
      'Tuesday 11 a.m. – 8 p.m.',
      'Wednesday 11 a.m. – 8 p.m.',
      'Thursday 11 a.m. – 9 p.m.',
      'Friday 11 a.m. – 9 p.m.',
      'Saturday 12 p.m. – 3:30 p.m.',
      'Sunday Closed',
    ]);
  });

  it('names the next opening from now: today’s time, tomorrow, a weekday, or the date beyond a week', () => {
    const now = Date.parse(iso('2026-11-24', 8 * 60));
    expect(opensWords(iso('2026-11-24', 11 * 60), now)).toBe('11 a.m.');
    expect(opensWords(iso('2026-11-25', 11 * 60 + 30), now)).toBe('tomorrow 11:30 a.m.');
    expect(opensWords(iso('2026-11-30', 11 * 60), now)).toBe('Monday 11 a.m.');
    expect(opensWords(iso('2026-12-01', 11 * 60), now)).toBe('Tuesday, December 1, 11 a.m.');
    expect(dayWords('2026-11-24', '2026-11-24')).toBe('today');
  });
});
