/**
 * Order times as customers read them, always on the business's clock (America/Chicago), whatever
 * the browser's zone: 'Tue, Nov 24 · 5:15 p.m.' for a slot or a status change, 'Nov 24, 2026' for
 * the day an order was placed. Slot ids and timestamps are ISO instants in UTC.
 */
import { business } from '@business';
import { once } from './once.ts';

const dateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: business.timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }),
);

const dateFormat = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: business.timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }),
);

function partsOf(iso: string) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateTimeFormat().formatToParts(new Date(iso))) parts[part.type] = part.value;
  return parts;
}

/** '5:15 p.m.', or '5 p.m.' on the hour (the house style of the opening hours). */
export function formatOrderClock(iso: string): string {
  const { hour = '', minute = '00', dayPeriod = '' } = partsOf(iso);
  const period = dayPeriod.toUpperCase().startsWith('P') ? 'p.m.' : 'a.m.';
  return minute === '00' ? `${hour} ${period}` : `${hour}:${minute} ${period}`;
}

/** 'Tue, Nov 24 · 5:15 p.m.' in the business's time zone. */
export function formatOrderTime(iso: string): string {
  const { weekday = '', month = '', day = '' } = partsOf(iso);
  return `${weekday}, ${month} ${day} · ${formatOrderClock(iso)}`;
}

/** 'Nov 24, 2026': the local calendar day in the business's time zone. */
export function formatOrderDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}

const isoDateFormat = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: business.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** '2026-11-24': the local calendar day in the business's time zone, as the server's dates read. */
export function orderLocalDate(iso: string): string {
  return isoDateFormat().format(new Date(iso));
}
