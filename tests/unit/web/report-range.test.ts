/** The reports' range (web/src/features/reports/report-range.ts): presets seen from a given day, and the address. */
import { describe, expect, it } from 'vitest';
import { presetDates, rangeFromSearch, searchOfRange } from '../../../web/src/features/reports/report-range.ts';

describe('the presets', () => {
  // Friday, November 27, 2026.
  const today = '2026-11-27';

  it('run weeks Monday to Sunday and end a current period today', () => {
    expect(presetDates('today', today)).toEqual({ from: today, to: today });
    expect(presetDates('yesterday', today)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(presetDates('this-week', today)).toEqual({ from: '2026-11-23', to: today });
    expect(presetDates('last-week', today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetDates('this-month', today)).toEqual({ from: '2026-11-01', to: today });
    expect(presetDates('last-month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('know that a Sunday ends its week, and that January’s last month is December', () => {
    expect(presetDates('this-week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetDates('last-month', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('the address', () => {
  const today = '2026-11-27';

  it('keeps a preset and the basis, and a custom range with its dates', () => {
    const custom = { preset: 'custom', from: '2026-01-01', to: '2026-03-31', basis: 'fulfilled' } as const;
    expect(rangeFromSearch(searchOfRange(custom), today)).toEqual(custom);
    expect(rangeFromSearch(new URLSearchParams('range=last-week&basis=placed'), today)).toEqual({
      preset: 'last-week',
      basis: 'placed',
      from: '2026-11-16',
      to: '2026-11-22',
    });
  });

  it('falls back to this week by the day ordered for anything it cannot read', () => {
    const thisWeek = { preset: 'this-week', basis: 'placed', from: '2026-11-23', to: today };
    expect(rangeFromSearch(new URLSearchParams(''), today)).toEqual(thisWeek);
    expect(rangeFromSearch(new URLSearchParams('range=forever&basis=eaten'), today)).toEqual(thisWeek);
    expect(rangeFromSearch(new URLSearchParams('range=custom&from=2026-03-31&to=2026-01-01'), today)).toEqual(thisWeek);
    expect(rangeFromSearch(new URLSearchParams('range=custom&from=2020-01-01&to=2026-01-01'), today)).toEqual(thisWeek);
    expect(rangeFromSearch(new URLSearchParams('range=custom&from=2026-02-30x&to=2026-03-01'), today)).toEqual(thisWeek);
  });
});
