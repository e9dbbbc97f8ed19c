import { describe, expect, it } from 'vitest';
import { boardActionRequestSchema } from '../../../functions/src/orders/contract/kitchen.ts';
import { countLabel } from '../../../functions/src/platform/contract/count-label.ts';
import { defaultShopSettings } from '../../../functions/src/shop/contract/shop-settings.ts';
import { boardRanges, matchesSearch, readyAtIn, readyTimeFor, searchRange } from '../../../functions/src/kitchen/rules/kitchen-board.ts';
import { rulesWithSettings } from '../../../functions/src/shop/rules/schedule.ts';
import { customerMessageFor } from '../../../functions/src/orders/rules/order-status.ts';

const order = {
  number: 'A7K3Q9',
  orderId: '01JZ0000000000000000A7K3Q9',
  customer: { name: 'Adéwálé Ọlá', email: 'ade.ola@example.com', phone: '+14145550123' },
};

describe('the board search', () => {
  it('matches the code in any case, with or without #', () => {
    for (const q of ['A7K3Q9', 'a7k3q9', '#a7k3q9', ' A7K3Q9 ']) expect(matchesSearch(order, q), q).toBe(true);
    expect(matchesSearch(order, order.orderId.toLowerCase())).toBe(true);
  });

  it('matches part of the code from three characters, in any case', () => {
    for (const q of ['7k3q', 'K3Q9', '#a7k', 'A7K3Q']) expect(matchesSearch(order, q), q).toBe(true);
    expect(matchesSearch(order, 'a7')).toBe(false);
    expect(matchesSearch(order, 'k3x')).toBe(false);
    // Part of the id other than the code is no match: the code is what is said aloud and printed.
    expect(matchesSearch(order, '01JZ00')).toBe(false);
  });

  it('matches part of the name without accents, and part of the e-mail', () => {
    expect(matchesSearch(order, 'adewale')).toBe(true);
    expect(matchesSearch(order, 'OLA')).toBe(true);
    expect(matchesSearch(order, 'ade.ola@')).toBe(true);
    expect(matchesSearch(order, 'grace')).toBe(false);
  });

  it('matches phone digits however they are typed, from four digits, but not digits inside other text', () => {
    expect(matchesSearch(order, '(414) 555-0123')).toBe(true);
    expect(matchesSearch(order, '414-555-0123')).toBe(true);
    expect(matchesSearch(order, '+1 414 555 0123')).toBe(true);
    expect(matchesSearch(order, '5550')).toBe(true);
    expect(matchesSearch(order, '0123')).toBe(true);
    expect(matchesSearch(order, '555')).toBe(false);
    expect(matchesSearch(order, '41')).toBe(false);
    expect(matchesSearch(order, 'x5550')).toBe(false);
    expect(matchesSearch(order, '5551')).toBe(false);
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

  /** A pickup order for a 6:15 p.m. slot, paid in person. */
  const base = {
    number: 'A7K3Q9',
    mode: 'pickup' as const,
    asap: false,
    slotId: '2026-11-25T00:15:00.000Z',
    address: null,
    paymentMethod: 'in-person-card' as const,
  };

  it('tells the customer the estimate, or the order’s own time without one', () => {
    const now = Date.parse('2026-11-24T23:00:00Z');
    expect(customerMessageFor({ ...base, readyAt: '2026-11-24T23:40:00.000Z' }, 'accepted', now).body).toBe(
      'We’ve accepted your order A7K3Q9 and will have it ready for pickup at about 5:40 p.m.',
    );
    expect(customerMessageFor(base, 'accepted', now).body).toBe('We’ve accepted your order A7K3Q9 and will have it ready for pickup at 6:15 p.m.');
  });

  it('quotes the cancel reason as one sentence', () => {
    expect(customerMessageFor({ ...base, cancelReason: 'We ran out of egusi' }, 'cancelled').body).toContain(
      'The kitchen’s note: We ran out of egusi. Questions?',
    );
    expect(customerMessageFor({ ...base, cancelReason: 'Sold out!' }, 'cancelled').body).toContain('The kitchen’s note: Sold out! Questions?');
  });
});

describe('the ready time an accept promises', () => {
  const rules = rulesWithSettings(defaultShopSettings);
  // Thu, Nov 26 2026 in Milwaukee (CST, UTC−6): open 11 a.m.–9 p.m.
  const at = (local: string) => new Date(`2026-11-${local}-06:00`);
  /** A 1 p.m. order placed for Thursday. */
  const scheduled = { number: 'A7K3Q9', asap: false, slotId: at('26T13:00:00').toISOString() };

  it('is the order’s own time when the owner gives none', () => {
    expect(readyTimeFor({ order: scheduled, readyInMinutes: undefined, now: at('26T08:07:00'), rules })).toEqual({ ok: true, readyAt: undefined });
  });

  it('refuses a time before a scheduled order’s own time: "ready in 20" at 8:07 a.m. for 1 p.m.', () => {
    const check = readyTimeFor({ order: scheduled, readyInMinutes: 20, now: at('26T08:07:00'), rules });
    expect(check).toEqual({
      ok: false,
      message: 'Order A7K3Q9 is for 1 p.m., the time the customer chose: 8:27 a.m. would be earlier. Keep the order’s time, or choose a later ready time.',
    });
    expect(readyTimeFor({ order: scheduled, readyInMinutes: 20, now: at('26T12:30:00'), rules }).ok).toBe(false);
  });

  it('takes a time at or after a scheduled order’s own time, inside the day’s hours', () => {
    expect(readyTimeFor({ order: scheduled, readyInMinutes: 15, now: at('26T12:45:00'), rules })).toEqual({ ok: true, readyAt: scheduled.slotId });
    expect(readyTimeFor({ order: scheduled, readyInMinutes: 30, now: at('26T12:50:00'), rules })).toEqual({
      ok: true,
      readyAt: at('26T13:20:00').toISOString(),
    });
  });

  it('takes an ASAP order’s estimate before its own time', () => {
    const asap = { ...scheduled, asap: true, slotId: at('26T12:30:00').toISOString() };
    expect(readyTimeFor({ order: asap, readyInMinutes: 10, now: at('26T12:02:00'), rules })).toEqual({ ok: true, readyAt: at('26T12:12:00').toISOString() });
  });

  it('refuses a time before opening: yesterday’s order accepted at 8:07 a.m.', () => {
    const yesterdays = { ...scheduled, slotId: at('25T19:00:00').toISOString() };
    expect(readyTimeFor({ order: yesterdays, readyInMinutes: 20, now: at('26T08:07:00'), rules })).toEqual({
      ok: false,
      message:
        'The kitchen opens at 11 a.m. on Thursday, November 26: 8:27 a.m. is before opening. Keep the order’s time (Wed, Nov 25, 7 p.m.), or choose a later ready time.',
    });
  });

  it('refuses a time on a day the kitchen is closed: a Sunday, or a closure', () => {
    const saturdayLate = { ...scheduled, slotId: at('28T20:45:00').toISOString() };
    const sunday = readyTimeFor({ order: saturdayLate, readyInMinutes: 480, now: at('28T20:30:00'), rules });
    expect(sunday).toEqual({
      ok: false,
      message:
        'The kitchen is closed on Sunday, November 29, so it can’t promise Sun, Nov 29, 4:30 a.m. Keep the order’s time (8:45 p.m.), or choose a later ready time.',
    });
    const closed = rulesWithSettings({ ...defaultShopSettings, closures: [{ date: '2026-11-26', note: 'Thanksgiving' }] });
    expect(readyTimeFor({ order: { ...scheduled, asap: true }, readyInMinutes: 20, now: at('26T12:00:00'), rules: closed })).toMatchObject({ ok: false });
  });
});

describe('a count with its noun', () => {
  it('says one item, and every other count in the plural', () => {
    expect(countLabel(1, 'item')).toBe('1 item');
    expect(countLabel(0, 'item')).toBe('0 items');
    expect(countLabel(12, 'item')).toBe('12 items');
    expect(countLabel(2, 'dish', 'dishes')).toBe('2 dishes');
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
