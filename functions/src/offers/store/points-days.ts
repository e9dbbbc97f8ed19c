/**
 * Loyalty points' day counts for the owner's reports (keys.ts `pointsDayKey`, by business day in the shop's time zone):
 * each count is raised by an `ADD` inside the transaction that writes the customer's account, which is conditional on
 * the version read, so a replayed stream record or a change that lost a race writes nothing and counts nothing.
 */
import * as z from 'zod';
import { orderLocalDate } from '../../platform/contract/business-clock.ts';
import { tableName } from '../../platform/table/client.ts';
import { pointsDayKey, pointsDayPartition } from '../../platform/table/keys.ts';
import { queryAll } from '../../platform/table/query.ts';
import { parseItem } from '../../platform/table/stored-item.ts';
import type { TransactItem } from '../../platform/table/transaction.ts';

export const pointsDayItemType = 'pointsDay';
/**
 * What a day counts: points issued (orders completed), granted and taken by the owner, redeemed (rewards spent at
 * checkout), given back (a cancelled order's reward), taken back (refunds) and expired.
 */
export const pointsDayCounts = ['issued', 'granted', 'taken', 'redeemed', 'givenBack', 'takenBack', 'expired'] as const;
export type PointsDayCount = (typeof pointsDayCounts)[number];
export type PointsDay = { day: string } & Record<PointsDayCount, number>;

/** Points of one count, on the business day of the instant `at` (ISO). */
export type PointsTally = { count: PointsDayCount; at: string; points: number };

const dayCount = z.number().int().min(0).default(0);
const daySchema = z.object({
  sk: z.string(),
  issued: dayCount,
  granted: dayCount,
  taken: dayCount,
  redeemed: dayCount,
  givenBack: dayCount,
  takenBack: dayCount,
  expired: dayCount,
});

/** The days' counts as one Update per business day (a transaction may touch an item once), none for nothing counted. */
export function countPointsDays(tallies: readonly PointsTally[]): TransactItem[] {
  const byDay = new Map<string, Map<PointsDayCount, number>>();
  for (const tally of tallies) {
    if (tally.points <= 0) continue;
    const day = orderLocalDate(tally.at);
    const counts = byDay.get(day) ?? new Map<PointsDayCount, number>();
    counts.set(tally.count, (counts.get(tally.count) ?? 0) + tally.points);
    byDay.set(day, counts);
  }
  return [...byDay].map(([day, counts]) => {
    const names = [...counts.keys()];
    return {
      Update: {
        TableName: tableName(),
        Key: pointsDayKey(day),
        UpdateExpression: `SET #type = :type ADD ${names.map((name) => `#${name} :${name}`).join(', ')}`,
        ExpressionAttributeNames: { '#type': 'type', ...Object.fromEntries(names.map((name) => [`#${name}`, name])) },
        ExpressionAttributeValues: { ':type': pointsDayItemType, ...Object.fromEntries(names.map((name) => [`:${name}`, counts.get(name)!])) },
      },
    };
  });
}

/** The days from `from` to `to` (YYYY-MM-DD, both included) that have a count, oldest first. */
export async function readPointsDays(from: string, to: string): Promise<PointsDay[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pointsDayPartition, ':from': from, ':to': to },
  });
  return items.map((item) => {
    const { sk, ...counts } = parseItem(daySchema, 'points day', item);
    return { day: sk, ...counts };
  });
}
