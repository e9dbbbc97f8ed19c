/**
 * When a customer's update or reminder may go (docs/business-rules.md#customer-updates). Pure.
 *
 * - Nothing is sent about an order more than a day past its time: a replayed or late change of an old order is news to
 *   nobody (Ownplate sent "ready" texts for orders days old).
 * - A scheduled order's reminder goes an hour before its time, never at night: quiet hours (9 p.m. to 8 a.m. in the
 *   kitchen's time) hold it to 8 a.m., and a reminder that would come less than a quarter of an hour before the time
 *   is not sent at all. Quiet hours hold only the reminder: an update the customer is waiting for ("ready") goes at once.
 */
import { business } from '../../platform/config/business.ts';
import { addDays, localTime, localToInstant } from '../../platform/contract/business-clock.ts';

export const staleAfterHours = 24;

/** Whether the order's time (its slot, an ISO instant) is more than a day behind `now`. */
export function tooLateFor(slotId: string, now: Date): boolean {
  return now.getTime() - new Date(slotId).getTime() > staleAfterHours * 60 * 60 * 1000;
}

/** How long before the order's time its reminder goes. */
export const reminderLeadMinutes = 60;
/** A reminder later than this before the order's time is not worth sending (the customer is on their way, or not). */
export const reminderLatestLeadMinutes = 15;
/** The kitchen's quiet hours, in minutes after local midnight: from 9 p.m. to 8 a.m. */
export const quietHours = { from: 21 * 60, to: 8 * 60 } as const;

const minute = 60_000;

/** Whether an instant falls in the quiet hours of the kitchen's clock. */
export function inQuietHours(instant: number, timeZone: string = business.timeZone): boolean {
  const { minutes } = localTime(instant, timeZone);
  return minutes >= quietHours.from || minutes < quietHours.to;
}

/**
 * When the reminder of an order promised for `promisedAt` goes, or undefined when none does: an hour before, held to
 * 8 a.m. when that is in the quiet hours, none when that comes within a quarter of an hour of the time or is not ahead
 * of `now` (an order accepted within the hour: its "accepted" message said the time).
 */
export function reminderAt(promisedAt: string, now: Date, timeZone: string = business.timeZone): Date | undefined {
  const promised = Date.parse(promisedAt);
  if (Number.isNaN(promised)) return undefined;
  let at = promised - reminderLeadMinutes * minute;
  if (inQuietHours(at, timeZone)) {
    const local = localTime(at, timeZone);
    at = localToInstant(local.minutes >= quietHours.from ? addDays(local.date, 1) : local.date, quietHours.to, timeZone);
  }
  if (at > promised - reminderLatestLeadMinutes * minute || at <= now.getTime()) return undefined;
  return new Date(at);
}

/**
 * Whether a reminder may still go at `instant` (when its timer ran, or the time it was set for if that is later): not
 * in the quiet hours, and not within a quarter of an hour of the order's time (a timer retried late is dropped).
 */
export function reminderStillDue(promisedAt: string, instant: number, timeZone: string = business.timeZone): boolean {
  return !inQuietHours(instant, timeZone) && instant <= Date.parse(promisedAt) - reminderLatestLeadMinutes * minute;
}
