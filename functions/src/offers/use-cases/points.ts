/**
 * Loyalty points (docs/business-rules.md#offers-and-loyalty): the owner's settings; points earned when an order is
 * completed (never when placed: until then they are pending), taken back in proportion to what a refund gave back,
 * expired oldest first after the owner's period without an order, and granted or taken by the owner with a reason.
 * Every change is one conditional write of the customer's account over the version read, with the days' counts of what
 * it did (issued, granted, taken, redeemed, given back, taken back, expired) in the same transaction; a completed
 * order's stream record delivered twice, late or out of order changes and counts nothing more, because each order's
 * lot holds what it earned and what refunds took back so far.
 */
import { ulid } from 'ulid';
import * as z from 'zod';
import type { LoyaltySaveRequest, LoyaltySettings, OwnerLoyaltyAnswer, PointsAnswer, PointsEvent, PointsGrantRequest, Reward } from '../contract/offers.ts';
import type { CodeRefusal } from '../../orders/contract/checkout-offer.ts';
import type { TransactItem } from '../../platform/table/transaction.ts';
import {
  expireOldestFirst,
  expiresAt,
  monthsAfter,
  pointsEarned,
  pointsToTakeBack,
  remainingPoints,
  spendOldestFirst,
  type PointsLot,
} from '../rules/points.ts';
import {
  getLoyaltySettings,
  getPointsAccount,
  pointsAccountWrite,
  putLoyaltySettings,
  putPointsAccount,
  type PointsAccount,
  type StoredLot,
} from '../store/points.ts';
import type { PointsTally } from '../store/points-days.ts';
import { listOrders } from '../../orders/index.ts';
import { logger } from '../../platform/config/telemetry.ts';
import { conflict, conflictWithCurrent, notFound } from '../../platform/errors.ts';
import { getUser } from '../../platform/table/user-record.ts';

export const staleLoyaltyMessage = 'The loyalty settings were changed meanwhile: look again before saving.';
export const pointsBusyMessage = 'The points changed at the same moment: please try again.';

/** Orders that will earn points once completed. */
export const pendingStatuses = ['placed', 'accepted', 'ready', 'out-for-delivery'] as const;
const isPending = (status: string) => (pendingStatuses as readonly string[]).includes(status);

/** The food an order earns on: its subtotal less a discount of the food (never the fee, the tax or the tip). */
export function earningFoodCents(order: { totals: { subtotalCents: number; discountCents?: number | undefined }; offer?: { on: string } | undefined }): number {
  const foodDiscount = order.offer?.on === 'food' ? (order.totals.discountCents ?? 0) : 0;
  return Math.max(0, order.totals.subtotalCents - foodDiscount);
}

/** ⌊a × b ÷ c⌋ in integers. */
const floorOf = (a: number, b: number, c: number) => (a * b - ((a * b) % c)) / c;

/**
 * Points expired at `now`, oldest first, each lot's counted on the day it expired (not the day it is written down), so
 * the reports' days say when points expired however late an account is next written.
 */
export function expiryTallies(lots: readonly PointsLot[], months: number | null, lastOrderAt: string | undefined, now: Date): PointsTally[] {
  if (months === null) return [];
  const byId = new Map(lots.map((lot) => [lot.lotId, lot]));
  return expireOldestFirst(lots, now.getTime(), months, lastOrderAt).lots.map((lot) => ({
    count: 'expired',
    at: new Date(expiresAt(byId.get(lot.lotId)!, months, lastOrderAt)).toISOString(),
    points: lot.points,
  }));
}

/** The account with the points expired at `now` used up, oldest first, as one history line; and what it counts. */
function withExpiry(account: PointsAccount, settings: LoyaltySettings | null, now: Date): { account: PointsAccount; expired: PointsTally[] } {
  const expired = expiryTallies(account.lots, settings?.expiryMonths ?? null, account.lastOrderAt, now);
  if (expired.length === 0) return { account, expired };
  const byLot = new Map(expireOldestFirst(account.lots, now.getTime(), settings!.expiryMonths, account.lastOrderAt).lots.map((lot) => [lot.lotId, lot.points]));
  const points = expired.reduce((sum, tally) => sum + tally.points, 0);
  return {
    account: {
      ...account,
      lots: account.lots.map((lot) => (byLot.has(lot.lotId) ? { ...lot, usedPoints: Math.min(lot.points, lot.usedPoints + byLot.get(lot.lotId)!) } : lot)),
      history: [...account.history, { at: now.toISOString(), points: -points, kind: 'expired', words: 'Points expired after a quiet spell' }],
    },
    expired,
  };
}

