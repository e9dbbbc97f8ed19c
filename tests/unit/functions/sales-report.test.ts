/**
 * The reports' rules (functions/src/reports/rules/sales-report.ts): what an order adds to its days and months, the difference
 * a change adds, which periods a range reads, and a range's figures from them.
 */
import { describe, expect, it } from 'vitest';
import {
  contributionChange,
  contributionOf,
  counterNames,
  isMonth,
  moneyInOf,
  parsePartKey,
  periodsToRead,
  reportKind,
  salesReportOf,
  sumContributions,
  type Contribution,
  type PeriodFigures,
  type ReportedOrder,
} from '../../../functions/src/reports/rules/sales-report.ts';
import type { ReportRange } from '../../../functions/src/reports/contract/sales-report.ts';

const order: ReportedOrder = {
  status: 'placed',
  // 23:30 CST on Nov 30, 2026; its slot 00:30 CST on Dec 1.
  placedAt: '2026-12-01T05:30:00.000Z',
  slotId: '2026-12-01T06:30:00.000Z',
  mode: 'delivery',
  paymentMethod: 'in-person-cash',
  totals: { subtotalCents: 2000, deliveryFeeCents: 499, taxCents: 197, tipCents: 300, totalCents: 2996, taxRateBasisPoints: 790 },
  lines: [
    {
      lineId: 'l1',
      dishId: 'jollof-rice',
      name: 'Jollof Rice',
      image: 'art/jollof-rice.webp',
      blurHash: 'L',
      size: 'medium',
      sizeId: 'jollof-rice-m',
      amount: '1 bowl',
      catering: false,
      spiciness: 1,
      ingredients: [{ id: 'plantain', ingredient: 'Fried plantain', price: 250 }],
      removedIngredients: [],
      quantity: 2,
      unitPriceCents: 1000,
      lineTotalCents: 2000,
    },
  ],
};

/** The kept periods a report of `range` reads (periodsToRead's), from a sum of contributions. */
function periodsFor(kept: Contribution, range: ReportRange): PeriodFigures[] {
  const plan = periodsToRead(range);
  const read = (period: string) =>
    isMonth(period)
      ? plan.months !== undefined && period >= plan.months.from && period <= plan.months.to
      : plan.days.some((span) => period >= span.from && period <= span.to);
  return Object.entries(kept)
    .map(([key, figures]) => ({ ...parsePartKey(key), ...figures }))
    .filter((item) => item.basis === range.basis && read(item.period))
    .map(({ period, part, counters, labels }) => ({ period, part, counters, labels }));
}

describe('what an order adds', () => {
  it('adds a sale to the local day it was placed and the local day of its slot, and their months, with its hour and its dishes', () => {
    const contribution = contributionOf(order);
    expect(Object.keys(contribution).sort()).toEqual([
      'fulfilled|2026-12-01|dishes',
      'fulfilled|2026-12-01|totals',
      'fulfilled|2026-12|dishes',
      'fulfilled|2026-12|totals',
      'placed|2026-11-30|dishes',
      'placed|2026-11-30|totals',
      'placed|2026-11|dishes',
      'placed|2026-11|totals',
    ]);
    expect(contribution['placed|2026-11-30|totals']!.counters).toEqual({
      [counterNames.sale('delivery', 'in-person', 'orders')]: 1,
      [counterNames.sale('delivery', 'in-person', 'itemSales')]: 2000,
      [counterNames.sale('delivery', 'in-person', 'tax')]: 197,
      [counterNames.sale('delivery', 'in-person', 'tips')]: 300,
      [counterNames.sale('delivery', 'in-person', 'fees')]: 499,
      [counterNames.sale('delivery', 'in-person', 'total')]: 2996,
      [counterNames.hour(23)]: 1,
    });
    expect(contribution['fulfilled|2026-12-01|totals']!.counters[counterNames.hour(0)]).toBe(1);
    // The month's totals are the day's, and the day's orders and net sales by date.
    expect(contribution['placed|2026-11|totals']!.counters).toEqual({
      ...contribution['placed|2026-11-30|totals']!.counters,
      [counterNames.dayInMonth('2026-11-30', 'orders')]: 1,
      [counterNames.dayInMonth('2026-11-30', 'netSales')]: 2000,
    });
    expect(contribution['placed|2026-11|dishes']).toEqual(contribution['placed|2026-11-30|dishes']);
    expect(contribution['placed|2026-11-30|dishes']).toEqual({
      counters: {
        [counterNames.dish('jollof-rice', 'quantity')]: 2,
        [counterNames.dish('jollof-rice', 'sales')]: 2000,
        [counterNames.extra('jollof-rice', 'plantain', 'quantity')]: 2,
        [counterNames.extra('jollof-rice', 'plantain', 'sales')]: 500,
      },
      labels: { [counterNames.dishName('jollof-rice')]: 'Jollof Rice', [counterNames.extraName('jollof-rice', 'plantain')]: 'Fried plantain' },
    });
  });

  it('counts nothing for an order on the card page or one whose card payment was never completed', () => {
    const card = { amountCents: 2996, capturedCents: 0, refundedCents: 0, refunds: [], capture: 'on-accept' as const };
    expect(reportKind({ status: 'awaiting-payment', cardPayment: { ...card, state: 'awaiting' } })).toBe('none');
    expect(reportKind({ status: 'cancelled', cardPayment: { ...card, state: 'abandoned' } })).toBe('none');
    expect(contributionOf({ ...order, status: 'awaiting-payment' })).toEqual({});
    expect(reportKind({ status: 'cancelled' })).toBe('cancelled');
    expect(reportKind({ status: 'completed' })).toBe('sale');
  });
});

