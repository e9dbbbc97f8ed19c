import { describe, expect, it } from 'vitest';
import { tipChoiceSchema } from '../../../functions/src/shop/contract/ordering.ts';
import {
  basisPointsOf,
  checkCateringTerms,
  checkDeliveryMinimum,
  deliveryFeeCents,
  isCateringOrder,
  linesSubtotalCents,
  orderTotals,
  type OrderLine,
} from '../../../functions/src/orders/contract/order-totals.ts';

const noTip = { kind: 'percent', percent: 0 } as const;

describe('orderTotals', () => {
  it('charges a pickup order its food plus 7.9 % tax, nothing else', () => {
    expect(orderTotals({ subtotalCents: 2500, mode: 'pickup', catering: false, tip: noTip })).toEqual({
      subtotalCents: 2500,
      deliveryFeeCents: 0,
      taxCents: 198, // 197.5 rounds half up
      tipCents: 0,
      totalCents: 2698,
      taxRateBasisPoints: 790,
    });
  });

  it('taxes the delivery fee with the food, but not the tip', () => {
    const totals = orderTotals({ subtotalCents: 3000, mode: 'delivery', catering: false, tip: { kind: 'percent', percent: 20 } });
    expect(totals.deliveryFeeCents).toBe(499);
    expect(totals.taxCents).toBe(276); // 7.9 % of $34.99 = 276.421
    expect(totals.tipCents).toBe(600); // 20 % of the food only
    expect(totals.totalCents).toBe(3000 + 499 + 276 + 600);
  });

  it('rounds tax half up to whole cents, without float error', () => {
    // 7.9 % of $10.00 = 79 exactly; of $0.63 = 4.977 → 5; of $6.33 = 50.007 → 50; of $19.62 = 154.998 → 155
    expect(basisPointsOf(1000, 790)).toBe(79);
    expect(basisPointsOf(63, 790)).toBe(5);
    expect(basisPointsOf(633, 790)).toBe(50);
    expect(basisPointsOf(1962, 790)).toBe(155);
    // 7.9 % of 50 cents = 3.95 → 4; at 50 %, exactly half a cent rounds up.
    expect(basisPointsOf(50, 790)).toBe(4);
    expect(basisPointsOf(10, 5000)).toBe(5); // 5.0
    expect(basisPointsOf(1, 5000)).toBe(1); // 0.5 → 1
    expect(basisPointsOf(3, 5000)).toBe(2); // 1.5 → 2
  });

  it('rounds percentage tips half up', () => {
    // 15 % of $12.30 = 184.5 → 185; 18 % of $12.30 = 221.4 → 221
    expect(orderTotals({ subtotalCents: 1230, mode: 'pickup', catering: false, tip: { kind: 'percent', percent: 15 } }).tipCents).toBe(185);
    expect(orderTotals({ subtotalCents: 1230, mode: 'pickup', catering: false, tip: { kind: 'percent', percent: 18 } }).tipCents).toBe(221);
  });

  it('takes a custom tip in cents, capped at $500', () => {
    expect(orderTotals({ subtotalCents: 2000, mode: 'pickup', catering: false, tip: { kind: 'custom', cents: 350 } }).tipCents).toBe(350);
    expect(orderTotals({ subtotalCents: 2000, mode: 'pickup', catering: false, tip: { kind: 'custom', cents: 90_000 } }).tipCents).toBe(50_000);
  });

  it('refuses a subtotal that is not whole cents', () => {
    expect(() => orderTotals({ subtotalCents: 10.5, mode: 'pickup', catering: false, tip: noTip })).toThrow(RangeError);
    expect(() => orderTotals({ subtotalCents: -1, mode: 'pickup', catering: false, tip: noTip })).toThrow(RangeError);
  });
});

describe('tip choice', () => {
  it('accepts the presets 0, 15, 18 and 20 % and whole-cent custom tips up to the cap', () => {
    for (const percent of [0, 15, 18, 20]) expect(tipChoiceSchema.safeParse({ kind: 'percent', percent }).success).toBe(true);
    expect(tipChoiceSchema.safeParse({ kind: 'percent', percent: 25 }).success).toBe(false);
    expect(tipChoiceSchema.safeParse({ kind: 'custom', cents: 250 }).success).toBe(true);
    expect(tipChoiceSchema.safeParse({ kind: 'custom', cents: 2.5 }).success).toBe(false);
    expect(tipChoiceSchema.safeParse({ kind: 'custom', cents: -1 }).success).toBe(false);
    expect(tipChoiceSchema.safeParse({ kind: 'custom', cents: 50_001 }).success).toBe(false);
  });
});

describe('delivery fee', () => {
  it('is $4.99 for a regular delivery and nothing for pickup', () => {
    expect(deliveryFeeCents(5000, 'delivery', false)).toBe(499);
    expect(deliveryFeeCents(5000, 'pickup', true)).toBe(0);
  });

  it('is 10 % of the food for catering delivery, at most $500', () => {
    expect(deliveryFeeCents(25_005, 'delivery', true)).toBe(2501); // 2500.5 rounds up
    expect(deliveryFeeCents(500_000, 'delivery', true)).toBe(50_000);
    expect(deliveryFeeCents(900_000, 'delivery', true)).toBe(50_000);
    const totals = orderTotals({ subtotalCents: 900_000, mode: 'delivery', catering: true, tip: noTip });
    expect(totals.taxCents).toBe(basisPointsOf(950_000, 790));
  });
});

describe('checkDeliveryMinimum', () => {
  it('refuses delivery under $20 of food with how much is missing, and never pickup', () => {
    expect(checkDeliveryMinimum(1999, 'delivery')).toEqual({
      reason: 'BELOW_DELIVERY_MINIMUM',
      message: 'Delivery starts at $20.00 of food. Add $0.01 more, or choose pickup.',
    });
    expect(checkDeliveryMinimum(2000, 'delivery')).toBeNull();
    expect(checkDeliveryMinimum(500, 'pickup')).toBeNull();
  });
});

describe('catering terms', () => {
  const tray = (quantity: number, category: OrderLine['category'] = 'entrée'): OrderLine => ({
    category,
    catering: true,
    quantity,
    unitPriceCents: 8999,
  });
  const plate: OrderLine = { category: 'entrée', catering: false, quantity: 10, unitPriceCents: 1499 };

  it('applies only when the order has a catering-size line', () => {
    expect(isCateringOrder([plate])).toBe(false);
    expect(checkCateringTerms([plate])).toBeNull();
    expect(isCateringOrder([plate, tray(1, 'side')])).toBe(true);
  });

  it('needs at least 4 entrée trays, counted by quantity; sides and regular plates do not count', () => {
    expect(checkCateringTerms([tray(3), tray(2, 'side'), plate])).toEqual({
      reason: 'CATERING_MINIMUM',
      message: 'Catering orders need at least 4 entrée trays; this order has 3. Add 1 more.',
    });
    expect(checkCateringTerms([tray(2), tray(2)])).toBeNull();
    expect(checkCateringTerms([tray(4)])).toBeNull();
  });

  it('adds up lines as unit price times quantity', () => {
    expect(linesSubtotalCents([tray(2), plate])).toBe(2 * 8999 + 10 * 1499);
  });
});