const available = (lots: readonly StoredLot[]) => lots.reduce((sum, lot) => sum + remainingPoints(lot), 0);

/** A change of the account and what it counts in the reports' days. */
type AccountChange = { account: PointsAccount; tallies: PointsTally[] };

/**
 * Applies a change to the customer's account (after expiring what has expired), written over the version read with
 * the days' counts of the change and the expiry; read again and applied again when another change came first.
 * `change` answers undefined when there is nothing to do (then nothing is written, the expiry neither).
 */
async function changeAccount(
  userId: string,
  settings: LoyaltySettings | null,
  now: Date,
  change: (account: PointsAccount) => AccountChange | undefined,
): Promise<PointsAccount | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const read = await getPointsAccount(userId);
    const { account, expired } = withExpiry(read, settings, now);
    const changed = change(account);
    if (!changed) return undefined;
    if ((await putPointsAccount(userId, { ...changed.account, version: read.version }, [...expired, ...changed.tallies])) === 'saved') return changed.account;
  }
  throw conflict(pointsBusyMessage);
}

/** The fields of an order's stream image that points read (the rest is the orders area's). */
export const settledOrderSchema = z.object({
  userId: z.string(),
  orderId: z.string(),
  number: z.string(),
  status: z.string(),
  history: z.array(z.object({ status: z.string(), at: z.string() })),
  totals: z.object({ subtotalCents: z.number().int(), discountCents: z.number().int().optional(), totalCents: z.number().int() }),
  offer: z.object({ offerId: z.string(), on: z.string() }).optional(),
  paymentStatus: z.string(),
  cardPayment: z.object({ refundedCents: z.number().int() }).optional(),
});
export type SettledOrder = z.infer<typeof settledOrderSchema>;

/** What a completed order's refunds gave back of its food, in proportion to its total. */
function refundedFoodCents(order: SettledOrder, food: number): number {
  const refunded = order.cardPayment?.refundedCents ?? (order.paymentStatus === 'refunded' ? order.totals.totalCents : 0);
  if (refunded <= 0 || order.totals.totalCents <= 0) return 0;
  return Math.min(food, floorOf(Math.min(refunded, order.totals.totalCents), food, order.totals.totalCents));
}

/**
 * A completed order's points: earned once (its lot, keyed by the order's id), then taken back in proportion to what
 * its refunds gave back, each refund once. Nothing before the owner set loyalty up.
 */
export async function settleCompletedOrder(order: SettledOrder, now = new Date()): Promise<void> {
  if (order.status !== 'completed') return;
  const { settings } = await getLoyaltySettings();
  if (!settings) return;
  const food = earningFoodCents(order);
  const completedAt = order.history.findLast((step) => step.status === 'completed')?.at ?? now.toISOString();
  const saved = await changeAccount(order.userId, settings, now, (account) => {
    const events: PointsEvent[] = [];
    const tallies: PointsTally[] = [];
    let lots = account.lots;
    let lot = lots.find((each) => each.lotId === order.orderId);
    let lastOrderAt = account.lastOrderAt;
    if (!lot) {
      const earned = pointsEarned(food, settings.pointsPerDollar);
      if (earned === 0) return undefined;
      lot = { lotId: order.orderId, points: earned, earnedAt: completedAt, usedPoints: 0, kind: 'order', foodCents: food, takenBack: 0 };
      lots = [...lots, lot];
      events.push({ at: completedAt, points: earned, kind: 'earned', words: `Order ${order.number}` });
      tallies.push({ count: 'issued', at: completedAt, points: earned });
      if (!lastOrderAt || Date.parse(completedAt) > Date.parse(lastOrderAt)) lastOrderAt = completedAt;
    }
    const take = pointsToTakeBack(lot.points, refundedFoodCents(order, lot.foodCents ?? food), lot.foodCents ?? food, lot.takenBack ?? 0);
    if (take > 0) {
      const taken = lot;
      lots = lots.map((each) =>
        each.lotId === taken.lotId ? { ...each, takenBack: (each.takenBack ?? 0) + take, usedPoints: Math.min(each.points, each.usedPoints + take) } : each,
      );
      events.push({ at: now.toISOString(), points: -take, kind: 'taken-back', words: `Refund of order ${order.number}` });
      // The reports count what left the customer's points: a lot already spent or expired gives only what it had.
      tallies.push({ count: 'takenBack', at: now.toISOString(), points: Math.min(take, remainingPoints(taken)) });
    }
    if (events.length === 0) return undefined;
    return { account: { ...account, lots, history: [...account.history, ...events], ...(lastOrderAt ? { lastOrderAt } : {}) }, tallies };
  });
  if (saved) logger().info("An order's points were settled", { orderId: order.orderId, userId: order.userId });
}