describe('what of an order is collected and what is expected', () => {
  const card = { state: 'held' as const, amountCents: 2996, capturedCents: 0, refundedCents: 0, refunds: [], capture: 'on-accept' as const };

  it('counts in person money as expected until the order is completed, then as collected', () => {
    expect(moneyInOf(order)).toEqual({ collectedCents: 0, expectedCents: 2996 });
    expect(moneyInOf({ ...order, status: 'ready' })).toEqual({ collectedCents: 0, expectedCents: 2996 });
    expect(moneyInOf({ ...order, status: 'completed' })).toEqual({ collectedCents: 2996, expectedCents: 0 });
  });

  it('counts a held card, or one whose hold expired, as expected, and a charged one less its refunds as collected', () => {
    expect(moneyInOf({ ...order, cardPayment: card })).toEqual({ collectedCents: 0, expectedCents: 2996 });
    expect(moneyInOf({ ...order, cardPayment: { ...card, state: 'problem', problem: 'hold-expired' } })).toEqual({ collectedCents: 0, expectedCents: 2996 });
    const charged = { ...card, state: 'charged' as const, capturedCents: 2996, refundedCents: 500 };
    expect(moneyInOf({ ...order, status: 'accepted', cardPayment: charged })).toEqual({ collectedCents: 2496, expectedCents: 0 });
    expect(moneyInOf({ ...order, status: 'completed', cardPayment: charged })).toEqual({ collectedCents: 2496, expectedCents: 0 });
  });

  it('counts a catering deposit as collected and its balance as expected until paid by link or at handover', () => {
    const deposit = { ...card, state: 'charged' as const, amountCents: 1000, capturedCents: 1000, capture: 'at-checkout' as const };
    const catering = { ...order, status: 'accepted' as const, cardPayment: deposit };
    expect(moneyInOf(catering)).toEqual({ collectedCents: 1000, expectedCents: 1996 });
    const link = { state: 'awaiting' as const, amountCents: 1996, attempt: 1, payBy: '2026-12-02T05:00:00.000Z' };
    expect(moneyInOf({ ...catering, balancePayment: link })).toEqual({ collectedCents: 1000, expectedCents: 1996 });
    expect(moneyInOf({ ...catering, balancePayment: { ...link, state: 'charged' } })).toEqual({ collectedCents: 2996, expectedCents: 0 });
    expect(moneyInOf({ ...catering, status: 'completed' })).toEqual({ collectedCents: 2996, expectedCents: 0 });
  });
});

