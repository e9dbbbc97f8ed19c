/**
 * One-time schedule expressions, `at(yyyy-mm-ddThh:mm:ss)`, read as a wall-clock time in the schedule's
 * time zone (UTC or an IANA zone such as America/Chicago), turned into the instant it names with Intl's
 * time-zone data. Rate and cron expressions are refused: the shop only sets one-time timers.
 */
import { validationError } from './errors.ts';

const atPattern = /^at\((\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\)$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(new Date(instant));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time (its fields given as if in UTC) names in a zone: the offset that makes it
 * agree with itself. Near a daylight-saving change the first guess can take the other side's offset, so a
 * second is tried; a time the change skips (neither agrees) comes out as the clocks read after it, an hour on.
 */
function wallTimeToInstant(wall: number, timeZone: string): number {
  const first = wall - zoneOffsetMs(wall, timeZone);
  const firstOffset = zoneOffsetMs(first, timeZone);
  if (wall - firstOffset === first) return first;
  const second = wall - firstOffset;
  if (zoneOffsetMs(second, timeZone) === firstOffset) return second;
  return Math.max(first, second);
}

/** The instant an expression names, or a ValidationException that says what is wrong with it. */
export function parseAtExpression(expression: string, timeZone: string): Date {
  if (/^(rate|cron)\(/.test(expression)) {
    throw validationError(`The local scheduler runs one-time schedules only, at(yyyy-mm-ddThh:mm:ss); not ${expression}.`);
  }
  const match = atPattern.exec(expression);
  if (!match) throw validationError(`Invalid Schedule Expression ${expression}: a one-time schedule is at(yyyy-mm-ddThh:mm:ss).`);
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute ||
    check.getUTCSeconds() !== second
  ) {
    throw validationError(`Invalid Schedule Expression ${expression}: no such date and time.`);
  }
  if (!isTimeZone(timeZone)) throw validationError(`Invalid ScheduleExpressionTimezone ${timeZone}: not a time zone.`);
  return new Date(wallTimeToInstant(wall, timeZone));
}
