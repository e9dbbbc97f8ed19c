/**
 * When an order can be ready (pickup) or at the door (delivery): the offered 15-minute slots, ASAP,
 * and the check of a chosen slot with a typed refusal. Plain functions of `now` and the rules in
 * platform/config/ordering.ts. Opening hours are local clock times in the business's time zone; slot ids are
 * UTC instants, converted with Intl so daylight-saving changes move the ids, not the clock times.
 */
import { fulfilmentModes, ordering } from '../../platform/config/ordering.ts';
import type { FulfilmentMode, OfferedSlot, SlotDay, SlotRefusalReason } from '../contract/ordering.ts';
import type { ShopSettings } from '../contract/shop-settings.ts';
import { addDays, clockLabel, clockMinutes, dayLabel, localTime, localToInstant, weekday } from '../../platform/contract/business-clock.ts';

export type OpeningHours = readonly ({ readonly open: string; readonly close: string } | null)[];

export type ScheduleRules = {
  timeZone: string;
  /** By weekday, 0 = Sunday; null = closed. */
  hours: OpeningHours;
  slotMinutes: number;
  daysAhead: number;
  leadMinutes: Readonly<Record<FulfilmentMode, number>>;
  lastSlotBeforeCloseMinutes: number;
  maxOrdersPerSlot: number;
  catering: { orderByLocalTime: string; daysNotice: number };
  /** Local dates (yyyy-mm-dd) the shop is closed on, whatever the weekday's hours. */
  closures?: readonly string[];
  /** Local dates with their own opening and closing in place of the weekday's (docs/business-rules.md#special-hours). */
  specialHours?: readonly { readonly date: string; readonly open: string; readonly close: string }[];
};

export const scheduleRules: ScheduleRules = ordering;

/** The rules with the owner's settings of the day (hours, closures, capacity, lead times) in place of the defaults. */
export function rulesWithSettings(
  settings: Pick<ShopSettings, 'hours' | 'closures' | 'maxOrdersPerSlot' | 'leadMinutes'> & Partial<Pick<ShopSettings, 'specialHours'>>,
  base: ScheduleRules = scheduleRules,
): ScheduleRules {
  return {
    ...base,
    hours: settings.hours,
    closures: settings.closures.map((closure) => closure.date),
    specialHours: (settings.specialHours ?? []).map(({ date, open, close }) => ({ date, open, close })),
    maxOrdersPerSlot: settings.maxOrdersPerSlot,
    leadMinutes: settings.leadMinutes,
  };
}

/** Whether the shop is closed all day on this local date (a closure). */
export function isClosureDate(date: string, rules: ScheduleRules = scheduleRules): boolean {
  return rules.closures?.includes(date) ?? false;
}

/**
 * A local date's opening hours (docs/business-rules.md#special-hours): none on a closure, the date's special hours
 * when the owner set some, else its weekday's (null: closed that weekday).
 */
export function hoursOnDate(
  date: string,
  rules: Pick<ScheduleRules, 'hours' | 'closures' | 'specialHours'> = scheduleRules,
): { open: string; close: string } | null {
  if (rules.closures?.includes(date)) return null;
  const special = rules.specialHours?.find((day) => day.date === date);
  if (special) return { open: special.open, close: special.close };
  return rules.hours[weekday(date)] ?? null;
}

/** Orders already booked per slot id. */
export type TakenCounts = Readonly<Record<string, number>>;

export type ScheduleInput = {
  now: Date;
  mode: FulfilmentMode;
  /** Whether the order has catering-size items (then the catering notice applies and ASAP does not). */
  catering: boolean;
  taken?: TakenCounts;
  rules?: ScheduleRules;
};

const minuteMs = 60_000;

/** '17:15': a slot's local clock time as the schedule answer carries it. */
function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const modeWords: Record<FulfilmentMode, { noun: string; times: string }> = {
  pickup: { noun: 'pickup', times: 'pickup times' },
  delivery: { noun: 'delivery', times: 'delivery times' },
};

// ——— The rules ———

/** The first and last slot of a day (minutes after local midnight), or null when closed. */
export function dayWindow(date: string, mode: FulfilmentMode, rules: ScheduleRules = scheduleRules): { first: number; last: number } | null {
  const hours = hoursOnDate(date, rules);
  if (!hours) return null;
  const step = rules.slotMinutes;
  // The kitchen starts cooking at opening, so the first slot is one lead time after it.
  const first = Math.ceil((clockMinutes(hours.open) + rules.leadMinutes[mode]) / step) * step;
  const last = Math.floor((clockMinutes(hours.close) - rules.lastSlotBeforeCloseMinutes) / step) * step;
  return first <= last ? { first, last } : null;
}

