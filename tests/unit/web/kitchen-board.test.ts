import { describe, expect, it } from 'vitest';
import { defaultReadyChoice, readyChoicesFor, todayCount } from '../../../web/src/features/kitchen/components/board-columns.ts';

// Thu, Nov 26 2026 in Milwaukee (CST, UTC−6).
const today = '2026-11-26';
const at = (local: string) => new Date(`2026-11-${local}-06:00`).toISOString();

describe('the board’s Today tab', () => {
  it('counts today’s open orders (and older open ones), not a later day’s new order nor today’s done ones', () => {
    const orders = [
      { slotId: at('26T12:00:00'), status: 'placed' as const },
      { slotId: at('26T13:00:00'), status: 'accepted' as const },
      { slotId: at('25T19:00:00'), status: 'ready' as const },
      { slotId: at('26T11:30:00'), status: 'completed' as const },
      // Friday's and Saturday's new orders: on the New column for accepting, counted under Upcoming.
      { slotId: at('27T12:00:00'), status: 'placed' as const },
      { slotId: at('28T18:00:00'), status: 'placed' as const },
      { slotId: at('28T19:00:00'), status: 'accepted' as const },
    ];
    expect(todayCount(orders, today)).toBe(3);
  });
});

describe('the ready time an accept offers', () => {
  const now = Date.parse(at('26T12:40:00'));

  it('for a scheduled order starts at its own time and offers only times not before it', () => {
    const order = { slotId: at('26T13:00:00'), asap: false };
    expect(defaultReadyChoice(order, now)).toBe('slot');
    expect(readyChoicesFor(order, now)).toEqual([20, 30, 45, 60, 90]);
    // Days ahead: no minutes at all, only its own time.
    expect(readyChoicesFor({ ...order, slotId: at('29T13:00:00') }, now)).toEqual([]);
  });

  it('for an ASAP order offers every choice, starting from the one nearest its time', () => {
    const order = { slotId: at('26T13:00:00'), asap: true };
    expect(readyChoicesFor(order, now)).toEqual([10, 15, 20, 30, 45, 60, 90]);
    expect(defaultReadyChoice(order, now)).toBe(20);
  });
});
