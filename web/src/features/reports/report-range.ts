/**
 * The report's range as the owner picks it (docs/business-rules.md#the-owners-reports): a preset (today, yesterday,
 * this or last week, Monday to Sunday, this or last month) or a custom pair of dates, all local days in the
 * business's time zone, and the date basis. Kept in the address (?range=&from=&to=&basis=) so a report can be
 * bookmarked or sent; anything unreadable there falls back to this week by the day ordered.
 */
import { addDays, localTime, weekday } from '@functions/platform/contract/business-clock.ts';
import { daysBetween, reportBases, reportMaxDays, type ReportBasis, type ReportRange } from '@functions/reports/contract/sales-report';

export const rangePresets = ['today', 'yesterday', 'this-week', 'last-week', 'this-month', 'last-month', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];

export const presetWords: Record<RangePreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  'this-week': 'This week',
  'last-week': 'Last week',
  'this-month': 'This month',
  'last-month': 'Last month',
  custom: 'Custom range',
};

/** Today's date where the kitchen is. */
export function businessToday(now = Date.now()): string {
  return localTime(now).date;
}

function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The dates of a preset, seen from `today` (weeks run Monday to Sunday; a current period ends today). */
export function presetDates(preset: Exclude<RangePreset, 'custom'>, today: string): { from: string; to: string } {
  const monday = addDays(today, -((weekday(today) + 6) % 7));
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'this-week':
      return { from: monday, to: today };
    case 'last-week':
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
    case 'this-month':
      return { from: monthStart(today), to: today };
    case 'last-month': {
      const lastDay = addDays(monthStart(today), -1);
      return { from: monthStart(lastDay), to: lastDay };
    }
  }
}

export type ChosenRange = ReportRange & { preset: RangePreset };

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The range an address asks for. */
export function rangeFromSearch(search: URLSearchParams, today: string): ChosenRange {
  const basisParam = search.get('basis');
  const basis: ReportBasis = reportBases.find((value) => value === basisParam) ?? 'placed';
  const preset = rangePresets.find((value) => value === search.get('range')) ?? 'this-week';
  if (preset === 'custom') {
    const from = search.get('from');
    const to = search.get('to');
    if (isDate(from) && isDate(to) && from <= to && daysBetween(from, to) <= reportMaxDays) return { preset, from, to, basis };
    return { preset: 'this-week', basis, ...presetDates('this-week', today) };
  }
  return { preset, basis, ...presetDates(preset, today) };
}

/** The address's search for a range (custom dates only when custom). */
export function searchOfRange(range: Pick<ChosenRange, 'preset' | 'basis' | 'from' | 'to'>): URLSearchParams {
  const search = new URLSearchParams({ range: range.preset, basis: range.basis });
  if (range.preset === 'custom') {
    search.set('from', range.from);
    search.set('to', range.to);
  }
  return search;
}
