/**
 * The opening hours and the kitchen's next opening in the words a customer reads, from the owner's saved hours
 * (GET /shop/status carries them; docs/business-rules.md#opening-hours): the footer, the about page and the
 * checkout list the week, the status line says when the kitchen opens. One home for the server and the web.
 */
import { addDays, clockLabel, clockMinutes, dayLabel, localTime, weekday } from '../../platform/contract/business-clock.ts';

/** By weekday, 0 = Sunday; null = closed. Local clock times 'HH:MM'. */
export type WeekHours = readonly ({ readonly open: string; readonly close: string } | null)[];

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The week as customers read it, Monday first. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** '11 a.m. – 8 p.m.', or 'Closed'. */
export function dayHoursText(hours: WeekHours[number] | undefined): string {
  return hours ? `${clockLabel(clockMinutes(hours.open))} – ${clockLabel(clockMinutes(hours.close))}` : 'Closed';
}

/** Opening hours as lines a customer reads, Monday first, consecutive days with equal hours folded together. */
export function openingHoursLines(hours: WeekHours): string[] {
  const lines: { from: number; to: number; text: string }[] = [];
  for (const day of weekOrder) {
    const text = dayHoursText(hours[day]);
    const last = lines.at(-1);
    if (last && last.text === text) last.to = day;
    else lines.push({ from: day, to: day, text });
  }
  return lines.map(({ from, to, text }) => (from === to ? `${weekdayNames[from]}: ${text}` : `${weekdayNames[from]} – ${weekdayNames[to]}: ${text}`));
}

/** The week one row a day, Monday first: `{ weekday, day: 'Monday', text: '11 a.m. – 8 p.m.' }`. */
export function openingHoursWeek(hours: WeekHours): { weekday: number; day: string; text: string }[] {
  return weekOrder.map((day) => ({ weekday: day, day: weekdayNames[day], text: dayHoursText(hours[day]) }));
}

/** A date's special hours as GET /shop/status carries them (docs/business-rules.md#special-hours). */
export type DatedHours = { readonly date: string; readonly open: string; readonly close: string; readonly note?: string | undefined };

/**
 * The special hours from `today` on, a line a date, in the words a customer reads: 'Today: 11 a.m. – 7 p.m. (special
 * hours)', 'Tomorrow: …', 'Thursday, December 24: 11 a.m. – 3 p.m. (Christmas Eve)'. Dates gone by are left out.
 */
export function specialHoursLines(days: readonly DatedHours[], today: string): { date: string; text: string }[] {
  return days
    .filter((day) => day.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => {
      const name = day.date === today ? 'Today' : day.date === addDays(today, 1) ? 'Tomorrow' : dayLabel(day.date);
      return { date: day.date, text: `${name}: ${dayHoursText(day)} (${day.note ?? 'special hours'})` };
    });
}

/** A day as a sentence names it from `today`: 'today', 'tomorrow', 'Tuesday' (within a week), 'Tuesday, December 9'. */
export function dayWords(date: string, today: string): string {
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  if (date < addDays(today, 7) && date > today) return weekdayNames[weekday(date)]!;
  return dayLabel(date);
}

/**
 * When the kitchen opens, seen at `now`: '11 a.m.' (today), 'tomorrow 11 a.m.', 'Tuesday 11 a.m.',
 * 'Tuesday, December 9, 11 a.m.'.
 */
export function opensWords(opensAt: string, now: number, timeZone?: string): string {
  const at = localTime(Date.parse(opensAt), timeZone);
  const today = localTime(now, timeZone).date;
  const day = dayWords(at.date, today);
  if (day === 'today') return clockLabel(at.minutes);
  return day.includes(',') ? `${day}, ${clockLabel(at.minutes)}` : `${day} ${clockLabel(at.minutes)}`;
}
