/**
 * Loyalty points over HTTP against the local host (docs/business-rules.md#offers-and-loyalty): the owner's settings
 * saved over the version read; an order's points pending while it is made and available once it is completed; a
 * partial refund takes back points in proportion, once however often its record is delivered; the owner grants and
 * takes points with a reason, never below nothing; points expire after the owner's period without an order, on a
 * moved clock. The reports' day counts of points (issued, taken back, redeemed, given back, expired) are raised once
 * under replayed stream records and concurrent writes, and the outstanding points leave out what expired by a moved
 * clock, whether or not an account was written since.
 *
 * The settings are the shop's one item: only this file changes them (and every customer here is new).
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, quoteAnswerSchema, scheduleAnswerSchema } from '@functions/orders/contract/order';
import { settleCancelledOrder } from '../../functions/src/offers/use-cases/checkout-offers.ts';
import { ownerLoyaltyAnswerSchema, pointsAnswerSchema, type PointsAnswer } from '@functions/offers/contract/offers';
import { monthsAfter } from '../../functions/src/offers/rules/points.ts';
import { grantPoints, readPoints, settleCompletedOrder, settledOrderSchema, type SettledOrder } from '../../functions/src/offers/use-cases/points.ts';
import { heldAt, offerReport } from '../../functions/src/offers/use-cases/offer-reports.ts';
import { readPointsDays, type PointsDay } from '../../functions/src/offers/store/points-days.ts';
import { getPointsAccount, readPointsHeld } from '../../functions/src/offers/store/points.ts';
import { localToInstant, orderLocalDate } from '../../functions/src/platform/contract/business-clock.ts';
import { outstandingColumn } from '../../functions/src/reports/contract/sales-report.ts';
import { getOrder, orderToItem } from '../../functions/src/orders/store/order.ts';
import type { Customer } from '../fixtures/api.ts';
import { addJollof, cartForCardOrder, heldCardOrder } from '../fixtures/card-orders.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

const settings = {
  pointsPerDollar: 10,
  expiryMonths: 6,
  rewards: [{ rewardId: 'five-off', name: '$5 off', points: 250, kind: 'amount', cents: 500 }],
};

let owner: Customer;

beforeAll(async () => {
  ({ owner } = await signedInOwner('Ama Loyalty'));
  const { version } = ownerLoyaltyAnswerSchema.parse((await owner.call('GET', '/owner/loyalty')).body);
  const saved = await owner.call('PUT', '/owner/loyalty', { json: { ...settings, version } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});

async function points(customer: Customer): Promise<PointsAnswer> {
  const answer = await customer.call('GET', '/account/points');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return pointsAnswerSchema.parse(answer.body);
}

const act = (orderId: string, customerId: string, action: string) => owner.call('POST', `/owner/orders/${orderId}/status`, { json: { customerId, action } });

describe('the owner’s loyalty settings', () => {
  it('are saved over the version read; a save from an older read is a 409 with the settings as they are now', async () => {
    const read = ownerLoyaltyAnswerSchema.parse((await owner.call('GET', '/owner/loyalty')).body);
    expect(read.settings).toEqual(settings);
    const saved = await owner.call('PUT', '/owner/loyalty', { json: { ...settings, version: read.version } });
    expect(saved.status).toBe(200);
    const stale = await owner.call('PUT', '/owner/loyalty', { json: { ...settings, pointsPerDollar: 50, version: read.version } });
    expect(stale.status).toBe(409);
    expect(ownerLoyaltyAnswerSchema.parse((await owner.call('GET', '/owner/loyalty')).body).settings?.pointsPerDollar).toBe(10);
    const tooMany = await owner.call('PUT', '/owner/loyalty', { json: { ...settings, pointsPerDollar: 1000, version: read.version + 1 } });
    expect(tooMany.status).toBe(400);
  });
});

describe('points', () => {
  it('are pending while the order is made, available once it is completed, and a partial refund takes back a share, once', { timeout: 60_000 }, async () => {
    const { customer, userId } = await signedInCustomer();
    const order = await heldCardOrder(customer, (slots) => slots[0]!, 3);
    const earned = Math.floor(order.totals.subtotalCents / 100) * 10;
    expect(await points(customer)).toMatchObject({ enabled: true, pointsPerDollar: 10, available: 0, pending: earned });

    for (const action of ['accept', 'ready', 'complete']) expect((await act(order.orderId, userId, action)).status).toBe(200);
    await expect.poll(async () => (await points(customer)).available, { timeout: 20_000 }).toBe(earned);
    const after = await points(customer);
    expect(after.pending).toBe(0);
    expect(after.history[0]).toMatchObject({ points: earned, kind: 'earned', words: `Order ${order.number}` });
    expect(after.rewards).toEqual([{ rewardId: 'five-off', name: '$5 off', points: 250, reachable: earned >= 250 }]);

    // Half the total refunded: the food's share of it, and that share of the points.
    const refundCents = Math.floor(order.totals.totalCents / 2);
    const refunded = await owner.call('POST', `/owner/orders/${order.orderId}/refunds`, {
      json: { customerId: userId, amountCents: refundCents, reason: 'Half the order was cold', refundsSeen: 0 },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const food = order.totals.subtotalCents;
    const refundedFood = Math.floor((refundCents * food) / order.totals.totalCents);
    const takenBack = Math.floor((earned * refundedFood) / food);
    await expect.poll(async () => (await points(customer)).available, { timeout: 20_000 }).toBe(earned - takenBack);
    expect((await points(customer)).history[0]).toMatchObject({ points: -takenBack, kind: 'taken-back', words: `Refund of order ${order.number}` });

    // The same records again, as a replay or a late retry delivers them: nothing more is earned or taken back.
    const stored = settledOrderSchema.parse(orderToItem((await getOrder(userId, order.orderId))!));
    await settleCompletedOrder(stored);
    await settleCompletedOrder(stored);
    expect((await points(customer)).available).toBe(earned - takenBack);
  });

  it('are granted and taken by the owner with a reason, never below nothing; customers and visitors are refused', async () => {
    const { customer, userId } = await signedInCustomer();
    const granted = await owner.call('POST', '/owner/points', { json: { customerId: userId, points: 120, reason: 'Sorry for the long wait' } });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(pointsAnswerSchema.parse(granted.body)).toMatchObject({
      available: 120,
      history: [{ points: 120, kind: 'granted', words: 'Sorry for the long wait' }],
    });
    const taken = await owner.call('POST', '/owner/points', { json: { customerId: userId, points: -1000, reason: 'Given by mistake' } });
    expect(pointsAnswerSchema.parse(taken.body)).toMatchObject({ available: 0, history: [{ points: -120, kind: 'taken' }, { points: 120 }] });
    expect((await points(customer)).available).toBe(0);
    expect((await owner.call('POST', '/owner/points', { json: { customerId: 'nobody-at-all', points: 5, reason: 'x' } })).status).toBe(404);
    expect((await customer.call('POST', '/owner/points', { json: { customerId: userId, points: 5000, reason: 'Me' } })).status).toBe(403);
  });

  it('expire, oldest first, after the owner’s period without an order (a moved clock)', async () => {
    const { userId } = await signedInCustomer();
    const start = new Date();
    await grantPoints({ customerId: userId, points: 100, reason: 'Welcome' }, start);
    const twoMonths = new Date(monthsAfter(start.getTime(), 2));
    await grantPoints({ customerId: userId, points: 40, reason: 'Birthday' }, twoMonths);
    const view = await readPoints(userId, twoMonths);
    expect(view).toMatchObject({ available: 140, expiring: { points: 100, at: new Date(monthsAfter(start.getTime(), 6)).toISOString() } });

    // Six months after the first lot: it expires; the second, two months younger, is still there.
    const sixMonths = new Date(monthsAfter(start.getTime(), 6) + 1000);
    expect(await readPoints(userId, sixMonths)).toMatchObject({ available: 40, expiring: { points: 40 } });
    // The next change writes the expiry down, once.
    const after = await grantPoints({ customerId: userId, points: 1, reason: 'Thanks' }, sixMonths);
    expect(after.available).toBe(41);
    expect(after.history.filter((event) => event.kind === 'expired')).toEqual([
      { at: sixMonths.toISOString(), points: -100, kind: 'expired', words: 'Points expired after a quiet spell' },
    ]);
    expect((await readPoints(userId, new Date(monthsAfter(start.getTime(), 9)))).available).toBe(1);
  });
});

describe('a reward at checkout', () => {
  const quoteWith = async (customer: Customer, rewardId: string, slotId?: string) => {
    const answer = await customer.call('POST', '/orders/quote', {
      json: { mode: 'pickup', tip: { kind: 'percent', percent: 0 }, rewardId, ...(slotId ? { when: { kind: 'slot', slotId } } : {}) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return quoteAnswerSchema.parse(answer.body);
  };

  it('is taken like a code: its points spent with the order, given back once when the order is cancelled', { timeout: 60_000 }, async () => {
    const { customer, userId } = await signedInCustomer();
    await owner.call('POST', '/owner/points', { json: { customerId: userId, points: 300, reason: 'Welcome' } });
    const { slotId } = await cartForCardOrder(customer, (slots) => slots[1]!, 2);
    const quoted = await quoteWith(customer, 'five-off', slotId);
    expect(quoted.codeRefusal).toBeUndefined();
    expect(quoted.offer).toEqual({ offerId: 'five-off', kind: 'reward', words: '$5 off', discountCents: 500, on: 'food', points: 250 });
    expect(quoted.totals.discountCents).toBe(500);

    const placed = await customer.call('POST', '/orders', {
      json: {
        notes: '',
        paymentMethod: 'in-person-card',
        tip: { kind: 'percent', percent: 0 },
        mode: 'pickup',
        phone: '(414) 555-0142',
        when: { kind: 'slot', slotId },
        expectedTotalCents: quoted.totals.totalCents,
        rewardId: 'five-off',
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = orderSchema.parse(placed.body);
    expect(order.offer?.kind).toBe('reward');
    expect(await points(customer)).toMatchObject({
      available: 50,
      history: [{ points: -250, kind: 'spent', words: `$5 off, order ${order.number}` }, { points: 300 }],
    });

    // Not enough points left for a second one.
    await addJollof(customer, { quantity: 1 });
    expect((await quoteWith(customer, 'five-off')).codeRefusal).toEqual({ reason: 'NOT_ENOUGH_POINTS', message: 'This reward needs 250 points; you have 50.' });
    expect((await quoteWith(customer, 'no-such-reward')).codeRefusal?.reason).toBe('NO_SUCH_REWARD');

    const cancelled = await customer.call('POST', `/orders/${order.orderId}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await expect.poll(async () => (await points(customer)).available, { timeout: 20_000 }).toBe(300);
    // Delivered again: nothing more comes back.
    const stored = (await getOrder(userId, order.orderId))!;
    await settleCancelledOrder(orderToItem(stored));
    await settleCancelledOrder(orderToItem(stored));
    const after = await points(customer);
    expect(after.available).toBe(300);
    expect(after.history.filter((event) => event.kind === 'returned')).toHaveLength(1);
  });

  it('spends the points once under 8 simultaneous checkouts of one customer', { timeout: 60_000 }, async () => {
    const { customer, userId } = await signedInCustomer();
    await owner.call('POST', '/owner/points', { json: { customerId: userId, points: 300, reason: 'Welcome' } });
    const { slotId } = await cartForCardOrder(customer, (slots) => slots[2]!, 2);
    const quoted = await quoteWith(customer, 'five-off');
    const schedule = scheduleAnswerSchema.parse((await customer.call('GET', '/orders/schedule?mode=pickup')).body);
    const slots = [slotId, ...schedule.days.slice(-3).flatMap((day) => day.slots.map((slot) => slot.id))].slice(0, 8);
    // Only this file's rewards count on today's redeemed and given back points (its tests run one at a time).
    const today = orderLocalDate(new Date().toISOString());
    const before = await pointsDay(today);
    // By card the cart stays until the card is held, so without the points' condition every one would spend them.
    const answers = await Promise.all(
      slots.map((each) =>
        customer.call('POST', '/orders', {
          json: {
            notes: '',
            paymentMethod: 'card-online',
            tip: { kind: 'percent', percent: 0 },
            mode: 'pickup',
            phone: '(414) 555-0142',
            when: { kind: 'slot', slotId: each },
            expectedTotalCents: quoted.totals.totalCents,
            rewardId: 'five-off',
          },
          headers: { 'idempotency-key': randomUUID() },
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 200 || answer.status === 201).map((answer) => orderSchema.parse(answer.body));
    for (const answer of answers.filter((each) => each.status >= 300)) expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    const now = await Promise.all(placed.map((order) => getOrder(userId, order.orderId)));
    expect(now.filter((order) => order?.status !== 'cancelled')).toHaveLength(1);
    // The orders a newer checkout replaced gave their points back: 250 spent once.
    await expect.poll(async () => (await points(customer)).available, { timeout: 20_000 }).toBe(50);
    // The reports count each order's reward once, and each one given back once: 250 net.
    const counted = await pointsDay(today);
    expect(counted.redeemed - before.redeemed).toBe(250 * placed.length);
    expect(counted.givenBack - before.givenBack).toBe(250 * (placed.length - 1));
  });
});

/** A day's kept counts of points (none kept: all nothing). */
async function pointsDay(day: string): Promise<Omit<PointsDay, 'day'>> {
  const [kept] = await readPointsDays(day, day);
  const { day: _day, ...counts } = kept ?? { day, issued: 0, granted: 0, taken: 0, redeemed: 0, givenBack: 0, takenBack: 0, expired: 0 };
  return counts;
}

