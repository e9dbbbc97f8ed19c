/**
 * Words for the schedule's days and times, always in the business's time zone (a customer away
 * from Milwaukee still reads the kitchen's clock): 'Today', 'Tomorrow', 'Tue, Nov 24', '5:15 p.m.'.
 */
import { business } from '@business';
import { clockText } from '../../../lib/catering-terms.ts';
import { once } from '../../../lib/once.ts';

const timeZone = business.timeZone;

const localParts = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

function partsOf(instant: Date): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of localParts().formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/** The business's calendar date (yyyy-mm-dd) at an instant. */
export function businessDate(instant: Date = new Date()): string {
  const parts = partsOf(instant);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A date string (yyyy-mm-dd) plus whole days, on the calendar (no clock involved). */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function utcNoon(date: string): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12));
}

const shortDay = once(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }));
const longDay = once(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }));

/** A day chip's text: 'Today', 'Tomorrow' or 'Tue, Nov 24'. */
export function dayChipLabel(date: string, today: string = businessDate()): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return shortDay().format(utcNoon(date));
}

const weekdayShort = once(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' }));
const monthDay = once(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }));

/** A day chip's two lines, short enough for four chips abreast on a phone: 'Tue' over 'Nov 24', 'Today' or 'Tomorrow'. */
export function dayChipLines(date: string, today: string = businessDate()): [string, string] {
  const label = dayChipLabel(date, today);
  return [weekdayShort().format(utcNoon(date)), label.includes(',') ? monthDay().format(utcNoon(date)) : label];
}

/** The whole day: 'Tuesday, November 24'. */
export function longDayLabel(date: string): string {
  return longDay().format(utcNoon(date));
}

/** A 24-hour clock time 'HH:MM' as the shop writes it: '5 p.m.', '5:15 p.m.' (shared with the catering terms). */
export { clockText };

/** An instant's time on the business's clock, with its day when it is not today: '12:45 p.m.', 'Tomorrow, 11:30 a.m.'. */
export function instantLabel(iso: string, today: string = businessDate()): string {
  const instant = new Date(iso);
  const parts = partsOf(instant);
  const time = clockText(`${parts.hour}:${parts.minute}`);
  const date = businessDate(instant);
  return date === today ? time : `${dayChipLabel(date, today)}, ${time}`;
}
