/**
 * The reports' rules (functions/src/domain/sales-report.ts): what an order adds to its days, the difference a change
 * adds, and a range's figures from its days.
 */
import { describe, expect, it } from 'vitest';
import {
  contributionChange,
  contributionOf,
  counterNames,
  parsePartKey,
  reportKind,
  salesReportOf,
  sumContributions,
  type DayFigures,
  type ReportedOrder,
} from '../../../functions/src/domain/sales-report.ts';

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

function daysOf(contribution: ReturnType<typeof contributionOf>, basis: 'placed' | 'fulfilled'): DayFigures[] {
  return Object.entries(contribution)
    .map(([key, figures]) => ({ ...parsePartKey(key), ...figures }))
    .filter((day) => day.basis === basis)
    .map(({ date, part, counters, labels }) => ({ date, part, counters, labels }));
}

describe('what an order adds', () => {
  it('adds a sale to the local day it was placed and the local day of its slot, with its hour and its dishes', () => {
    const contribution = contributionOf(order);
    expect(Object.keys(contribution).sort()).toEqual([
      'fulfilled|2026-12-01|dishes',
      'fulfilled|2026-12-01|totals',
      'placed|2026-11-30|dishes',
      'placed|2026-11-30|totals',
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

describe('a range from its days', () => {
  it('adds up the figures, fills the days without orders and says no reason for a cancel without one', () => {
    const cancelled = contributionOf({ ...order, placedAt: '2026-11-29T18:00:00.000Z', status: 'cancelled' });
    const days = daysOf(sumContributions([contributionOf(order), cancelled]), 'placed').sort((a, b) => a.date.localeCompare(b.date));
    const report = salesReportOf({ from: '2026-11-28', to: '2026-11-30', basis: 'placed' }, days, (dishId) =>
      dishId === 'jollof-rice' ? 'entrée' : undefined,
    );
    expect(report.summary.all).toMatchObject({ orders: 1, itemSalesCents: 2000, netSalesCents: 2000, totalCollectedCents: 2996, averageOrderCents: 2000 });
    expect(report.days).toEqual([
      { date: '2026-11-28', orders: 0, netSalesCents: 0 },
      { date: '2026-11-29', orders: 0, netSalesCents: 0 },
      { date: '2026-11-30', orders: 1, netSalesCents: 2000 },
    ]);
    expect(report.cancelled).toEqual({ orders: 1, valueCents: 2996, reasons: [{ reason: 'No reason given', orders: 1 }] });
    expect(report.dishes[0]).toMatchObject({ name: 'Jollof Rice', category: 'entrée', quantity: 2, salesCents: 2000 });
    expect(report.categories).toEqual([{ category: 'entrée', quantity: 2, salesCents: 2000 }]);
  });
});