/** GET /account/points: available (after expiry), pending on orders not completed yet, the rewards, the history. */
export async function readPoints(userId: string, now = new Date()): Promise<PointsAnswer> {
  const [{ settings }, read, orders] = await Promise.all([getLoyaltySettings(), getPointsAccount(userId), listOrders(userId)]);
  const { account } = withExpiry(read, settings, now);
  const balance = available(account.lots);
  const pending = settings
    ? orders.filter((order) => isPending(order.status)).reduce((sum, order) => sum + pointsEarned(earningFoodCents(order), settings.pointsPerDollar), 0)
    : 0;
  let expiring: PointsAnswer['expiring'] = null;
  if (settings?.expiryMonths) {
    const live = account.lots.filter((lot) => remainingPoints(lot) > 0);
    const lastOrder = account.lastOrderAt ? Date.parse(account.lastOrderAt) : Number.NEGATIVE_INFINITY;
    const ends = live.map((lot) => ({ points: remainingPoints(lot), at: monthsAfter(Math.max(Date.parse(lot.earnedAt), lastOrder), settings.expiryMonths!) }));
    const first = Math.min(...ends.map((end) => end.at));
    if (Number.isFinite(first)) {
      expiring = { points: ends.filter((end) => end.at === first).reduce((sum, end) => sum + end.points, 0), at: new Date(first).toISOString() };
    }
  }
  return {
    enabled: settings !== null,
    pointsPerDollar: settings?.pointsPerDollar ?? null,
    available: balance,
    pending,
    expiring,
    rewards: (settings?.rewards ?? []).map((reward) => ({
      rewardId: reward.rewardId,
      name: reward.name,
      points: reward.points,
      reachable: balance >= reward.points,
    })),
    history: [...account.history].reverse(),
  };
}

/** POST /owner/points: points granted, or taken (oldest first, never below nothing), with the owner's reason; the customer's points after. */
export async function grantPoints(request: PointsGrantRequest, now = new Date()): Promise<PointsAnswer> {
  if (!(await getUser(request.customerId))) throw notFound('No such customer.');
  const { settings } = await getLoyaltySettings();
  const at = now.toISOString();
  await changeAccount(request.customerId, settings, now, (account) => {
    if (request.points > 0) {
      const lot: StoredLot = { lotId: `grant-${ulid(now.getTime())}`, points: request.points, earnedAt: at, usedPoints: 0, kind: 'grant' };
      return {
        account: {
          ...account,
          lots: [...account.lots, lot],
          history: [...account.history, { at, points: request.points, kind: 'granted', words: request.reason }],
        },
        tallies: [{ count: 'granted', at, points: request.points }],
      };
    }
    const take = Math.min(-request.points, available(account.lots));
    if (take === 0) return undefined;
    const taken = new Map((spendOldestFirst(account.lots, take) ?? []).map((lot) => [lot.lotId, lot.points]));
    return {
      account: {
        ...account,
        lots: account.lots.map((lot) => (taken.has(lot.lotId) ? { ...lot, usedPoints: lot.usedPoints + taken.get(lot.lotId)! } : lot)),
        history: [...account.history, { at, points: -take, kind: 'taken', words: request.reason }],
      },
      tallies: [{ count: 'taken', at, points: take }],
    };
  });
  logger().info('The owner changed a customer’s points', { customerId: request.customerId, points: request.points });
  return readPoints(request.customerId, now);
}

/** GET /owner/loyalty. */
export async function readOwnerLoyalty(): Promise<OwnerLoyaltyAnswer> {
  return getLoyaltySettings();
}

/** PUT /owner/loyalty: the settings over the version read (409 with the settings as they are now when saved meanwhile). */
export async function saveOwnerLoyalty(request: LoyaltySaveRequest, now = new Date()): Promise<OwnerLoyaltyAnswer> {
  const { version, ...settings } = request;
  const saved = await putLoyaltySettings(settings, version, now);
  if (saved === 'stale') throw conflictWithCurrent(staleLoyaltyMessage, await getLoyaltySettings());
  logger().info('Loyalty settings saved', { version: saved });
  return { settings, version: saved };
}

