/**
 * What the board says about waiting and the connection (docs/business-rules.md#the-order-board): how long a new order
 * has waited, whether the board is live, reconnecting or stopped, and an order's alerts among its history.
 */
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import { describe, expect, it } from 'vitest';
import { historyLines } from '../../../web/src/features/kitchen/components/order-history.tsx';
import { minutesWaiting, waitingWords } from '../../../web/src/features/kitchen/components/waiting-words.ts';
import { boardConnection, isPassingFailure } from '../../../web/src/features/kitchen/hooks/use-board-connection.ts';
import { ApiError } from '../../../web/src/lib/api-error.ts';

const placedAt = '2026-12-07T17:00:30.000Z';
const after = (seconds: number) => Date.parse(placedAt) + seconds * 1000;

describe('waitingWords', () => {
  it('counts whole minutes from when the order was placed', () => {
    expect(waitingWords(placedAt, after(0))).toBe('Waiting under a minute');
    expect(waitingWords(placedAt, after(59))).toBe('Waiting under a minute');
    expect(waitingWords(placedAt, after(60))).toBe('Waiting 1 min');
    expect(waitingWords(placedAt, after(4 * 60 + 59))).toBe('Waiting 4 min');
    expect(waitingWords(placedAt, after(59 * 60))).toBe('Waiting 59 min');
  });

  it('says hours past the hour', () => {
    expect(waitingWords(placedAt, after(60 * 60))).toBe('Waiting 1 h');
    expect(waitingWords(placedAt, after(65 * 60))).toBe('Waiting 1 h 5 min');
    expect(waitingWords(placedAt, after(26 * 60 * 60))).toBe('Waiting 26 h');
  });

  it('never counts below zero when the device’s clock is a little behind', () => {
    expect(minutesWaiting(placedAt, after(-90))).toBe(0);
    expect(waitingWords(placedAt, after(-90))).toBe('Waiting under a minute');
  });
});

describe('boardConnection', () => {
  const network = new ApiError({ status: 0, code: 'NETWORK', message: 'The server could not be reached.' });
  const serverTrouble = new ApiError({ status: 503, code: 'INTERNAL', message: 'Unavailable' });
  const signedOut = new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Sign in again.' });

  it('is live while online with the last read answered', () => {
    expect(boardConnection({ online: true, failureCount: 0, failureReason: null })).toBe('live');
  });

  it('reconnects while the browser is offline, or after a read that failed on the way', () => {
    expect(boardConnection({ online: false, failureCount: 0, failureReason: null })).toBe('reconnecting');
    expect(boardConnection({ online: true, failureCount: 1, failureReason: network })).toBe('reconnecting');
    expect(boardConnection({ online: true, failureCount: 2, failureReason: serverTrouble })).toBe('reconnecting');
  });

  it('stops for a refusal that reading again will not change', () => {
    expect(boardConnection({ online: true, failureCount: 1, failureReason: signedOut })).toBe('stopped');
    expect(isPassingFailure(new TypeError('Failed to fetch'))).toBe(true);
  });
});

describe('historyLines', () => {
  it('puts what the alerts did among the steps by time, a step before an alert of the same instant', () => {
    const order: Pick<KitchenOrder, 'history' | 'alerts'> = {
      history: [
        { status: 'placed', at: '2026-12-07T17:00:00.000Z' },
        { status: 'accepted', at: '2026-12-07T17:06:00.000Z', by: 'Ama' },
      ],
      alerts: [
        { what: 'Called the kitchen', at: '2026-12-07T17:05:00.000Z' },
        { what: 'Pushed to 2 devices', at: '2026-12-07T17:00:00.000Z' },
        { what: 'Texted the kitchen (1 number)', at: '2026-12-07T17:02:00.000Z' },
      ],
    };
    expect(historyLines(order).map((line) => (line.kind === 'status' ? line.entry.status : line.what))).toEqual([
      'placed',
      'Pushed to 2 devices',
      'Texted the kitchen (1 number)',
      'Called the kitchen',
      'accepted',
    ]);
    expect(historyLines({ history: order.history }).map((line) => line.kind)).toEqual(['status', 'status']);
  });

  it('lists the texts the customer was sent, by time, with what their carrier reported', () => {
    const lines = historyLines({
      history: [
        { status: 'placed', at: '2026-12-07T17:00:00.000Z' },
        { status: 'accepted', at: '2026-12-07T17:06:00.000Z', by: 'Ama' },
        { status: 'ready', at: '2026-12-07T17:30:00.000Z', by: 'Ama' },
      ],
      customerTexts: {
        'text-2': { what: 'Ready for pickup', at: '2026-12-07T17:30:01.000Z', status: 'failed', statusAt: '2026-12-07T17:30:05.000Z' },
        'text-1': { what: 'Order accepted', at: '2026-12-07T17:06:01.000Z', status: 'delivered', statusAt: '2026-12-07T17:06:03.000Z' },
      },
    });
    expect(lines.map((line) => (line.kind === 'status' ? line.entry.status : line.what))).toEqual([
      'placed',
      'accepted',
      'Texted the customer “Order accepted”: delivered',
      'ready',
      'Texted the customer “Ready for pickup”: not delivered',
    ]);
  });
});
