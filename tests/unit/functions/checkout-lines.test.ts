/**
 * The lines of the card page (docs/business-rules.md#card-payments): each dish with its quantity and unit price, then
 * the delivery fee, tax and tip, always summing to the server's total, over many generated orders.
 */
import { describe, expect, it } from 'vitest';
import { checkoutLines } from '../../../functions/src/payments/rules/card-payment.ts';
import { orderTotals } from '../../../functions/src/orders/contract/order-totals.ts';

/** A small seeded generator (mulberry32), so a failure replays. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const whole = 'Spices African Kitchen: order A7K3Q9';
const sumOf = (lines: { quantity: number; unitAmountCents: number }[]) => lines.reduce((sum, line) => sum + line.quantity * line.unitAmountCents, 0);

function generatedOrder(pick: (below: number) => number) {
  const lines = Array.from({ length: 1 + pick(8) }, (_, index) => {
    const quantity = 1 + pick(12);
    // Now and then a line whose total is not its unit price times its quantity (a price that does not divide evenly).
    const uneven = pick(4) === 0;
    const lineTotalCents = uneven ? 100 + pick(20_000) : (99 + pick(5000)) * quantity;
    return { name: `Dish ${index}`, amount: pick(2) ? '3 skewers' : '', quantity, unitPriceCents: Math.round(lineTotalCents / quantity), lineTotalCents };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const tip = pick(3) === 0 ? ({ kind: 'custom', cents: pick(3000) } as const) : ({ kind: 'percent', percent: [0, 15, 18, 20][pick(4)]! } as const);
  const totals = orderTotals({ subtotalCents, mode: pick(2) ? 'pickup' : 'delivery', catering: false, tip });
  return { lines, totals };
}

describe('the card page’s lines', () => {
  it('always sum to the server’s total, over many generated orders, with even and uneven lines', () => {
    const pick = random(20261207);
    let uneven = 0;
    // What breaks, collected and compared once (an expect per line of 2000 orders is slow on a busy machine).
    const wrong: string[] = [];
    for (let round = 0; round < 2000; round++) {
      const order = generatedOrder(pick);
      const lines = checkoutLines(order, whole);
      if (sumOf(lines) !== order.totals.totalCents) wrong.push(`sum ${sumOf(lines)}: ${JSON.stringify(order)}`);
      if (lines.some((line) => line.name === whole)) wrong.push(`one line: ${JSON.stringify(order)}`);
      if (
        !lines.every((line) => Number.isSafeInteger(line.unitAmountCents) && line.unitAmountCents >= 0 && Number.isInteger(line.quantity) && line.quantity >= 1)
      ) {
        wrong.push(`malformed: ${JSON.stringify(lines)}`);
      }
      order.lines.forEach((dish, index) => {
        const line = lines[index]!;
        const even = dish.unitPriceCents * dish.quantity === dish.lineTotalCents;
        if (!even) uneven++;
        const expected = even
          ? line.quantity === dish.quantity && line.unitAmountCents === dish.unitPriceCents
          : line.quantity === 1 && line.unitAmountCents === dish.lineTotalCents && line.name.endsWith(`× ${dish.quantity}`);
        if (!expected) wrong.push(`line ${JSON.stringify(line)} of ${JSON.stringify(dish)}`);
      });
    }
    expect(wrong).toEqual([]);
    expect(uneven).toBeGreaterThan(100);
  });

  it('names each dish with its portion, then the delivery fee, tax and tip', () => {
    const lines = checkoutLines(
      {
        lines: [
          { name: 'Jollof Rice', amount: '16 oz', quantity: 2, unitPriceCents: 1299, lineTotalCents: 2598 },
          { name: 'Puff-Puff', amount: '', quantity: 3, unitPriceCents: 333, lineTotalCents: 1000 },
        ],
        totals: { deliveryFeeCents: 499, taxCents: 324, tipCents: 540, totalCents: 4961, taxRateBasisPoints: 790 },
      },
      whole,
    );
    expect(lines).toEqual([
      { name: 'Jollof Rice, 16 oz', quantity: 2, unitAmountCents: 1299 },
      { name: 'Puff-Puff × 3', quantity: 1, unitAmountCents: 1000 },
      { name: 'Delivery fee', quantity: 1, unitAmountCents: 499 },
      { name: 'Sales tax (7.9%)', quantity: 1, unitAmountCents: 324 },
      { name: 'Tip', quantity: 1, unitAmountCents: 540 },
    ]);
  });

  it('falls back to one line of the whole when the lines would not sum to the total', () => {
    const lines = checkoutLines(
      {
        lines: [{ name: 'Jollof Rice', amount: '', quantity: 1, unitPriceCents: 1299, lineTotalCents: 1299 }],
        totals: { deliveryFeeCents: 0, taxCents: 103, tipCents: 0, totalCents: 1500, taxRateBasisPoints: 790 },
      },
      whole,
    );
    expect(lines).toEqual([{ name: whole, quantity: 1, unitAmountCents: 1500 }]);
  });
});
