import { describe, expect, it } from 'vitest';
import { boardActionRequestSchema } from '../../../functions/src/contracts/kitchen.ts';
import { boardRanges, matchesSearch, readyAtIn, searchRange } from '../../../functions/src/domain/kitchen-board.ts';
import { customerMessageFor } from '../../../functions/src/domain/order-status.ts';

const order = {
  number: 'A7K3Q9',
  orderId: '01JZ0000000000000000A7K3Q9',
  customer: { name: 'Adéwálé Ọlá', email: 'ade.ola@example.com', phone: '+14145550123' },
};

describe('the board search', () => {
  it('matches the code in any case, with or without #', () => {
    for (const q of ['A7K3Q9', 'a7k3q9', '#a7k3q9', ' A7K3Q9 ']) expect(matchesSearch(order, q), q).toBe(true);
    expect(matchesSearch(order, 'A7K3Q')).toBe(false);
  });

  it('matches part of the name without accents, and part of the e-mail', () => {
    expect(matchesSearch(order, 'adewale')).toBe(true);
    expect(matchesSearch(order, 'OLA')).toBe(true);
    expect(matchesSearch(order, 'ade.ola@')).toBe(true);
    expect(matchesSearch(order, 'grace')).toBe(false);
  });

  it('matches phone digits however they are typed, but not digits inside other text', () => {
    expect(matchesSearch(order, '(414) 555-0123')).toBe(true);
    expect(matchesSearch(order, '5550')).toBe(true);
    expect(matchesSearch(order, '41')).toBe(false);
    expect(matchesSearch(order, 'x5550')).toBe(false);
    expect(matchesSearch({ ...order, customer: { ...order.customer, phone: null } }, '5550')).toBe(false);
  });
});

describe('the board ranges', () => {
  it('read open orders from a week back to a year ahead, and finished ones for the local day', () => {
    // 1:10 a.m. on Nov 24 in Milwaukee is still Nov 24 there, though 07:10 UTC.
    const now = new Date('2026-11-24T07:10:00Z');
    const ranges = boardRanges(now);
    expect(ranges.today).toBe('2026-11-24');
    expect(ranges.finished).toEqual({ from: '2026-11-24T06:00:00.000Z', to: '2026-11-25T05:59:59.999Z' });
    expect(ranges.open.from).toBe('2026-11-17T06:00:00.000Z');
    expect(ranges.open.to).toBe('2027-11-25T06:00:00.000Z');
    expect(searchRange(now).from).toBe('2026-08-26T05:00:00.000Z');
  });

  it('follow the local day across the change of clocks', () => {
    // Nov 1 2026: daylight saving ends in Milwaukee, the day is 25 hours long.
    const ranges = boardRanges(new Date('2026-11-01T12:00:00Z'));
    expect(ranges.finished).toEqual({ from: '2026-11-01T05:00:00.000Z', to: '2026-11-02T05:59:59.999Z' });
  });
});

describe('an accept with a ready time', () => {
  it('gives the time on the next whole minute', () => {
    expect(readyAtIn(25, new Date('2026-11-24T23:00:10.500Z'))).toBe('2026-11-24T23:26:00.000Z');
    expect(readyAtIn(25, new Date('2026-11-24T23:00:00.000Z'))).toBe('2026-11-24T23:25:00.000Z');
  });

  it('tells the customer the estimate, or the order’s own time without one', () => {
    const base = { number: 'A7K3Q9', mode: 'pickup' as const, slotId: '2026-11-25T00:15:00.000Z', address: null, paymentMethod: 'in-person-card' as const };
    const now = Date.parse('2026-11-24T23:00:00Z');
    expect(customerMessageFor({ ...base, readyAt: '2026-11-24T23:40:00.000Z' }, 'accepted', now).body).toBe(
      'We’ve accepted your order A7K3Q9 and will have it ready for pickup at about 5:40 p.m.',
    );
    expect(customerMessageFor(base, 'accepted', now).body).toBe('We’ve accepted your order A7K3Q9 and will have it ready for pickup at 6:15 p.m.');
  });

  it('quotes the cancel reason as one sentence', () => {
    const base = { number: 'A7K3Q9', mode: 'pickup' as const, slotId: '2026-11-25T00:15:00.000Z', address: null, paymentMethod: 'in-person-card' as const };
    expect(customerMessageFor({ ...base, cancelReason: 'We ran out of egusi' }, 'cancelled').body).toContain(
      'The kitchen’s note: We ran out of egusi. Questions?',
    );
    expect(customerMessageFor({ ...base, cancelReason: 'Sold out!' }, 'cancelled').body).toContain('The kitchen’s note: Sold out! Questions?');
  });
});

describe('the board’s request', () => {
  const valid = { customerId: 'abc123', action: 'accept' };
  it('takes a ready time on accept only, and needs a reason to cancel', () => {
    expect(boardActionRequestSchema.safeParse({ ...valid, readyInMinutes: 20 }).success).toBe(true);
    expect(boardActionRequestSchema.safeParse({ ...valid, action: 'ready', readyInMinutes: 20 }).success).toBe(false);
    expect(boardActionRequestSchema.safeParse({ ...valid, action: 'cancel' }).success).toBe(false);
    expect(boardActionRequestSchema.safeParse({ ...valid, action: 'cancel', reason: 'Closed early' }).success).toBe(true);
    expect(boardActionRequestSchema.safeParse({ ...valid, reason: 'Closed early' }).success).toBe(false);
    expect(boardActionRequestSchema.safeParse({ ...valid, customerId: '../x' }).success).toBe(false);
    expect(boardActionRequestSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});