const noon = (day: string) => new Date(localToInstant(day, 12 * 60));

describe('points in the owner’s reports', () => {
  it('count an order’s points issued and taken back once, however often and however many at once its records come', async () => {
    // A business day of its own (a moved clock), so only this test counts on it; a retry on the same stack adds to it.
    const completedAt = noon('2019-03-14');
    const refundDay = noon('2019-03-15');
    const [issuedBefore, takenBackBefore] = await Promise.all([pointsDay('2019-03-14'), pointsDay('2019-03-15')]);
    const userId = randomUUID();
    const order: SettledOrder = {
      userId,
      orderId: randomUUID(),
      number: 'R3P0RT',
      status: 'completed',
      history: [{ status: 'completed', at: completedAt.toISOString() }],
      totals: { subtotalCents: 4250, totalCents: 5000 },
      paymentStatus: 'paid',
    };
    const later = new Date(completedAt.getTime() + 3_600_000);
    await Promise.all(Array.from({ length: 6 }, () => settleCompletedOrder(order, later)));
    await settleCompletedOrder(order, later);
    expect((await pointsDay('2019-03-14')).issued - issuedBefore.issued).toBe(420);
    expect((await getPointsAccount(userId)).lots.map((lot) => lot.points)).toEqual([420]);

    // $25 of $50 refunded: $21.25 of the food, half the points, taken back once by four deliveries at once and a late one.
    const refunded: SettledOrder = { ...order, cardPayment: { refundedCents: 2500 } };
    await Promise.all(Array.from({ length: 4 }, () => settleCompletedOrder(refunded, refundDay)));
    await settleCompletedOrder(refunded, refundDay);
    expect((await pointsDay('2019-03-15')).takenBack - takenBackBefore.takenBack).toBe(210);
    expect((await pointsDay('2019-03-14')).issued - issuedBefore.issued).toBe(420);
  });

  it('count expired points once on the day they expired, before and after an account writes them down; outstanding leaves them out', async () => {
    const start = noon('2021-02-10');
    const userId = (await signedInCustomer()).userId;
    const expiredDay = orderLocalDate(new Date(monthsAfter(start.getTime(), 6)).toISOString());
    const before = await pointsDay(expiredDay);
    await grantPoints({ customerId: userId, points: 100, reason: 'Welcome' }, start);
    await grantPoints({ customerId: userId, points: 40, reason: 'Birthday' }, new Date(monthsAfter(start.getTime(), 2)));
    const sixMonths = new Date(monthsAfter(start.getTime(), 6) + 1000);

    // Not written down yet: the report counts the expiry on its day all the same, and the account's 100 are not held.
    const reportOf = async (now: Date) => (await offerReport({ from: expiredDay, to: expiredDay }, now)).points;
    expect((await reportOf(sixMonths)).expired - before.expired).toBe(100);
    const mine = async (now: Date) =>
      heldAt(
        (await readPointsHeld()).filter((held) => held.userId === userId),
        6,
        now,
      ).outstanding;
    expect(await mine(new Date(monthsAfter(start.getTime(), 2) + 1000))).toBe(140);
    expect(await mine(sixMonths)).toBe(40);

    // Three changes at once at the moved clock: each is written, the expiry once.
    await Promise.all([1, 2, 3].map((points) => grantPoints({ customerId: userId, points, reason: `Thanks ${points}` }, sixMonths)));
    const after = await pointsDay(expiredDay);
    expect(after.expired - before.expired).toBe(100);
    expect(after.granted - before.granted).toBe(6);
    expect((await reportOf(sixMonths)).expired - before.expired).toBe(100);
    expect(await mine(sixMonths)).toBe(46);
    expect((await readPoints(userId, sixMonths)).available).toBe(46);

    // The days export says the same: the day's row, then the range's sums with the points held and pending as of the download.
    const exported = await owner.call<string>('GET', `/owner/reports/export?kind=days&from=${expiredDay}&to=${expiredDay}`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="spices-days-placed-${expiredDay}-to-${expiredDay}.csv"`);
    const rows = parse(exported.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((row) => row.Day)).toEqual([
      expiredDay,
      expect.stringMatching(new RegExp(`^All days, ${expiredDay} to ${expiredDay} \\(held and pending as of `)),
    ]);
    expect(Number(rows[0]!['Points expired']) - before.expired).toBe(100);
    expect(rows[0]![outstandingColumn]).toBe('');
    expect(rows[1]!['Points expired']).toBe(rows[0]!['Points expired']);
    // The shop's points now (this customer's expired back in 2021): a whole number, as the report's.
    expect(rows[1]![outstandingColumn]).toMatch(/^\d+$/);

    // Far on, every customer's points have expired (6 months without an order), whether or not their account was written since.
    expect((await offerReport({ from: expiredDay, to: expiredDay }, new Date('2126-01-01T00:00:00Z'))).points.outstanding).toBe(0);
  });
});
