/**
 * The pause in the owner's words, on the business's clock whatever the device's zone: 'Paused
 * until 6:30 p.m.', 'Paused for the rest of today', 'Paused until tomorrow, 9 a.m.'.
 */
import { formatOrderClock, formatOrderTime, orderLocalDate } from '@functions/platform/contract/business-clock.ts';

/** The business's calendar date (yyyy-mm-dd) at an instant. */
export function shopDate(instant: Date = new Date()): string {
  return orderLocalDate(instant.toISOString());
}

/** A date (yyyy-mm-dd) plus whole days, on the calendar. */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whether online ordering is paused at `now`. */
export function isPausedAt(pausedUntil: string | null | undefined, now: number = Date.now()): pausedUntil is string {
  return Boolean(pausedUntil) && Date.parse(pausedUntil!) > now;
}

/** What the owner reads while ordering is paused: until when, on the business's clock. */
export function pausedUntilText(pausedUntil: string, now: Date = new Date()): string {
  const today = shopDate(now);
  const day = shopDate(new Date(pausedUntil));
  const clock = formatOrderClock(pausedUntil);
  if (day === today) return `Paused until ${clock}`;
  if (day === addDays(today, 1)) return clock === '12 a.m.' ? 'Paused for the rest of today' : `Paused until tomorrow, ${clock}`;
  return `Paused until ${formatOrderTime(pausedUntil)}`;
}
