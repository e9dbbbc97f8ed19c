import { describe, expect, it } from 'vitest';
import { asapSlotId, orderNumberOf, payloadHashOf, totalChangedRefusal } from '../../../functions/src/orders/rules/checkout.ts';

describe('checkout rules', () => {
  it('puts an ASAP order in the slot its ready time falls in, rounded up to the grid', () => {
    expect(asapSlotId('2026-11-24T17:07:30.000Z', 15)).toBe('2026-11-24T17:15:00.000Z');
    expect(asapSlotId('2026-11-24T17:15:00.000Z', 15)).toBe('2026-11-24T17:15:00.000Z');
    expect(asapSlotId('2026-11-24T17:45:01.000Z', 15)).toBe('2026-11-24T18:00:00.000Z');
  });

  it('treats payloads that differ only in key order as the same order, and any other change as another', () => {
    const a = { mode: 'pickup', tip: { kind: 'percent', percent: 15 }, when: { kind: 'slot', slotId: 'x' } };
    const b = { when: { slotId: 'x', kind: 'slot' }, tip: { percent: 15, kind: 'percent' }, mode: 'pickup' };
    expect(payloadHashOf(a)).toBe(payloadHashOf(b));
    expect(payloadHashOf({ ...a, notes: 'more rice' })).not.toBe(payloadHashOf(a));
  });

  it('numbers an order with the last six characters of its id', () => {
    expect(orderNumberOf('01JDX7Q3ZK8M4N2P6R0S9T5V7W')).toBe('9T5V7W');
  });

  it('names the new total and every figure when the total changed', () => {
    const refusal = totalChangedRefusal({ subtotalCents: 2000, deliveryFeeCents: 499, taxCents: 197, tipCents: 0, totalCents: 2696, taxRateBasisPoints: 790 });
    expect(refusal.code).toBe('CONFLICT');
    expect(refusal.message).toBe(
      'The total changed: it is now $26.96 (subtotal $20.00, delivery fee $4.99, tax $1.97, tip $0.00). Please check it and place the order again.',
    );
  });
});