/** What checkout knows of the order a reward is judged for: each food line's dish, line total and one unit's price. */
export type RewardLine = { dishId: string; cents: number; unitCents: number };

export type RewardJudgement =
  | { refusal: CodeRefusal }
  | {
      reward: Reward;
      discountCents: number;
      /** The customer's account with the reward's points spent on this order, and the days' counts, as items of the order's transaction. */
      spendFor: (order: { orderId: string; number: string; at: string }) => TransactItem[];
    };

export const noSuchRewardMessage = 'That reward is not offered.';
export const notEnoughPointsMessage = (needed: number, have: number) => `This reward needs ${needed} points; you have ${have}.`;
export const rewardDishMessage = (name: string) => `Add the dish to your order to use “${name}”.`;

/**
 * A loyalty reward taken at checkout like a code: offered by the owner, the customer's available points enough (after
 * expiry), and for a free dish, the dish in the order (one unit of its cheapest line). Its points are spent in the
 * order's own transaction (the account's Put over the version read, with the days' counts: redeemed, and any expiry
 * written down with it), oldest lots first.
 */
export async function rewardForCheckout(input: { userId: string; rewardId: string; lines: readonly RewardLine[]; now: Date }): Promise<RewardJudgement> {
  const [{ settings }, read] = await Promise.all([getLoyaltySettings(), getPointsAccount(input.userId)]);
  const reward = settings?.rewards.find((each) => each.rewardId === input.rewardId);
  if (!reward) return { refusal: { reason: 'NO_SUCH_REWARD', message: noSuchRewardMessage } };
  const { account, expired } = withExpiry(read, settings, input.now);
  const have = available(account.lots);
  if (have < reward.points) return { refusal: { reason: 'NOT_ENOUGH_POINTS', message: notEnoughPointsMessage(reward.points, have) } };
  const food = input.lines.reduce((sum, line) => sum + line.cents, 0);
  let discountCents: number;
  if (reward.kind === 'amount') {
    discountCents = Math.min(reward.cents, food);
  } else {
    const units = input.lines.filter((line) => line.dishId === reward.dishId).map((line) => line.unitCents);
    if (units.length === 0) return { refusal: { reason: 'REWARD_DISH', message: rewardDishMessage(reward.name) } };
    discountCents = Math.min(...units);
  }
  const spendFor = ({ orderId, number, at }: { orderId: string; number: string; at: string }): TransactItem[] => {
    // Enough points were checked above, on the same lots.
    const taken = spendOldestFirst(account.lots, reward.points)!;
    const byLot = new Map(taken.map((lot) => [lot.lotId, lot.points]));
    const spent: PointsAccount = {
      ...account,
      lots: account.lots.map((lot) => (byLot.has(lot.lotId) ? { ...lot, usedPoints: lot.usedPoints + byLot.get(lot.lotId)! } : lot)),
      history: [...account.history, { at, points: -reward.points, kind: 'spent', words: `${reward.name}, order ${number}` }],
      spent: { ...account.spent, [orderId]: { rewardId: reward.rewardId, points: reward.points, lots: taken, returned: false } },
    };
    return pointsAccountWrite(input.userId, spent, [...expired, { count: 'redeemed', at, points: reward.points }]);
  };
  return { reward, discountCents, spendFor };
}

/** A cancelled order's reward points given back to the lots they came from, once (the spending is marked returned). */
export async function returnRewardPoints(order: { userId: string; orderId: string; number: string }, now = new Date()): Promise<void> {
  const { settings } = await getLoyaltySettings();
  const saved = await changeAccount(order.userId, settings, now, (account) => {
    const spending = account.spent?.[order.orderId];
    if (!spending || spending.returned) return undefined;
    const byLot = new Map(spending.lots.map((lot) => [lot.lotId, lot.points]));
    return {
      account: {
        ...account,
        lots: account.lots.map((lot) => (byLot.has(lot.lotId) ? { ...lot, usedPoints: Math.max(0, lot.usedPoints - byLot.get(lot.lotId)!) } : lot)),
        history: [...account.history, { at: now.toISOString(), points: spending.points, kind: 'returned', words: `Order ${order.number} cancelled` }],
        spent: { ...account.spent, [order.orderId]: { ...spending, returned: true } },
      },
      tallies: [{ count: 'givenBack', at: now.toISOString(), points: spending.points }],
    };
  });
  if (saved) logger().info("A cancelled order's reward points were given back", { orderId: order.orderId });
}