describe('a change of an order', () => {
  it('adds the difference: cancelling takes the sale away and adds the cancelled order with its reason', () => {
    const before = contributionOf(order);
    const after = contributionOf({ ...order, status: 'cancelled', cancelReason: 'Driver unavailable' });
    const change = contributionChange(before, after);
    expect(change['placed|2026-11-30|totals']!.counters).toMatchObject({
      [counterNames.sale('delivery', 'in-person', 'orders')]: -1,
      [counterNames.sale('delivery', 'in-person', 'total')]: -2996,
      [counterNames.cancelled('delivery', 'in-person', 'orders')]: 1,
      [counterNames.cancelled('delivery', 'in-person', 'value')]: 2996,
    });
    expect(change['placed|2026-11-30|dishes']!.counters[counterNames.dish('jollof-rice', 'quantity')]).toBe(-2);
    // Kept plus the change is what the order adds now.
    const applied = sumContributions([before, change]);
    for (const [key, figures] of Object.entries(after)) {
      for (const [name, value] of Object.entries(figures.counters)) expect(applied[key]!.counters[name]).toBe(value);
    }
  });

  it('adds nothing when nothing that counts changed', () => {
    expect(contributionChange(contributionOf(order), contributionOf({ ...order }))).toEqual({});
  });
});