/**
 * Whether an order placed at `now` could be for a slot on `date`, pickup or delivery (capacity and catering
 * aside): the day's window is open and its last slot is at least the lead time away. Today after the last slot,
 * a closed weekday or closure, or hours shorter than the lead time offer none.
 */
export function offersSlotOn(date: string, now: Date, rules: ScheduleRules = scheduleRules): boolean {
  return fulfilmentModes.some((mode) => {
    const window = dayWindow(date, mode, rules);
    return window !== null && localToInstant(date, window.last, rules.timeZone) >= now.getTime() + rules.leadMinutes[mode] * minuteMs;
  });
}

/** The first day (today to the last bookable day) an order placed at `now` could be for, or null when none is. */
export function firstBookableDay(now: Date, rules: ScheduleRules = scheduleRules): string | null {
  const today = localTime(now.getTime(), rules.timeZone).date;
  for (let offset = 0; offset <= rules.daysAhead; offset++) {
    const date = addDays(today, offset);
    if (offersSlotOn(date, now, rules)) return date;
  }
  return null;
}

/** The first day from `from` (within `days`) whose hours offer any slot, whatever the time now; null when none does. */
export function nextOpenDay(from: string, rules: ScheduleRules = scheduleRules, days = 400): string | null {
  for (let offset = 0; offset <= days; offset++) {
    const date = addDays(from, offset);
    if (fulfilmentModes.some((mode) => dayWindow(date, mode, rules) !== null)) return date;
  }
  return null;
}

/** The first local date a catering order placed at `now` may be for. */
export function earliestCateringDate(now: Date, rules: ScheduleRules = scheduleRules): string {
  const local = localTime(now.getTime(), rules.timeZone);
  const beforeCutOff = local.minutes < clockMinutes(rules.catering.orderByLocalTime);
  return addDays(local.date, rules.catering.daysNotice + (beforeCutOff ? 0 : 1));
}

/** The last local date an order placed at `now` may be for. */
export function lastBookableDate(now: Date, rules: ScheduleRules = scheduleRules): string {
  return addDays(localTime(now.getTime(), rules.timeZone).date, rules.daysAhead);
}

function slotOf(instant: number, rules: ScheduleRules, taken: TakenCounts): OfferedSlot {
  const id = new Date(instant).toISOString();
  const local = localTime(instant, rules.timeZone);
  return { id, date: local.date, time: hhmm(local.minutes), placesLeft: rules.maxOrdersPerSlot - (taken[id] ?? 0) };
}

