import { describe, expect, it } from 'vitest';
import { atExpression, scheduleName, scheduleNamePattern, scheduledTime } from '../../../functions/src/platform/scheduler/scheduler.ts';

describe('scheduleName', () => {
  it('joins plain parts as they are', () => {
    expect(scheduleName(['order', '01JEXAMPLE0000000000000000', 'text'])).toBe('order-01JEXAMPLE0000000000000000-text');
  });

  it('is the same for the same parts, every time', () => {
    const parts = ['order', 'a/b c', 'call'];
    expect(scheduleName(parts)).toBe(scheduleName([...parts]));
  });

  it.each([
    ['too long', ['order', 'x'.repeat(70), 'text']],
    ['characters outside the rule', ['order', 'ä/ö 1', 'text']],
    ['an empty part', ['order', '', 'text']],
    ['only an empty part', ['']],
  ])('makes a valid name from parts %s, with a hash', (_case, parts) => {
    const name = scheduleName(parts);
    expect(name).toMatch(scheduleNamePattern);
    expect(name).toMatch(/\.[0-9a-f]{32}$|^[0-9a-f]{32}$/);
  });

  it('keeps apart parts that would join alike', () => {
    const names = [
      scheduleName(['a-b', 'c']),
      scheduleName(['a', 'b-c']),
      scheduleName(['a', 'b', 'c']),
      scheduleName(['a.b', 'c']),
      scheduleName(['a', 'x'.repeat(70)]),
      scheduleName(['a', 'x'.repeat(71)]),
    ];
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses no parts at all', () => {
    expect(() => scheduleName([])).toThrow(/at least one part/);
  });
});

describe('scheduledTime and atExpression', () => {
  const now = new Date('2026-12-07T10:00:00.000Z');

  it('keeps a time a minute or more ahead, rounded up to the second', () => {
    expect(scheduledTime(new Date('2026-12-07T10:02:00.001Z'), now).toISOString()).toBe('2026-12-07T10:02:01.000Z');
    expect(scheduledTime(new Date('2026-12-07T10:01:00.000Z'), now).toISOString()).toBe('2026-12-07T10:01:00.000Z');
  });

  it('moves a time past, or less than a minute ahead, to a minute from now', () => {
    expect(scheduledTime(new Date('2026-12-07T09:00:00Z'), now).toISOString()).toBe('2026-12-07T10:01:00.000Z');
    expect(scheduledTime(new Date('2026-12-07T10:00:30Z'), now).toISOString()).toBe('2026-12-07T10:01:00.000Z');
  });

  it('refuses an invalid date', () => {
    expect(() => scheduledTime(new Date('not a date'), now)).toThrow(/valid time/);
  });

  it('writes the service’s at() in UTC', () => {
    expect(atExpression(new Date('2027-01-02T03:04:05.000Z'))).toBe('at(2027-01-02T03:04:05)');
  });
});
