/**
 * The order board's rules (docs/business-rules.md#the-order-board): which orders it shows, how the
 * search matches, and the ready time an accept gives. Pure; no AWS imports.
 */
import { business } from '../config/business.ts';
import { boardLimits } from '../contracts/kitchen.ts';
import type { Order, OrderStatus } from '../contracts/order.ts';
import { addDays, localTime, localToInstant } from '../contracts/business-clock.ts';

/** Statuses the kitchen still has to act on: on the board whatever their day. */
export const openStatuses: readonly OrderStatus[] = ['placed', 'accepted', 'ready', 'out-for-delivery'];
/** Finished statuses: on the board for the day of their time only (the search finds older ones). */
export const finishedStatuses: readonly OrderStatus[] = ['completed', 'cancelled'];

/** A range of order times (slot ids, ISO) to read. */
export type SlotRange = { from: string; to: string };

/** How far back open orders stay on the board (an order nobody closed still needs closing), and ahead (catering is booked weeks out). */
const openDaysBack = 7;
const daysAhead = 366;

const iso = (instant: number) => new Date(instant).toISOString();

function dayStart(date: string, timeZone: string): number {
  return localToInstant(date, 0, timeZone);
}

/** What the board reads at `now`: today's local date, the open orders' range and today's range. */
export function boardRanges(now: Date, timeZone: string = business.timeZone): { today: string; open: SlotRange; finished: SlotRange } {
  const today = localTime(now.getTime(), timeZone).date;
  const end = iso(dayStart(addDays(today, daysAhead), timeZone));
  return {
    today,
    open: { from: iso(dayStart(addDays(today, -openDaysBack), timeZone)), to: end },
    finished: { from: iso(dayStart(today, timeZone)), to: iso(dayStart(addDays(today, 1), timeZone) - 1) },
  };
}

/** The order times the search looks through: the last `searchDaysBack` days and everything ahead. */
export function searchRange(now: Date, timeZone: string = business.timeZone): SlotRange {
  const today = localTime(now.getTime(), timeZone).date;
  return { from: iso(dayStart(addDays(today, -boardLimits.searchDaysBack), timeZone)), to: iso(dayStart(addDays(today, daysAhead), timeZone)) };
}

/** Lower case without accents, so "Adéwálé" is found by "adewale". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

type Searchable = Pick<Order, 'number' | 'orderId' | 'customer'>;

/** Whether an order matches what the owner typed: its code, or part of the customer's name, e-mail or phone. */
export function matchesSearch(order: Searchable, query: string): boolean {
  const q = folded(query.trim()).replace(/^#/, '');
  if (q === '') return false;
  if (folded(order.number) === q || folded(order.orderId) === q) return true;
  if (folded(order.customer.name).includes(q) || folded(order.customer.email).includes(q)) return true;
  // A phone is matched on its digits, so "(414) 555" finds "+14145550123".
  const digits = q.replace(/\D/g, '');
  return digits.length >= 3 && digits.length === q.replace(/[\s()+.-]/g, '').length && (order.customer.phone ?? '').replace(/\D/g, '').includes(digits);
}

/** The board's order: by time, then by when placed. */
export function byTime(a: Pick<Order, 'slotId' | 'placedAt'>, b: Pick<Order, 'slotId' | 'placedAt'>): number {
  return a.slotId.localeCompare(b.slotId) || a.placedAt.localeCompare(b.placedAt);
}

/** The ready time an accept gives: `minutes` from now, on the next whole minute. */
export function readyAtIn(minutes: number, now: Date): string {
  return iso(Math.ceil((now.getTime() + minutes * 60_000) / 60_000) * 60_000);
}
