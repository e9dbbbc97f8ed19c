/**
 * The order board's rules (docs/business-rules.md#the-order-board): which orders it shows, how the
 * search matches, and the ready time an accept gives. Pure; no AWS imports.
 */
import { business } from '../../platform/config/business.ts';
import { boardLimits } from '../../orders/contract/kitchen.ts';
import type { Order, OrderStatus } from '../../orders/contract/order.ts';
import { addDays, clockLabel, clockMinutes, dayLabel, localTime, localToInstant, slotTimeFrom } from '../../platform/contract/business-clock.ts';
import { hoursOnDate, type ScheduleRules } from '../../shop/index.ts';

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

/** The shortest part of an order's code, and of a phone number's digits, the search matches. */
export const searchMinimums = { codePart: 3, phoneDigits: 4 } as const;

/**
 * Whether an order matches what the owner typed: part of its code (3 characters or more, any case,
 * with or without #) or its whole id, or part of the customer's name, e-mail or phone.
 */
export function matchesSearch(order: Searchable, query: string): boolean {
  const q = folded(query.trim()).replace(/^#/, '');
  if (q === '') return false;
  if (folded(order.orderId) === q) return true;
  if (q.length >= searchMinimums.codePart && folded(order.number).includes(q)) return true;
  if (folded(order.customer.name).includes(q) || folded(order.customer.email).includes(q)) return true;
  // A phone is matched on its digits alone, so "(414) 555" finds "+14145550123"; text with letters is no phone.
  const digits = q.replace(/\D/g, '');
  const typedAsPhone = /^[\d\s()+.-]+$/.test(q);
  return typedAsPhone && digits.length >= searchMinimums.phoneDigits && (order.customer.phone ?? '').replace(/\D/g, '').includes(digits);
}

/** The board's order: by time, then by when placed. */
export function byTime(a: Pick<Order, 'slotId' | 'placedAt'>, b: Pick<Order, 'slotId' | 'placedAt'>): number {
  return a.slotId.localeCompare(b.slotId) || a.placedAt.localeCompare(b.placedAt);
}

/** The ready time an accept gives: `minutes` from now, on the next whole minute. */
export function readyAtIn(minutes: number, now: Date): string {
  return iso(Math.ceil((now.getTime() + minutes * 60_000) / 60_000) * 60_000);
}

/** What an accept would promise the customer: the ready time (absent: the order's own time), or why it cannot. */
export type ReadyTimeCheck = { ok: true; readyAt: string | undefined } | { ok: false; message: string };

type ReadyTimeInput = {
  order: Pick<Order, 'number' | 'asap' | 'slotId'>;
  /** The board's "ready in" choice; absent keeps the order's own time. */
  readyInMinutes: number | undefined;
  now: Date;
  rules: Pick<ScheduleRules, 'timeZone' | 'hours' | 'closures' | 'specialHours'>;
};

/**
 * The ready time an accept promises (docs/business-rules.md#the-order-board). Without minutes it is
 * the order's own time. With them it is that many minutes from now, refused when it falls before a
 * scheduled order's time (the customer chose that time: "ready at 8:29" would send them early), on
 * a day the kitchen is closed, or before the kitchen opens that day.
 */
export function readyTimeFor({ order, readyInMinutes, now, rules }: ReadyTimeInput): ReadyTimeCheck {
  if (readyInMinutes === undefined) return { ok: true, readyAt: undefined };
  const readyAt = readyAtIn(readyInMinutes, now);
  const instant = Date.parse(readyAt);
  const readyWords = slotTimeFrom(readyAt, now.getTime(), rules.timeZone);
  const slotWords = slotTimeFrom(order.slotId, now.getTime(), rules.timeZone);
  if (!order.asap && instant < Date.parse(order.slotId)) {
    return {
      ok: false,
      message: `Order ${order.number} is for ${slotWords}, the time the customer chose: ${readyWords} would be earlier. Keep the order’s time, or choose a later ready time.`,
    };
  }
  const keep = `Keep the order’s time (${slotWords}), or choose a later ready time.`;
  const local = localTime(instant, rules.timeZone);
  const hours = hoursOnDate(local.date, rules);
  if (!hours) {
    // The time ends in 'a.m.' or 'p.m.', whose full stop ends the sentence.
    return { ok: false, message: `The kitchen is closed on ${dayLabel(local.date)}, so it can’t promise ${readyWords} ${keep}` };
  }
  const opens = clockMinutes(hours.open);
  if (local.minutes < opens) {
    return { ok: false, message: `The kitchen opens at ${clockLabel(opens)} on ${dayLabel(local.date)}: ${readyWords} is before opening. ${keep}` };
  }
  return { ok: true, readyAt };
}
