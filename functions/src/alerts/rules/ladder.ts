/**
 * The ladder a new order climbs until someone accepts it (docs/business-rules.md#the-ladder): when it starts (at once
 * during opening hours; an order placed while the kitchen is closed, at its next opening) and when each step is due.
 * Pure: the order, the owner's ladder, the day's hours and `now` decide it.
 */
import { addDays, clockMinutes, localTime, localToInstant } from '../../platform/contract/business-clock.ts';
import { hoursOnDate, type ScheduleRules } from '../../shop/index.ts';
import type { AlertSettings } from '../contract/alerts.ts';

export const ladderSteps = ['text', 'call', 'tell-customer', 'give-up'] as const;
export type LadderStep = (typeof ladderSteps)[number];

export type PlannedStep = { step: LadderStep; at: number };
export type LadderPlan = { start: number; steps: PlannedStep[] };

type LadderOrder = { asap: boolean; slotId: string };
type HoursRules = Pick<ScheduleRules, 'hours' | 'closures' | 'specialHours' | 'timeZone'>;

const minuteMs = 60_000;
/** How far ahead the next opening is looked for (orders are booked up to two weeks out). */
const daysLooked = 21;

/** The opening and closing instants of a local date, or null when the kitchen is closed all that day. */
function openingOn(date: string, rules: HoursRules): { open: number; close: number } | null {
  const hours = hoursOnDate(date, rules);
  if (!hours) return null;
  return { open: localToInstant(date, clockMinutes(hours.open), rules.timeZone), close: localToInstant(date, clockMinutes(hours.close), rules.timeZone) };
}

/**
 * When the ladder starts: `now` while the kitchen is open; else its next opening, unless that comes after the order's
 * own time (the kitchen is asked at once then, so the order is never left waiting past its time).
 */
export function ladderStart(order: LadderOrder, rules: HoursRules, now: number): number {
  const today = localTime(now, rules.timeZone).date;
  for (let offset = 0; offset <= daysLooked; offset++) {
    const opening = openingOn(addDays(today, offset), rules);
    if (!opening || opening.close <= now) continue;
    const start = Math.max(opening.open, now);
    return start <= Date.parse(order.slotId) ? start : now;
  }
  return now;
}

/**
 * The steps after the push, each at its minute from the start. The give-up: an order for as soon as possible at
 * `giveUpAfterMinutes`; a scheduled one `giveUpBeforeSlotMinutes` before its time, never before `giveUpAfterMinutes`
 * (the customer has been told by then).
 */
export function planLadder(order: LadderOrder, ladder: AlertSettings['ladder'], rules: HoursRules, now: number): LadderPlan {
  const start = ladderStart(order, rules, now);
  const after = (minutes: number) => start + minutes * minuteMs;
  const giveUp = order.asap
    ? after(ladder.giveUpAfterMinutes)
    : Math.max(Date.parse(order.slotId) - ladder.giveUpBeforeSlotMinutes * minuteMs, after(ladder.giveUpAfterMinutes));
  return {
    start,
    steps: [
      { step: 'text', at: after(ladder.textAfterMinutes) },
      { step: 'call', at: after(ladder.callAfterMinutes) },
      { step: 'tell-customer', at: after(ladder.tellCustomerAfterMinutes) },
      { step: 'give-up', at: giveUp },
    ],
  };
}

/** The minute a time falls in: alerts on one channel are grouped by it (at most one per channel per minute). */
export function minuteOf(instant: number): number {
  return Math.floor(instant / minuteMs) * minuteMs;
}

/**
 * Whether an order may be accepted automatically (docs/business-rules.md#auto-accept): the owner turned it on, the
 * order is no catering order and is within the amount, and the kitchen is open and not paused now.
 */
export function autoAccepts(
  autoAccept: AlertSettings['autoAccept'],
  order: { catering: boolean; totalCents: number },
  kitchen: { open: boolean; paused: boolean },
): boolean {
  return autoAccept.enabled && !order.catering && order.totalCents <= autoAccept.upToCents && kitchen.open && !kitchen.paused;
}

/** Whether `now` is within the day's opening hours (a closure or a closed weekday: never). */
export function isOpenAt(rules: HoursRules, now: number): boolean {
  const opening = openingOn(localTime(now, rules.timeZone).date, rules);
  return opening !== null && opening.open <= now && now < opening.close;
}
