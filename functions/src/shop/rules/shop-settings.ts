/**
 * The day's settings as rules: whether online ordering is paused now, when a pause ends, and the shop's status
 * (docs/business-rules.md#the-shops-status): open now and until when, or when the kitchen opens, in the owner's
 * hours, closures, lead times and pause, with the words a customer reads. Plain functions of `now`.
 */
import { business } from '../../platform/config/business.ts';
import type { PauseRequest, ShopSettings, ShopStatus } from '../contract/shop-settings.ts';
import { addDays, clockLabel, clockMinutes, localTime, localToInstant } from '../../platform/contract/business-clock.ts';
import { dayWords, opensWords } from '../contract/opening-hours.ts';
import { dayWindow, firstBookableDay, hoursOnDate, lastBookableDate, nextOpenDay, offersSlotOn, rulesWithSettings, type ScheduleRules } from './schedule.ts';

const minuteMs = 60_000;

type HoursSettings = Pick<ShopSettings, 'hours' | 'closures' | 'maxOrdersPerSlot' | 'leadMinutes'> & Partial<Pick<ShopSettings, 'specialHours'>>;

/** Whether online ordering is paused at `now`. */
export function isPaused(settings: Pick<ShopSettings, 'pausedUntil'>, now: Date): settings is { pausedUntil: string } {
  return settings.pausedUntil !== null && Date.parse(settings.pausedUntil) > now.getTime();
}

/** A date's opening and closing instants, or null when the shop is closed all that day (the weekday's hours, a closure). */
function hoursOn(date: string, rules: ScheduleRules): { open: number; close: number } | null {
  const hours = hoursOnDate(date, rules);
  if (!hours) return null;
  return { open: localToInstant(date, clockMinutes(hours.open), rules.timeZone), close: localToInstant(date, clockMinutes(hours.close), rules.timeZone) };
}

/** Closed all day: the weekday's hours, a closure, or hours shorter than the lead time (no slot at all). */
function closedAllDay(date: string, rules: ScheduleRules): boolean {
  return dayWindow(date, 'pickup', rules) === null && dayWindow(date, 'delivery', rules) === null;
}

/**
 * When, from `at`, an order can next be placed for the same day with the kitchen open: `at` itself inside hours
 * while a slot is still offered that day; else the opening of the first day that offers one (within the bookable
 * days from `at`); else the opening of the first open day after them. Null when no day of the next year opens.
 */
function nextOpenForOrders(at: number, rules: ScheduleRules): { instant: number; bookable: boolean } | null {
  const date = localTime(at, rules.timeZone).date;
  const today = hoursOn(date, rules);
  if (today && at >= today.open && at < today.close && offersSlotOn(date, new Date(at), rules)) return { instant: at, bookable: true };
  const bookable = firstBookableDay(new Date(at), rules);
  const day = bookable ?? nextOpenDay(addDays(date, 1), rules);
  const hours = day === null ? null : hoursOn(day, rules);
  if (!hours) return null;
  return { instant: Math.max(at, hours.open), bookable: bookable !== null };
}

const callUs = `Please call us at ${business.phone}`;

/**
 * The pause in a customer's words, worded with the hours in mind (docs/business-rules.md#the-shops-status): until
 * when, when the pause ends while the kitchen is open; until the kitchen opens, when it ends before opening; the
 * rest of today and when to order again, when it runs past closing.
 */
export function pausedMessage(settings: HoursSettings & { pausedUntil: string }, now: Date, rules: ScheduleRules = rulesWithSettings(settings)): string {
  const end = Date.parse(settings.pausedUntil);
  const today = localTime(now.getTime(), rules.timeZone).date;
  const back = nextOpenForOrders(end, rules);
  if (!back) return `Online ordering is paused. ${callUs}.`;
  const at = localTime(back.instant, rules.timeZone);
  const clock = clockLabel(at.minutes);
  if (at.date === today) {
    // 'until 6:30 p.m.' while open; a pause that ends before opening names the opening instead (a clock label ends with its own full stop).
    return `Online ordering is paused until ${back.instant === end ? clock : `we open at ${clock}`} ${callUs} or try again then.`;
  }
  const day = dayWords(at.date, today);
  if (back.instant === end) return `Online ordering is paused until ${day} at ${clock} ${callUs} or try again then.`;
  return `Online ordering is paused for the rest of today. ${callUs} or order again ${day.includes(',') ? `on ${day}` : day} from ${clock}`;
}

/**
 * When a pause asked for at `now` ends (ISO): after the minutes asked for, or for 'end-of-day' at
 * today's closing time (at local midnight when the shop does not open again today).
 */
