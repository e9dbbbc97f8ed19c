/**
 * The parts of a day the checkout's When step groups a day's times in (Lunch, Afternoon, Evening), so a phone
 * shows one part's buttons at a time instead of every 15-minute time of the day: which parts a day has, their
 * span in words, and which part is shown.
 */
import type { OfferedSlot, SlotDay } from '@functions/shop/contract/ordering';
import { clockText } from './slot-labels.ts';

/** Each part runs from the previous part's end (midnight for the first) until just before `until` (local 24-hour time). */
export const partsOfDay = [
  { name: 'Lunch', until: '14:00' },
  { name: 'Afternoon', until: '17:00' },
  { name: 'Evening', until: '24:00' },
] as const;

export type PartOfDay = (typeof partsOfDay)[number]['name'];

export type DayPart = { name: PartOfDay; slots: OfferedSlot[] };

/** The part of the day a local clock time ('HH:MM') falls in. */
export function partOfTime(time: string): PartOfDay {
  // Every clock time is before the last part's '24:00'.
  return partsOfDay.find((part) => time < part.until)?.name ?? 'Evening';
}

/** A day's times by part of the day, in the day's order, leaving out the parts without a time. */
export function dayParts(day: SlotDay | undefined): DayPart[] {
  if (!day) return [];
  return partsOfDay
    .map((part) => ({ name: part.name, slots: day.slots.filter((slot) => partOfTime(slot.time) === part.name) }))
    .filter((part) => part.slots.length > 0);
}

/**
 * The part of the day shown: the one the customer chose if this day has it (so changing day keeps it), else the
 * part of the chosen slot, else the day's first part with times.
 */
export function shownPart(parts: readonly DayPart[], chosen: PartOfDay | undefined, slotId: string | undefined): PartOfDay | undefined {
  const asked = parts.find((part) => part.name === chosen);
  const ofSlot = slotId === undefined ? undefined : parts.find((part) => part.slots.some((slot) => slot.id === slotId));
  return (asked ?? ofSlot ?? parts[0])?.name;
}

/**
 * The part's first to last time on a chip, short enough for three abreast on a phone: '11:30–1:45', '5–8:45' (the
 * part's name says a.m. or p.m.; its radio's name says them in full), or the one time, '12 p.m.'.
 */
export function partSpanText(part: DayPart): string {
  const first = part.slots[0]!.time;
  const last = part.slots[part.slots.length - 1]!.time;
  if (first === last) return clockText(first);
  return `${shortClock(first)}–${shortClock(last)}`;
}

/** The part for a screen reader: 'Lunch, 12 times from 11 a.m. to 1:45 p.m.', 'Evening, 1 time: 8:45 p.m.'. */
export function partLabel(part: DayPart): string {
  const count = part.slots.length;
  const first = clockText(part.slots[0]!.time);
  const last = clockText(part.slots[count - 1]!.time);
  return count === 1 ? `${part.name}, 1 time: ${first}` : `${part.name}, ${count} times from ${first} to ${last}`;
}

/** '11:30', '5' for 17:00: the 12-hour clock without a.m. or p.m. */
function shortClock(time: string): string {
  return clockText(time).replace(/ [ap]\.m\.$/, '');
}
