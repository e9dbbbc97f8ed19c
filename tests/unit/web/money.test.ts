import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatUsd } from '../../../functions/src/contracts/money.ts';

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

describe('loading the money format', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes its Intl formatter at first use, once', async () => {
    vi.resetModules();
    const Real = Intl.NumberFormat;
    let made = 0;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made += 1;
      return new Real(...args);
    } as unknown as typeof Intl.NumberFormat);
    const money = await import('../../../functions/src/contracts/money.ts');
    expect(made).toBe(0);
    expect(money.formatUsd(99)).toBe('$0.99');
    money.formatUsd(100);
    expect(made).toBe(1);
  });
});