export function pauseEnd(request: PauseRequest, now: Date, rules: Pick<ScheduleRules, 'timeZone' | 'hours' | 'closures' | 'specialHours'>): string {
  if ('minutes' in request) return new Date(now.getTime() + request.minutes * minuteMs).toISOString();
  const local = localTime(now.getTime(), rules.timeZone);
  const hours = hoursOnDate(local.date, rules);
  const close = hours ? clockMinutes(hours.close) : 0;
  const end = hours && local.minutes < close ? localToInstant(local.date, close, rules.timeZone) : localToInstant(addDays(local.date, 1), 0, rules.timeZone);
  return new Date(end).toISOString();
}

/** 'Closed · opens 11 a.m.', 'Closed today · opens Tuesday 11 a.m.' */
function closedLabel(today: string, opensAt: number | undefined, now: Date, rules: ScheduleRules): string {
  const closed = closedAllDay(today, rules) ? 'Closed today' : 'Closed';
  return opensAt === undefined
    ? `${closed} · not taking online orders`
    : `${closed} · opens ${opensWords(new Date(opensAt).toISOString(), now.getTime(), rules.timeZone)}`;
}

/**
 * The shop's status at `now` (GET /shop/status): whether ordering is open, paused, closed for today or
 * unavailable, open now until when or when the kitchen opens, and the words for the banner and the status line.
 */
export function shopStatus(settings: ShopSettings, now: Date, rules: ScheduleRules = rulesWithSettings(settings)): ShopStatus {
  const today = localTime(now.getTime(), rules.timeZone).date;
  const lastDay = lastBookableDate(now, rules);
  const shown = {
    hours: settings.hours,
    closures: settings.closures.filter((closure) => closure.date >= today && closure.date <= lastDay),
    specialHours: settings.specialHours.filter((day) => day.date >= today && day.date <= lastDay),
  };
  const iso = (instant: number) => new Date(instant).toISOString();

  if (isPaused(settings, now)) {
    const message = pausedMessage(settings, now, rules);
    const back = nextOpenForOrders(Date.parse(settings.pausedUntil), rules);
    const hours = hoursOn(today, rules);
    const inHours = hours !== null && now.getTime() >= hours.open && now.getTime() < hours.close;
    let label: string;
    if (!back) label = 'Paused · not taking online orders';
    else if (!inHours) label = closedLabel(today, back.instant, now, rules);
    else if (localTime(back.instant, rules.timeZone).date === today) label = `Paused · back at ${clockLabel(localTime(back.instant, rules.timeZone).minutes)}`;
    else label = `Paused for today · back ${opensWords(iso(back.instant), now.getTime(), rules.timeZone)}`;
    return {
      ordering: 'paused',
      pausedUntil: settings.pausedUntil,
      message,
      openNow: false,
      ...(back ? { opensAt: iso(back.instant) } : {}),
      label,
      ...shown,
    };
  }

  const next = nextOpenForOrders(now.getTime(), rules);
  const hours = hoursOn(today, rules);
  if (next && next.instant === now.getTime() && hours) {
    return {
      ordering: 'open',
      openNow: true,
      until: iso(hours.close),
      label: `Open now · until ${clockLabel(localTime(hours.close, rules.timeZone).minutes)}`,
      ...shown,
    };
  }
  const opensAt = next ? iso(next.instant) : undefined;
  const base = { openNow: false, ...(opensAt ? { opensAt } : {}), ...shown };
  if (next && localTime(next.instant, rules.timeZone).date === today) {
    // Before opening, with times still offered today.
    return { ordering: 'open', label: closedLabel(today, next.instant, now, rules), ...base };
  }
  if (!next?.bookable) {
    const reopens = next ? `: the kitchen reopens ${dayWords(localTime(next.instant, rules.timeZone).date, today)}` : '';
    return {
      ordering: 'unavailable',
      message: `We’re not taking online orders right now${reopens}. ${callUs}.`,
      label: closedLabel(today, next?.instant, now, rules),
      ...base,
    };
  }
  const nextDay = dayWords(localTime(next.instant, rules.timeZone).date, today);
  const orderFor = `You can still order for ${nextDay} or another day.`;
  const note = settings.closures.find((closure) => closure.date === today)?.note;
  let message: string;
  let label = closedLabel(today, next.instant, now, rules);
  if (closedAllDay(today, rules)) message = `We’re closed today${note ? ` (${note})` : ''}. ${orderFor}`;
  else if (hours && now.getTime() >= hours.close) message = `We’re closed for today. ${orderFor}`;
  else {
    // Inside today's hours, but too late for the lead time: the kitchen is open, the day's orders are taken.
    message = `It’s too late to order for today: the kitchen closes at ${clockLabel(localTime(hours?.close ?? now.getTime(), rules.timeZone).minutes)} ${orderFor}`;
    label = `No more orders today · opens ${opensWords(iso(next.instant), now.getTime(), rules.timeZone)}`;
  }
  return { ordering: 'closed-today', message, label, ...base };
}
