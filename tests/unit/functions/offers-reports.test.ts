/**
 * Loyalty points and offer e-mails in the owner's reports (docs/business-rules.md#the-owners-reports): the days'
 * counts each on the business day (America/Chicago) they happened, one Update a day; expiry counted on the day a lot
 * expired; the points held now after expiry; their worth at the best reward only when no reward gives a dish; and the
 * report's contract carrying them.
 */
import { describe, expect, it } from 'vitest';
import { salesReportSchema } from '../../../functions/src/reports/contract/sales-report.ts';
import { monthsAfter, type PointsLot } from '../../../functions/src/offers/index.ts';
import { countPointsDays } from '../../../functions/src/offers/store/points-days.ts';
import { heldAt, outstandingWorth } from '../../../functions/src/offers/use-cases/offer-reports.ts';
import { expiryTallies } from '../../../functions/src/offers/use-cases/points.ts';
import type { LoyaltySettings } from '../../../functions/src/offers/contract/offers.ts';

process.env.TABLE_NAME ??= 'spices';

const lot = (lotId: string, earnedAt: string, points: number, usedPoints = 0): PointsLot => ({ lotId, earnedAt, points, usedPoints });

describe('countPointsDays', () => {
  it('adds each count to the business day of its instant, one Update a day, a count twice on a day summed', () => {
    const items = countPointsDays([
      // 11:30 p.m. in Chicago on December 7 is already December 8 in UTC: it counts on the 7th.
      { count: 'issued', at: '2026-12-08T05:30:00.000Z', points: 290 },
      { count: 'expired', at: '2026-12-07T15:00:00.000Z', points: 40 },
      { count: 'expired', at: '2026-12-07T16:00:00.000Z', points: 60 },
      { count: 'redeemed', at: '2026-12-08T18:00:00.000Z', points: 250 },
      { count: 'taken', at: '2026-12-08T18:00:00.000Z', points: 0 },
    ]);
    expect(items).toHaveLength(2);
    const [seventh, eighth] = items.map((item) => item.Update!);
    expect(seventh!.Key).toEqual({ pk: 'POINTSDAY', sk: '2026-12-07' });
    expect(seventh!.UpdateExpression).toBe('SET #type = :type ADD #issued :issued, #expired :expired');
    expect(seventh!.ExpressionAttributeValues).toEqual({ ':type': 'pointsDay', ':issued': 290, ':expired': 100 });
    expect(eighth!.Key).toEqual({ pk: 'POINTSDAY', sk: '2026-12-08' });
    expect(eighth!.ExpressionAttributeValues).toEqual({ ':type': 'pointsDay', ':redeemed': 250 });
  });

  it('writes nothing when nothing is counted', () => {
    expect(countPointsDays([])).toEqual([]);
    expect(countPointsDays([{ count: 'granted', at: '2026-12-08T18:00:00.000Z', points: 0 }])).toEqual([]);
  });
});

describe('expiryTallies', () => {
  it('counts each expired lot on the day it expired, not the day it is written down', () => {
    const lots = [lot('a', '2026-01-10T18:00:00.000Z', 100, 30), lot('b', '2026-03-02T18:00:00.000Z', 40), lot('c', '2026-05-01T18:00:00.000Z', 10, 10)];
    const now = new Date('2026-10-01T12:00:00.000Z');
    expect(expiryTallies(lots, 6, undefined, now)).toEqual([
      { count: 'expired', at: new Date(monthsAfter(Date.parse('2026-01-10T18:00:00.000Z'), 6)).toISOString(), points: 70 },
      { count: 'expired', at: new Date(monthsAfter(Date.parse('2026-03-02T18:00:00.000Z'), 6)).toISOString(), points: 40 },
    ]);
    // An order since keeps every lot alive; points that never expire never count.
    expect(expiryTallies(lots, 6, '2026-09-01T18:00:00.000Z', now)).toEqual([]);
    expect(expiryTallies(lots, null, undefined, now)).toEqual([]);
  });
});

describe('heldAt', () => {
  it('sums the points held after what has expired by now, and the expiry not written down by its day', () => {
    const held = [
      { userId: 'u1', lots: [lot('a', '2026-01-10T18:00:00.000Z', 70), lot('b', '2026-08-02T18:00:00.000Z', 40)] },
      { userId: 'u2', lots: [lot('c', '2026-02-01T18:00:00.000Z', 500)], lastOrderAt: '2026-06-01T18:00:00.000Z' },
    ];
    const now = new Date('2026-10-01T12:00:00.000Z');
    const { outstanding, unwrittenExpiry } = heldAt(held, 6, now);
    // u1's January lot expired on July 10; u2's last order keeps its lot until December 1.
    expect(outstanding).toBe(40 + 500);
    expect([...unwrittenExpiry]).toEqual([['2026-07-10', 70]]);
    expect(heldAt(held, null, now).outstanding).toBe(610);
    // A year on, all of it has expired.
    expect(heldAt(held, 6, new Date('2027-10-01T12:00:00.000Z')).outstanding).toBe(0);
  });
});

describe('outstandingWorth', () => {
  const settings = (rewards: LoyaltySettings['rewards']): LoyaltySettings => ({ pointsPerDollar: 10, expiryMonths: 12, rewards });

  it('is the points at the best reward’s cents a point, rounded down', () => {
    const worth = outstandingWorth(
      1001,
      settings([
        { rewardId: 'five', name: '$5 off', points: 250, kind: 'amount', cents: 500 },
        { rewardId: 'twelve', name: '$12 off', points: 500, kind: 'amount', cents: 1200 },
      ]),
    );
    // $12 for 500 points is 2.4 cents a point: 1001 points are $24.02 (2402.4 rounded down).
    expect(worth).toEqual({ cents: 2402, rewardName: '$12 off', rewardPoints: 500, rewardCents: 1200 });
  });

  it('is not said when a reward gives a dish, or there is no reward', () => {
    expect(
      outstandingWorth(
        1000,
        settings([
          { rewardId: 'five', name: '$5 off', points: 250, kind: 'amount', cents: 500 },
          { rewardId: 'puff', name: 'A free Puff Puff', points: 400, kind: 'dish', dishId: 'puff-puff' },
        ]),
      ),
    ).toBeNull();
    expect(outstandingWorth(1000, settings([]))).toBeNull();
    expect(outstandingWorth(1000, null)).toBeNull();
  });
});

describe('the report’s contract', () => {
  it('carries the points and the offer e-mails, and refuses a count below nothing', () => {
    const points = {
      issued: 290,
      granted: 0,
      taken: 0,
      redeemed: 250,
      givenBack: 0,
      takenBack: 0,
      expired: 0,
      enabled: true,
      outstanding: 40,
      pending: 0,
      worth: null,
    };
    const offerMails = { sent: 3, opened: 0, subscribed: 1, unsubscribed: 0 };
    const shape = salesReportSchema.shape;
    expect(shape.points.parse(points)).toEqual(points);
    expect(shape.offerMails.parse(offerMails)).toEqual(offerMails);
    expect(shape.points.safeParse({ ...points, expired: -1 }).success).toBe(false);
  });
});