/** Every slot that can still be booked, by local day: inside hours, after the lead time, not full. */
export function offeredSlots({ now, mode, catering, taken = {}, rules = scheduleRules }: ScheduleInput): SlotDay[] {
  const today = localTime(now.getTime(), rules.timeZone).date;
  const earliest = now.getTime() + rules.leadMinutes[mode] * minuteMs;
  const firstDate = catering ? earliestCateringDate(now, rules) : today;
  const days: SlotDay[] = [];
  for (let offset = 0; offset <= rules.daysAhead; offset++) {
    const date = addDays(today, offset);
    if (date < firstDate) continue;
    const window = dayWindow(date, mode, rules);
    if (!window) continue;
    const slots: OfferedSlot[] = [];
    for (let minutes = window.first; minutes <= window.last; minutes += rules.slotMinutes) {
      const instant = localToInstant(date, minutes, rules.timeZone);
      // A clock time skipped when the clocks go forward does not exist that day.
      if (localTime(instant, rules.timeZone).minutes !== minutes || instant < earliest) continue;
      const slot = slotOf(instant, rules, taken);
      if (slot.placesLeft > 0) slots.push(slot);
    }
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

export type AsapAnswer = { available: true; readyAt: string } | { available: false; message: string };

/** ASAP: open now and the food can be ready (or delivered) by the day's last slot; never for catering. */
export function asapAvailability({ now, mode, catering, rules = scheduleRules }: Omit<ScheduleInput, 'taken'>): AsapAnswer {
  if (catering) {
    return {
      available: false,
      message: `Catering orders are scheduled: order by ${clockLabel(clockMinutes(rules.catering.orderByLocalTime))} for the day after next.`,
    };
  }
  const local = localTime(now.getTime(), rules.timeZone);
  const hours = hoursOnDate(local.date, rules);
  if (!hours) return { available: false, message: 'We’re closed today. Please choose a time on another day.' };
  const open = clockMinutes(hours.open);
  const close = clockMinutes(hours.close);
  if (local.minutes < open) return { available: false, message: `We open at ${clockLabel(open)} today. Please choose a time.` };
  const lastReady = close - rules.lastSlotBeforeCloseMinutes;
  const readyMinutes = local.minutes + (local.seconds > 0 ? 1 : 0) + rules.leadMinutes[mode];
  if (readyMinutes > lastReady) {
    return { available: false, message: `It’s too late for ${modeWords[mode].noun} as soon as possible today. Please choose a time on another day.` };
  }
  const readyAt = localToInstant(local.date, readyMinutes, rules.timeZone);
  return { available: true, readyAt: new Date(readyAt).toISOString() };
}

export type SlotCheck = { ok: true; slot: OfferedSlot } | { ok: false; reason: SlotRefusalReason; message: string };

const refuse = (reason: SlotRefusalReason, message: string): SlotCheck => ({ ok: false, reason, message });

/** Whether a chosen slot can be booked now, or why not (in words the customer reads). */
export function checkSlot({ slotId, now, mode, catering, taken = {}, rules = scheduleRules }: ScheduleInput & { slotId: string }): SlotCheck {
  const instant = Date.parse(slotId);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(slotId) || Number.isNaN(instant)) return refuse('NOT_ON_GRID', 'Please choose a time from the list.');
  const local = localTime(instant, rules.timeZone);
  if (local.seconds !== 0 || local.minutes % rules.slotMinutes !== 0) {
    return refuse('NOT_ON_GRID', `Please choose a time from the list: orders are taken every ${rules.slotMinutes} minutes.`);
  }
  if (instant <= now.getTime()) return refuse('PAST', 'That time has already passed. Please choose a later time.');
  const lastDate = lastBookableDate(now, rules);
  if (local.date > lastDate) {
    return refuse('TOO_FAR_AHEAD', `We take orders up to ${rules.daysAhead} days ahead: the last day you can choose is ${dayLabel(lastDate)}.`);
  }
  if (isClosureDate(local.date, rules)) return refuse('OUTSIDE_HOURS', `We’re closed on ${dayLabel(local.date)}. Please choose another day.`);
  const window = dayWindow(local.date, mode, rules);
  if (!window && rules.specialHours?.some((day) => day.date === local.date)) {
    // Special hours too short for the lead time: the weekday may be open, that date is not.
    return refuse('OUTSIDE_HOURS', `We’re not taking ${modeWords[mode].noun} orders on ${dayLabel(local.date)}. Please choose another day.`);
  }
  if (!window) return refuse('OUTSIDE_HOURS', `We’re closed on ${dayLabel(local.date).split(',')[0]}s. Please choose another day.`);
  if (local.minutes < window.first || local.minutes > window.last) {
    return refuse('OUTSIDE_HOURS', `On ${dayLabel(local.date)}, ${modeWords[mode].times} run from ${clockLabel(window.first)} to ${clockLabel(window.last)}`);
  }
  if (catering) {
    const earliest = earliestCateringDate(now, rules);
    if (local.date < earliest) {
      return refuse(
        'CATERING_NOTICE',
        `Catering orders need to be in by ${clockLabel(clockMinutes(rules.catering.orderByLocalTime))} the day after next: the earliest day you can choose now is ${dayLabel(earliest)}.`,
      );
    }
  }
  const leadMinutes = rules.leadMinutes[mode];
  if (instant < now.getTime() + leadMinutes * minuteMs) {
    const next = offeredSlots({ now, mode, catering, taken, rules })[0]?.slots[0];
    const sameDay = next?.date === local.date;
    return refuse(
      'BEFORE_LEAD_TIME',
      `The kitchen needs ${leadMinutes} minutes for ${modeWords[mode].noun} orders` +
        (next && sameDay ? `: the earliest time today is ${clockLabel(clockMinutes(next.time))}` : '. Please choose a later time.'),
    );
  }
  const slot = slotOf(instant, rules, taken);
  if (slot.placesLeft <= 0) return refuse('FULL', 'That time is fully booked. Please choose another time.');
  return { ok: true, slot };
}