describe('the periods a range reads', () => {
  it('reads the months it covers whole, and the days before and after them', () => {
    expect(periodsToRead({ from: '2025-11-27', to: '2026-11-26' })).toEqual({
      days: [
        { from: '2025-11-27', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-26' },
      ],
      months: { from: '2025-12', to: '2026-10' },
    });
    expect(periodsToRead({ from: '2026-02-01', to: '2026-02-28' })).toEqual({ days: [], months: { from: '2026-02', to: '2026-02' } });
    expect(periodsToRead({ from: '2024-02-01', to: '2024-02-29' })).toEqual({ days: [], months: { from: '2024-02', to: '2024-02' } });
    expect(periodsToRead({ from: '2026-12-01', to: '2027-01-03' })).toEqual({
      days: [{ from: '2027-01-01', to: '2027-01-03' }],
      months: { from: '2026-12', to: '2026-12' },
    });
  });

  it('reads every day of a range that covers no month whole', () => {
    expect(periodsToRead({ from: '2026-11-02', to: '2026-11-30' })).toEqual({ days: [{ from: '2026-11-02', to: '2026-11-30' }] });
    expect(periodsToRead({ from: '2026-10-15', to: '2026-11-14' })).toEqual({ days: [{ from: '2026-10-15', to: '2026-11-14' }] });
    expect(periodsToRead({ from: '2024-02-01', to: '2024-02-28' })).toEqual({ days: [{ from: '2024-02-01', to: '2024-02-28' }] });
  });
});

describe('a range from its periods', () => {
  it('adds up the figures, fills the days without orders and says no reason for a cancel without one', () => {
    const cancelled = contributionOf({ ...order, placedAt: '2026-11-29T18:00:00.000Z', status: 'cancelled' });
    const range = { from: '2026-11-28', to: '2026-11-30', basis: 'placed' } as const;
    const report = salesReportOf(range, periodsFor(sumContributions([contributionOf(order), cancelled]), range), (dishId) =>
      dishId === 'jollof-rice' ? 'entrée' : undefined,
    );
    expect(report.summary.all).toMatchObject({
      orders: 1,
      itemSalesCents: 2000,
      netSalesCents: 2000,
      collectedCents: 0,
      expectedCents: 2996,
      averageOrderCents: 2000,
    });
    expect(report.days).toEqual([
      { date: '2026-11-28', orders: 0, netSalesCents: 0 },
      { date: '2026-11-29', orders: 0, netSalesCents: 0 },
      { date: '2026-11-30', orders: 1, netSalesCents: 2000 },
    ]);
    expect(report.cancelled).toEqual({ orders: 1, valueCents: 2996, reasons: [{ reason: 'No reason given', orders: 1 }] });
    expect(report.dishes[0]).toMatchObject({ name: 'Jollof Rice', category: 'entrée', quantity: 2, salesCents: 2000 });
    expect(report.categories).toEqual([{ category: 'entrée', quantity: 2, salesCents: 2000 }]);
  });

  it('takes an offer’s discount off the net sales, so the net sales, tax, tips and fees still add up to what is in and to come', () => {
    // $5 off the food (before tax): tax on $15 + the fee, the total $5 less and its tax less.
    const discounted: ReportedOrder = {
      ...order,
      totals: { subtotalCents: 2000, deliveryFeeCents: 499, discountCents: 500, taxCents: 158, tipCents: 300, totalCents: 2457, taxRateBasisPoints: 790 },
    };
    const range = { from: '2026-11-30', to: '2026-11-30', basis: 'placed' } as const;
    const { all } = salesReportOf(range, periodsFor(contributionOf(discounted), range), () => 'entrée').summary;
    expect(all).toMatchObject({ itemSalesCents: 2000, discountCents: 500, netSalesCents: 1500, taxCents: 158, expectedCents: 2457 });
    expect(all.netSalesCents + all.taxCents + all.tipCents + all.deliveryFeeCents).toBe(all.collectedCents + all.expectedCents);
  });

  it('lists the offers taken: orders, what each took off and the food sold with it, the most off first, cancelled orders left out', () => {
    const withCode = (offerId: string, discountCents: number, extra: Partial<ReportedOrder> = {}): ReportedOrder => ({
      ...order,
      totals: { ...order.totals, discountCents, totalCents: order.totals.totalCents - discountCents },
      offer: { offerId, kind: 'code', code: 'SAVE5', words: '$5 off orders over $30', discountCents, on: 'food' },
      ...extra,
    });
    const reward: ReportedOrder = {
      ...withCode('five-off', 500),
      offer: { offerId: 'five-off', kind: 'reward', words: '$5 off', discountCents: 500, on: 'food', points: 250 },
    };
    const range = { from: '2026-11-30', to: '2026-11-30', basis: 'placed' } as const;
    const kept = sumContributions([
      contributionOf(withCode('O1', 500)),
      contributionOf(withCode('O1', 500)),
      contributionOf(reward),
      contributionOf(withCode('O1', 500, { status: 'cancelled' })),
    ]);
    expect(salesReportOf(range, periodsFor(kept, range), () => 'entrée').offers).toEqual([
      { offerId: 'O1', name: 'Code SAVE5: $5 off orders over $30', orders: 2, discountCents: 1000, foodSalesCents: 4000 },
      { offerId: 'five-off', name: 'Reward: $5 off', orders: 1, discountCents: 500, foodSalesCents: 2000 },
    ]);
  });

  it('gives the same report from whole months as from every one of their days', () => {
    // Orders on both sides of three months' edges, one refunded, one cancelled, in both bases.
    const placedAts = [
      '2026-09-30T23:00:00.000Z',
      '2026-10-01T05:30:00.000Z',
      '2026-10-17T18:00:00.000Z',
      '2026-11-01T04:59:00.000Z',
      '2026-11-30T17:00:00.000Z',
    ];
    const contributions = placedAts.map((placedAt, index) =>
      contributionOf({
        ...order,
        placedAt,
        slotId: new Date(Date.parse(placedAt) + 3_600_000).toISOString(),
        ...(index === 2
          ? {
              paymentMethod: 'card-online' as const,
              cardPayment: {
                state: 'charged' as const,
                amountCents: 2996,
                capturedCents: 2996,
                refundedCents: 700,
                refunds: [],
                capture: 'on-accept' as const,
              },
            }
          : {}),
        ...(index === 3 ? { status: 'cancelled' as const, cancelReason: 'Kitchen closed early' } : {}),
      }),
    );
    const kept = sumContributions(contributions);
    for (const basis of ['placed', 'fulfilled'] as const) {
      const range = { from: '2026-09-20', to: '2026-12-05', basis };
      const byMonths = periodsFor(kept, range);
      expect(byMonths.filter((item) => isMonth(item.period)).map((item) => item.period)).toContain('2026-10');
      const byDays = Object.entries(kept)
        .map(([key, figures]) => ({ ...parsePartKey(key), ...figures }))
        .filter((item) => item.basis === basis && !isMonth(item.period))
        .map(({ period, part, counters, labels }) => ({ period, part, counters, labels }));
      const categoryOf = () => 'entrée';
      expect(salesReportOf(range, byMonths, categoryOf)).toEqual(salesReportOf(range, byDays, categoryOf));
      expect(salesReportOf(range, byMonths, categoryOf).summary.all.orders).toBe(4);
    }
  });
});
