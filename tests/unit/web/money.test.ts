import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../../functions/src/platform/contract/money.ts';

describe('formatUsd', () => {
  it('shows integer cents as dollars with two decimals', () => {
    expect(formatUsd(1200)).toBe('$12.00');
    expect(formatUsd(699)).toBe('$6.99');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('groups thousands', () => {
    expect(formatUsd(125_000)).toBe('$1,250.00');
  });
});

describe('the same text as Intl', () => {
  it('writes what en-US currency formatting writes, for amounts small and large, negative and fractional', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456, 1_000_000, 99_999_999, 123_456_789_01, -1, -550, -123_456, 12.4, 12.5];
    for (let cents = 0; cents < 5_000; cents += 7) amounts.push(cents, cents * 997);
    for (const cents of amounts) expect(formatUsd(cents), String(cents)).toBe(intl.format(Math.round(cents) / 100));
  });

  it('writes no sign for an amount that rounds to zero (Intl writes -$0.00 for -0.4 cents)', () => {
    expect(formatUsd(-0.4)).toBe('$0.00');
  });
});
