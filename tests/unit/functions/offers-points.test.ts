import { describe, expect, it } from 'vitest';
import {
  expireOldestFirst,
  monthsAfter,
  pointsEarned,
  pointsToTakeBack,
  remainingPoints,
  spendOldestFirst,
  type PointsLot,
} from '../../../functions/src/offers/index.ts';

describe('pointsEarned', () => {
  it('gives the rate for each whole dollar of food', () => {
    expect(pointsEarned(2999, 10)).toBe(290);
    expect(pointsEarned(3000, 10)).toBe(300);
    expect(pointsEarned(99, 10)).toBe(0);
    expect(pointsEarned(0, 100)).toBe(0);
    expect(pointsEarned(125_000, 1)).toBe(1250);
  });

  it('refuses amounts and rates that are not whole and non-negative', () => {
    expect(() => pointsEarned(-100, 10)).toThrow(RangeError);
    expect(() => pointsEarned(10.5, 10)).toThrow(RangeError);
    expect(() => pointsEarned(1000, 1.5)).toThrow(RangeError);
  });
});

describe('pointsToTakeBack', () => {
  it('takes back in proportion to the food refunded, rounded down', () => {
    expect(pointsToTakeBack(290, 1000, 2999)).toBe(96); // 96.7
    expect(pointsToTakeBack(290, 2999, 2999)).toBe(290);
    expect(pointsToTakeBack(300, 1500, 3000)).toBe(150);
    expect(pointsToTakeBack(300, 0, 3000)).toBe(0);
    expect(pointsToTakeBack(0, 3000, 3000)).toBe(0);
    expect(pointsToTakeBack(300, 100, 0)).toBe(0);
  });

  it('never takes back more than was earned, even for more than the food', () => {
    expect(pointsToTakeBack(290, 5000, 2999)).toBe(290);
  });

  it('adds up to what was earned over refunds in pieces, never more', () => {
    // Every way of refunding a $29.99 order in two pieces, the second given the total so far and the first's take-back.
    for (let first = 0; first <= 2999; first += 1) {
      const taken = pointsToTakeBack(290, first, 2999);
      const second = pointsToTakeBack(290, 2999, 2999, taken);
      expect(taken + second).toBe(290);
    }
    // Each piece judged alone (no running total): still never more than earned.
    const pieces = [1000, 1000, 999];
    const alone = pieces.reduce((sum, piece) => sum + pointsToTakeBack(290, piece, 2999), 0);
    expect(alone).toBeLessThanOrEqual(290);
    // With the running total the pieces give exactly what one full refund does.
    let refunded = 0;
    let takenBack = 0;
    for (const piece of pieces) {
      refunded += piece;
      takenBack += pointsToTakeBack(290, refunded, 2999, takenBack);
    }
    expect(takenBack).toBe(290);
  });

  it('rounds exactly where floating point would not', () => {
    // 7 × 3 / 21 is exactly 1; 49 × 100 / 7 is exactly 700; near-integers stay below them.
    expect(pointsToTakeBack(7, 3, 21)).toBe(1);
    expect(pointsToTakeBack(49, 100, 700)).toBe(7);
    expect(pointsToTakeBack(1_000_000, 99_999_999, 100_000_000)).toBe(999_999);
  });
});

const lot = (lotId: string, earnedAt: string, points: number, usedPoints = 0): PointsLot => ({ lotId, earnedAt, points, usedPoints });

