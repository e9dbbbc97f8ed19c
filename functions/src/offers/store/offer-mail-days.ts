/**
 * Offer e-mails' day counts for the owner's reports (keys.ts `offerMailDayKey`, by business day in the shop's time
 * zone): each count is raised by an `ADD` inside the transaction that makes the change it counts (an e-mail marked
 * sent, an open first recorded, a subscriber confirmed or unsubscribed), each conditional on the change not being made
 * before, so a retry or a replay never counts twice.
 */
import * as z from 'zod';
import { orderLocalDate } from '../../platform/contract/business-clock.ts';
import { tableName } from '../../platform/table/client.ts';
import { offerMailDayKey, offerMailDayPartition } from '../../platform/table/keys.ts';
import { queryAll } from '../../platform/table/query.ts';
import { parseItem } from '../../platform/table/stored-item.ts';
import type { TransactItem } from '../../platform/table/transaction.ts';

export const offerMailDayItemType = 'offerMailDay';
export const offerMailCounts = ['sent', 'opened', 'subscribed', 'unsubscribed'] as const;
export type OfferMailCount = (typeof offerMailCounts)[number];
export type OfferMailDay = { day: string } & Record<OfferMailCount, number>;

const daySchema = z.object({
  sk: z.string(),
  sent: z.number().int().min(0).default(0),
  opened: z.number().int().min(0).default(0),
  subscribed: z.number().int().min(0).default(0),
  unsubscribed: z.number().int().min(0).default(0),
});

/** The transaction item raising one count of the business day `at` falls on. */
export function countOfferMailDay(count: OfferMailCount, at: Date): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: offerMailDayKey(orderLocalDate(at.toISOString())),
      UpdateExpression: 'SET #type = :type ADD #count :one',
      ExpressionAttributeNames: { '#type': 'type', '#count': count },
      ExpressionAttributeValues: { ':type': offerMailDayItemType, ':one': 1 },
    },
  };
}

/** The days from `from` to `to` (YYYY-MM-DD, both included) that have a count, oldest first. */
export async function readOfferMailDays(from: string, to: string): Promise<OfferMailDay[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': offerMailDayPartition, ':from': from, ':to': to },
  });
  return items.map((item) => {
    const { sk, ...counts } = parseItem(daySchema, 'offer e-mail day', item);
    return { day: sk, ...counts };
  });
}
