/**
 * Loyalty in the table (docs/data-model.md#loyalty-settings, #points-account): the owner's settings (one item, saved
 * over the version read) and each customer's points account (one item in their partition: the lots, the history, the
 * last order's time), every change a Put conditional on the version read, so two changes at once never lose one. The
 * same transaction puts the account's points held in brief (for the reports' outstanding points) and raises the
 * days' counts of what the change did (store/points-days.ts), so a change that is not written counts nothing.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { loyaltySettingsSchema, pointsEventSchema, type LoyaltySettings } from '../contract/offers.ts';
import { remainingPoints, type PointsLot } from '../rules/points.ts';
import { countPointsDays, type PointsTally } from './points-days.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { loyaltySettingsKey, pointsAccountKey, pointsHeldKey, pointsHeldPartition } from '../../platform/table/keys.ts';
import { queryAll } from '../../platform/table/query.ts';
import { parseItem } from '../../platform/table/stored-item.ts';
import { transact, type TransactItem } from '../../platform/table/transaction.ts';

export const loyaltySettingsItemType = 'loyaltySettings';
export const pointsAccountItemType = 'pointsAccount';
export const pointsHeldItemType = 'pointsHeld';

/** A lot of points (rules/points.ts PointsLot) with where it came from: an order (its food, what refunds took back) or the owner. */
export const storedLotSchema = z.object({
  lotId: z.string(),
  points: z.number().int().min(0),
  earnedAt: z.string(),
  usedPoints: z.number().int().min(0),
  kind: z.enum(['order', 'grant']),
  /** An order's lot: the food it was earned on (cents, after any discount), and the points refunds took back so far. */
  foodCents: z.number().int().min(0).optional(),
  takenBack: z.number().int().min(0).optional(),
});
export type StoredLot = z.infer<typeof storedLotSchema>;

/** The most history lines an account keeps (the newest). */
export const historyKept = 100;

/** Points a reward spent on an order, from which lots, and whether a cancellation gave them back. */
const spendingSchema = z.object({
  rewardId: z.string(),
  points: z.number().int().min(1),
  lots: z.array(z.object({ lotId: z.string(), points: z.number().int().min(1) })),
  returned: z.boolean(),
});
export type Spending = z.infer<typeof spendingSchema>;

const accountSchema = z.object({
  lots: z.array(storedLotSchema),
  history: z.array(pointsEventSchema),
  lastOrderAt: z.string().optional(),
  /** Each order's reward, by the order's id. */
  spent: z.record(z.string(), spendingSchema).optional(),
  version: z.number().int().min(1),
});
export type PointsAccount = Omit<z.infer<typeof accountSchema>, 'version'> & { version: number };

const settingsItemSchema = z.object({ settings: loyaltySettingsSchema, version: z.number().int().min(1) });

/** The owner's settings and their version; null and 0 before the first save. */
export async function getLoyaltySettings(): Promise<{ settings: LoyaltySettings | null; version: number }> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: loyaltySettingsKey, ConsistentRead: true }));
  if (!Item) return { settings: null, version: 0 };
  return parseItem(settingsItemSchema, 'loyalty settings', Item);
}

/** Saves the settings over the version read (0: none yet); 'stale' when another save came first. */
export async function putLoyaltySettings(settings: LoyaltySettings, expectedVersion: number, now: Date): Promise<number | 'stale'> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...loyaltySettingsKey, type: loyaltySettingsItemType, settings, version: expectedVersion + 1, updatedAt: now.toISOString() },
        ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(pk)' : '#version = :expected',
        ...(expectedVersion === 0 ? {} : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':expected': expectedVersion } }),
      }),
    );
    return expectedVersion + 1;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'stale';
    throw error;
  }
}

/** The customer's points account; an empty one (version 0) when they have none yet. */
export async function getPointsAccount(userId: string): Promise<PointsAccount> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: pointsAccountKey(userId), ConsistentRead: true }));
  if (!Item) return { lots: [], history: [], version: 0 };
  const { lastOrderAt, spent, ...rest } = parseItem(accountSchema, 'points account', Item);
  return { ...rest, ...(lastOrderAt === undefined ? {} : { lastOrderAt }), ...(spent === undefined ? {} : { spent }) };
}

/** The account's Put over the version read (0: none yet), the history cut to the newest lines. */
function pointsAccountPut(userId: string, account: PointsAccount): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...pointsAccountKey(userId),
        type: pointsAccountItemType,
        ...account,
        history: account.history.slice(-historyKept),
        version: account.version + 1,
      },
      ConditionExpression: account.version === 0 ? 'attribute_not_exists(pk)' : '#version = :expected',
      ...(account.version === 0 ? {} : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':expected': account.version } }),
    },
  };
}

/** A customer's points held, in brief: the lots with points left (each as a lot of those points, none used) and the last order's time. */
export type PointsHeld = { userId: string; lots: PointsLot[]; lastOrderAt?: string };

const heldSchema = z.object({
  sk: z.string(),
  lots: z.array(z.object({ lotId: z.string(), earnedAt: z.string(), points: z.number().int().min(1) })),
  lastOrderAt: z.string().optional(),
});

/** The account's points held, in brief, put with it (unconditioned: the account's Put carries the transaction's condition). */
function pointsHeldPut(userId: string, account: PointsAccount): TransactItem {
  const lots = account.lots
    .filter((lot) => remainingPoints(lot) > 0)
    .map((lot) => ({ lotId: lot.lotId, earnedAt: lot.earnedAt, points: remainingPoints(lot) }));
  return {
    Put: {
      TableName: tableName(),
      Item: { ...pointsHeldKey(userId), type: pointsHeldItemType, lots, ...(account.lastOrderAt ? { lastOrderAt: account.lastOrderAt } : {}) },
    },
  };
}

/**
 * The items that write a change of the account, over the version read (0: none yet), as its own transaction or inside
 * another (the order's, for a reward): the account's conditional Put first, then its points held in brief and the
 * days' counts of what the change did.
 */
export function pointsAccountWrite(userId: string, account: PointsAccount, tallies: readonly PointsTally[]): TransactItem[] {
  return [pointsAccountPut(userId, account), pointsHeldPut(userId, account), ...countPointsDays(tallies)];
}

/** Writes the account over the version read, with what it counts; 'stale' when another change came first. */
export async function putPointsAccount(userId: string, account: PointsAccount, tallies: readonly PointsTally[]): Promise<'saved' | 'stale'> {
  // Sent again while another writer only held the same items (a day's counts) at that moment.
  const cancelled = await transact(pointsAccountWrite(userId, account, tallies), 6);
  if (!cancelled) return 'saved';
  if (cancelled.conditionFailed(0) || cancelled.conflict) return 'stale';
  throw cancelled.error;
}

/** Every customer's points held, in brief: one Query of one partition. */
export async function readPointsHeld(): Promise<PointsHeld[]> {
  const items = await queryAll({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pointsHeldPartition } });
  return items.map((item) => {
    const { sk, lots, lastOrderAt } = parseItem(heldSchema, 'points held', item);
    return { userId: sk, lots: lots.map((lot) => ({ ...lot, usedPoints: 0 })), ...(lastOrderAt === undefined ? {} : { lastOrderAt }) };
  });
}
