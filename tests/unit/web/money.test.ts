import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../../web/src/lib/money.ts';

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