describe('expireOldestFirst', () => {
  const lots = [
    lot('march', '2026-03-01T17:00:00.000Z', 50),
    lot('january', '2026-01-31T10:00:00.000Z', 100, 30),
    lot('february', '2026-02-15T12:00:00.000Z', 200),
  ];

  it('expires each lot its months after it was earned when no order came since, oldest first, with what it still had', () => {
    expect(expireOldestFirst(lots, Date.parse('2026-02-28T09:59:59.999Z'), 1)).toEqual({ lots: [], points: 0 });
    // 31 January + 1 month is the last day of February.
    expect(expireOldestFirst(lots, Date.parse('2026-02-28T10:00:00.000Z'), 1)).toEqual({ lots: [{ lotId: 'january', points: 70 }], points: 70 });
    expect(expireOldestFirst(lots, Date.parse('2026-04-01T17:00:00.000Z'), 1)).toEqual({
      lots: [
        { lotId: 'january', points: 70 },
        { lotId: 'february', points: 200 },
        { lotId: 'march', points: 50 },
      ],
      points: 320,
    });
    expect(expireOldestFirst(lots, Date.parse('2026-04-01T17:00:00.000Z'), 12).points).toBe(0);
  });

  it('keeps every lot while the customer orders: a lot lives its months after the later of its earning and the last order', () => {
    // An order on March 20 keeps January's and February's points alive past their own month.
    expect(expireOldestFirst(lots, Date.parse('2026-04-01T17:00:00.000Z'), 1, '2026-03-20T18:00:00.000Z')).toEqual({ lots: [], points: 0 });
    expect(expireOldestFirst(lots, Date.parse('2026-04-20T17:59:59.999Z'), 1, '2026-03-20T18:00:00.000Z').points).toBe(0);
    // A month without an order: all go, oldest first.
    expect(expireOldestFirst(lots, Date.parse('2026-04-20T18:00:00.000Z'), 1, '2026-03-20T18:00:00.000Z')).toEqual({
      lots: [
        { lotId: 'january', points: 70 },
        { lotId: 'february', points: 200 },
        { lotId: 'march', points: 50 },
      ],
      points: 320,
    });
    // An order older than a lot does not shorten the lot's own months.
    expect(expireOldestFirst(lots, Date.parse('2026-03-20T00:00:00.000Z'), 1, '2026-01-01T00:00:00.000Z').lots.map((each) => each.lotId)).toEqual([
      'january',
      'february',
    ]);
  });

  it('expires nothing when points never expire', () => {
    expect(expireOldestFirst(lots, Date.parse('2030-01-01T00:00:00.000Z'), null)).toEqual({ lots: [], points: 0 });
  });

  it('never expires below zero: a used-up lot, or one used past its points, expires nothing', () => {
    const used = [lot('spent', '2026-01-01T00:00:00.000Z', 100, 100), lot('over', '2026-01-02T00:00:00.000Z', 100, 130)];
    expect(expireOldestFirst(used, Date.parse('2027-01-01T00:00:00.000Z'), 1)).toEqual({ lots: [], points: 0 });
  });

  it('takes lots of one instant in the order of their ids', () => {
    const same = [lot('b', '2026-01-01T00:00:00.000Z', 10), lot('a', '2026-01-01T00:00:00.000Z', 20)];
    expect(expireOldestFirst(same, Date.parse('2027-01-01T00:00:00.000Z'), 1).lots.map((expired) => expired.lotId)).toEqual(['a', 'b']);
  });

  it('adds calendar months, keeping to the end of a shorter month', () => {
    expect(new Date(monthsAfter(Date.parse('2026-01-31T10:00:00.000Z'), 1)).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(new Date(monthsAfter(Date.parse('2027-01-31T10:00:00.000Z'), 1)).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(new Date(monthsAfter(Date.parse('2027-12-31T10:00:00.000Z'), 2)).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(new Date(monthsAfter(Date.parse('2026-05-15T10:00:00.000Z'), 36)).toISOString()).toBe('2029-05-15T10:00:00.000Z');
  });
});

describe('spendOldestFirst', () => {
  const lots = [lot('b-feb', '2026-02-01T00:00:00.000Z', 200), lot('a-jan', '2026-01-01T00:00:00.000Z', 100, 40), lot('c-mar', '2026-03-01T00:00:00.000Z', 50)];

  it('draws from the oldest lots first', () => {
    expect(spendOldestFirst(lots, 50)).toEqual([{ lotId: 'a-jan', points: 50 }]);
    expect(spendOldestFirst(lots, 100)).toEqual([
      { lotId: 'a-jan', points: 60 },
      { lotId: 'b-feb', points: 40 },
    ]);
    expect(spendOldestFirst(lots, 310)).toEqual([
      { lotId: 'a-jan', points: 60 },
      { lotId: 'b-feb', points: 200 },
      { lotId: 'c-mar', points: 50 },
    ]);
  });

  it('spends nothing when the lots hold too few points, and skips used-up lots', () => {
    expect(spendOldestFirst(lots, 311)).toBeUndefined();
    expect(spendOldestFirst([lot('gone', '2026-01-01T00:00:00.000Z', 100, 100), ...lots], 10)).toEqual([{ lotId: 'a-jan', points: 10 }]);
    expect(spendOldestFirst([], 1)).toBeUndefined();
    // A lot used past its points (never written so, but read defensively) holds none and lends none.
    const overUsed = lot('over', '2025-12-01T00:00:00.000Z', 100, 130);
    expect(remainingPoints(overUsed)).toBe(0);
    expect(spendOldestFirst([overUsed, ...lots], 310)).toEqual(spendOldestFirst(lots, 310));
    expect(spendOldestFirst([overUsed, ...lots], 311)).toBeUndefined();
  });

  it('spends at least one whole point', () => {
    expect(() => spendOldestFirst(lots, 0)).toThrow(RangeError);
    expect(() => spendOldestFirst(lots, 2.5)).toThrow(RangeError);
  });
});
