/**
 * The business's clock, in one place for the server and the web: local dates and minutes in the
 * business's time zone (platform/config/business.ts) whatever the machine's or the browser's zone, and the
 * words a customer or the owner reads for them ('5:15 p.m.', 'Tue, Nov 24, 5:15 p.m.', 'Tuesday,
 * November 24'). Slot ids and timestamps are ISO instants in UTC.
 *
 * Every Intl formatter is made at first use and kept: the first one made with a time zone loads the
 * browser's zone data (about 90 ms of a phone's main thread), so merely loading this module must not.
 */
import { business } from '../config/business.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of `options` in `timeZone`, made on first use. */
function formatter(name: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${name} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formatters.set(key, made);
  }
  return made;
}

// ——— Local calendar arithmetic in a time zone ———

export type LocalTime = { date: string; minutes: number; seconds: number };

/** The local date (yyyy-mm-dd), minutes since local midnight and seconds of an instant. */
export function localTime(instant: number, timeZone: string = business.timeZone): LocalTime {
  const parts: Record<string, string> = {};
  const parts24 = formatter('parts', timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  for (const part of parts24.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second) + (instant % 1000) / 1000,
  };
}

/** '2026-11-24': the local calendar day of an ISO instant in the business's time zone, as the server's dates read. */
export function orderLocalDate(iso: string, timeZone: string = business.timeZone): string {
  return localTime(Date.parse(iso), timeZone).date;
}

function dateParts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y!, m!, d!];
}

/** How far local clock time is ahead of UTC at an instant, in ms (negative in the Americas). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const local = localTime(instant, timeZone);
  const [y, m, d] = dateParts(local.date);
  const wall = Date.UTC(y, m - 1, d, 0, local.minutes, Math.floor(local.seconds));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the local clock shows `minutes` after midnight on `date`. */
export function localToInstant(date: string, minutes: number, timeZone: string = business.timeZone): number {
  const [y, m, d] = dateParts(date);
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  const first = wall - zoneOffsetMs(wall, timeZone);
  const offset = zoneOffsetMs(first, timeZone);
  // Near a change the first guess used the other side's offset; the second one settles it.
  return wall - offset;
}

/** A local date `days` later (or earlier): '2026-11-24' + 1 → '2026-11-25'. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The weekday of a local date, 0 = Sunday. */
export function weekday(date: string): number {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Minutes after midnight of a clock time 'hh:mm'. */
export function clockMinutes(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

// ——— Words a customer or the owner reads ———

/** '11:30 a.m.', '7 p.m.' (the house style of the opening hours) for minutes after midnight. */
export function clockLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const suffix = h >= 12 ? 'p.m.' : 'a.m.';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** 'Tuesday, November 24' for a local date. */
export function dayLabel(date: string): string {
  const [y, m, d] = dateParts(date);
  return formatter('day', 'UTC', { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** '5:15 p.m.', or '5 p.m.' on the hour, for an ISO instant in the business's time zone. */
export function formatOrderClock(iso: string, timeZone: string = business.timeZone): string {
  return clockLabel(localTime(Date.parse(iso), timeZone).minutes);
}

/** 'Tue, Nov 24' for an ISO instant in the business's time zone. */
function shortDay(iso: string, timeZone: string): string {
  return formatter('short day', timeZone, { weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(Date.parse(iso)));
}

/** 'Tue, Nov 24 · 5:15 p.m.': a slot or a status change as the web lists it. */
export function formatOrderTime(iso: string, timeZone: string = business.timeZone): string {
  return `${shortDay(iso, timeZone)} · ${formatOrderClock(iso, timeZone)}`;
}

/** 'Tue, Nov 24, 5:15 p.m.': a slot as a sentence says it (messages, e-mails). */
export function slotLabel(slotId: string, timeZone: string = business.timeZone): string {
  return `${shortDay(slotId, timeZone)}, ${formatOrderClock(slotId, timeZone)}`;
}

/** The time as a customer reads it: '5:15 p.m.' on the same local day as `now`, else 'Tue, Nov 24, 5:15 p.m.'. */
export function slotTimeFrom(slotId: string, now: number, timeZone: string = business.timeZone): string {
  const sameDay = localTime(Date.parse(slotId), timeZone).date === localTime(now, timeZone).date;
  return sameDay ? formatOrderClock(slotId, timeZone) : slotLabel(slotId, timeZone);
}

/** 'Nov 24, 2026': the local calendar day of an ISO instant in the business's time zone. */
export function formatOrderDate(iso: string, timeZone: string = business.timeZone): string {
  return formatter('date', timeZone, { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(Date.parse(iso)));
}
