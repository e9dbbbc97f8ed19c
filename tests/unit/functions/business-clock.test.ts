import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clockLabel,
  dayLabel,
  formatOrderClock,
  formatOrderDate,
  formatOrderTime,
  localTime,
  localToInstant,
  orderLocalDate,
  slotLabel,
  slotTimeFrom,
} from '../../../functions/src/platform/contract/business-clock.ts';

const slotId = '2026-11-24T23:15:00.000Z'; // Tue, Nov 24, 5:15 p.m. in Milwaukee

describe("the business clock's words", () => {
  it('says one clock time the same way for the web, the messages and the e-mails', () => {
    expect(formatOrderClock(slotId)).toBe('5:15 p.m.');
    expect(formatOrderClock('2026-11-24T18:00:00.000Z')).toBe('12 p.m.');
    expect(formatOrderClock('2026-11-25T06:00:00.000Z')).toBe('12 a.m.');
    expect(formatOrderTime(slotId)).toBe('Tue, Nov 24 · 5:15 p.m.');
    expect(slotLabel(slotId)).toBe('Tue, Nov 24, 5:15 p.m.');
    expect(clockLabel(11 * 60 + 30)).toBe('11:30 a.m.');
    expect(dayLabel('2026-11-24')).toBe('Tuesday, November 24');
  });

  it("reads the business's day, not UTC's, near midnight", () => {
    const lateEvening = '2026-11-25T02:30:00.000Z'; // 8:30 p.m. on the 24th in Milwaukee
    expect(orderLocalDate(lateEvening)).toBe('2026-11-24');
    expect(formatOrderDate(lateEvening)).toBe('Nov 24, 2026');
    expect(slotTimeFrom(slotId, Date.parse(lateEvening))).toBe('5:15 p.m.');
    expect(slotTimeFrom(slotId, Date.parse('2026-11-23T15:00:00.000Z'))).toBe('Tue, Nov 24, 5:15 p.m.');
  });

  it('keeps local clock times across a daylight-saving change', () => {
    const before = localToInstant('2026-11-01', 60);
    const after = localToInstant('2026-11-02', 60);
    expect(after - before).toBe(25 * 3_600_000);
    expect(localTime(after)).toMatchObject({ date: '2026-11-02', minutes: 60 });
  });
});

describe('loading the business clock', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes no Intl formatter until a time is formatted (the web loads it on every page)', async () => {
    vi.resetModules();
    const Real = Intl.DateTimeFormat;
    let made = 0;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      made += 1;
      return new Real(...args);
    } as unknown as typeof Intl.DateTimeFormat);
    const clock = await import('../../../functions/src/platform/contract/business-clock.ts');
    expect(made).toBe(0);
    expect(clock.formatOrderClock(slotId)).toBe('5:15 p.m.');
    expect(made).toBe(1);
    // Kept: the next time made no other.
    clock.formatOrderClock('2026-11-24T23:30:00.000Z');
    expect(made).toBe(1);
  });
});
