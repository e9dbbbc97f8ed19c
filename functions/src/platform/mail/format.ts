/**
 * How e-mails write dates, in one place. Instants are shown in the business's time zone and say so;
 * a calendar date (yyyy-mm-dd, e.g. an event date) is a day with no time zone. Money is written by
 * formatUsd (platform/contract/money.ts), the one money format of the server and the web; slot times by slotLabel (platform/contract/business-clock.ts),
 * the same words as the customer's inbox.
 */
import { business } from '../config/business.ts';

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'Tuesday, November 24, 2026 at 4:02 PM (Milwaukee time)', or for '2025-07-04' 'Friday, July 4, 2025'. */
export function formatDate(value: Date | string): string {
  const day = typeof value === 'string' ? calendarDate.exec(value) : null;
  if (day) {
    const [, y, m, d] = day.map(Number) as [number, number, number, number];
    return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(Date.UTC(y, m - 1, d)));
  }
  const local = new Intl.DateTimeFormat('en-US', { timeZone: business.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(value));
  return `${local} (${business.address.city} time)`;
}
