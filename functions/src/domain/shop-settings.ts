/**
 * The day's settings as rules: whether online ordering is paused now, when a pause ends, the words
 * a customer reads about it, and the shop's status for its banner. Plain functions of `now`.
 */
import { business } from '../config/business.ts';
import type { PauseRequest, ShopSettings, ShopStatus } from '../contracts/shop-settings.ts';
import { addDays, clockLabel, clockMinutes, dayLabel, localTime, localToInstant, weekday } from '../contracts/business-clock.ts';
import { isClosureDate, type ScheduleRules } from './schedule.ts';

const minuteMs = 60_000;

/** Whether online ordering is paused at `now`. */
export function isPaused(settings: Pick<ShopSettings, 'pausedUntil'>, now: Date): settings is { pausedUntil: string } {
  return settings.pausedUntil !== null && Date.parse(settings.pausedUntil) > now.getTime();
}

/** "Online ordering is paused until 6:30 p.m. Please call us at (414) 555-0173 or try again then." */
export function pausedMessage(pausedUntil: string, now: Date, timeZone: string = business.timeZone): string {
  const until = localTime(Date.parse(pausedUntil), timeZone);
  const today = localTime(now.getTime(), timeZone).date;
  if (until.date === addDays(today, 1) && until.minutes === 0) {
    return `Online ordering is paused for the rest of today. Please call us at ${business.phone} or order again tomorrow.`;
  }
  const when = until.date === today ? clockLabel(until.minutes) : `${dayLabel(until.date)} at ${clockLabel(until.minutes)}`;
  // The clock label ends with its own full stop ('6:30 p.m.').
  return `Online ordering is paused until ${when}${when.endsWith('.') ? '' : '.'} Please call us at ${business.phone} or try again then.`;
}

/**
 * When a pause asked for at `now` ends (ISO): after the minutes asked for, or for 'end-of-day' at
 * today's closing time (at local midnight when the shop does not open again today).
 */
export function pauseEnd(request: PauseRequest, now: Date, rules: Pick<ScheduleRules, 'timeZone' | 'hours'>): string {
  if ('minutes' in request) return new Date(now.getTime() + request.minutes * minuteMs).toISOString();
  const local = localTime(now.getTime(), rules.timeZone);
  const hours = rules.hours[weekday(local.date)];
  const close = hours ? clockMinutes(hours.close) : 0;
  const end = hours && local.minutes < close ? localToInstant(local.date, close, rules.timeZone) : localToInstant(addDays(local.date, 1), 0, rules.timeZone);
  return new Date(end).toISOString();
}

/** What the shop's banner says at `now`: paused, closed all day today, or open. */
export function shopStatus(settings: ShopSettings, now: Date, rules: ScheduleRules): ShopStatus {
  if (isPaused(settings, now)) {
    return { ordering: 'paused', pausedUntil: settings.pausedUntil, message: pausedMessage(settings.pausedUntil, now, rules.timeZone) };
  }
  const today = localTime(now.getTime(), rules.timeZone).date;
  if (isClosureDate(today, rules) || !rules.hours[weekday(today)]) {
    const note = settings.closures.find((closure) => closure.date === today)?.note;
    return { ordering: 'closed-today', message: `We’re closed today${note ? ` (${note})` : ''}. You can still order for another day.` };
  }
  return { ordering: 'open' };
}
