/**
 * An offer's uses in the table (docs/data-model.md#offer-uses): a count of every use (`OFFERUSES#<offerId>`/`TOTAL`)
 * and one per customer (`USER#<userId>`/`OFFERUSE#<offerId>`), each raised in the order's own transaction with the
 * offer's limit as its condition, so no limit is exceeded however many checkouts run at once; and a cancelled
 * order's use given back once, marked by `OFFERRETURN#<orderId>` in the same transaction.
 */
import { BatchGetCommand, GetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { StoredOffer } from '../contract/offers.ts';
import type { OfferUses } from '../rules/offer-rules.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { customerOfferUsesKey, offerCodeKey, offerKey, offerReturnKey, offerUsesKey, type ItemKey } from '../../platform/table/keys.ts';
import { parseItem } from '../../platform/table/stored-item.ts';
import { transact, type TransactItem } from '../../platform/table/transaction.ts';
import { getOffer, listOffers } from './offers.ts';

export const offerUsesItemType = 'offerUses';
export const offerReturnItemType = 'offerReturn';

const claimSchema = z.object({ offerId: z.string() });
const countSchema = z.object({ pk: z.string(), sk: z.string(), count: z.number().int().default(0) });

/** The offer a code belongs to (the code canonical, upper-case), or undefined when no offer holds it. */
export async function offerByCode(code: string): Promise<StoredOffer | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: offerCodeKey(code), ConsistentRead: true }));
  if (!Item) return undefined;
  return getOffer(parseItem(claimSchema, 'offer code claim', Item).offerId);
}

/** The automatic offers not paused or ended (whether each applies is the rules' question). */
export async function liveAutomaticOffers(): Promise<StoredOffer[]> {
  return (await listOffers()).filter((offer) => offer.kind === 'automatic' && offer.state === 'active');
}

/** BatchGetItem takes at most 100 keys a call. */
const batchSize = 100;

/** The counts of each offer's uses, by everyone and by this customer (0 for none yet): consistent reads. */
export async function usesOf(userId: string, offerIds: readonly string[]): Promise<Record<string, OfferUses>> {
  const keys: ItemKey[] = offerIds.flatMap((offerId) => [offerUsesKey(offerId), customerOfferUsesKey(userId, offerId)]);
  const counts = new Map<string, number>();
  for (let start = 0; start < keys.length; start += batchSize) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(start, start + batchSize);
    // Keys DynamoDB left unread (throttled) are asked again until none are left.
    while (pending && pending.length > 0) {
      const answer: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }));
      for (const item of answer.Responses?.[tableName()] ?? []) {
        const { pk, sk, count } = parseItem(countSchema, 'offer use count', item);
        counts.set(`${pk}|${sk}`, count);
      }
      pending = answer.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  const countAt = (key: ItemKey) => counts.get(`${key.pk}|${key.sk}`) ?? 0;
  return Object.fromEntries(
    offerIds.map((offerId) => [offerId, { totalUses: countAt(offerUsesKey(offerId)), customerUses: countAt(customerOfferUsesKey(userId, offerId)) }]),
  );
}

/** How often one customer may use the offer: its own limit, and once for a first-order offer (null: no limit). */
export function customerLimitOf(offer: Pick<StoredOffer, 'usesPerCustomer' | 'firstOrderOnly'>): number | null {
  if (offer.firstOrderOnly) return Math.min(offer.usesPerCustomer ?? 1, 1);
  return offer.usesPerCustomer;
}

/** A use counted, only while under `max` (none: counted whatever). */
function countUse(key: ItemKey, max: number | null): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #type = :type ADD #count :one',
      ...(max === null ? {} : { ConditionExpression: 'attribute_not_exists(#count) OR #count < :max' }),
      ExpressionAttributeNames: { '#type': 'type', '#count': 'count' },
      ExpressionAttributeValues: { ':type': offerUsesItemType, ':one': 1, ...(max === null ? {} : { ':max': max }) },
    },
  };
}

/**
 * The items the order's transaction adds for the offer it takes: the offer still at the version the checkout judged
 * (an owner's pause or change meanwhile cancels the order's write, and the checkout judges again), and its uses
 * counted by everyone and by this customer within the offer's limits. Any of them failing is `offerChanged`.
 */
export function offerUseItems(userId: string, offer: StoredOffer): TransactItem[] {
  return [
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: offerKey(offer.offerId),
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': offer.version },
      },
    },
    countUse(offerUsesKey(offer.offerId), offer.totalUses),
    countUse(customerOfferUsesKey(userId, offer.offerId), customerLimitOf(offer)),
  ];
}

/** A use given back: lowered by one, never below nothing. */
function uncountUse(key: ItemKey): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #count :minusOne',
      ConditionExpression: '#count > :zero',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
    },
  };
}

/**
 * A cancelled order's offer use given back, once: the return's mark is put only while absent, with both counts
 * lowered in the same transaction. 'returned', or 'already' when an earlier delivery of the same cancellation did it.
 */
export async function giveOfferUseBack(input: { userId: string; orderId: string; offerId: string; at: string }): Promise<'returned' | 'already'> {
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...offerReturnKey(input.userId, input.orderId), type: offerReturnItemType, offerId: input.offerId, returnedAt: input.at },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    uncountUse(offerUsesKey(input.offerId)),
    uncountUse(customerOfferUsesKey(input.userId, input.offerId)),
  ];
  const cancelled = await transact(items, 6);
  if (!cancelled) return 'returned';
  if (cancelled.conditionFailed(0)) return 'already';
  if (!cancelled.anyConditionFailed) throw cancelled.error;
  // A count already at nothing (never raised for this use): the mark alone, so the return is done once and no count goes below nothing.
  const markOnly = await transact([items[0]!], 6);
  if (!markOnly) return 'returned';
  if (markOnly.conditionFailed(0)) return 'already';
  throw markOnly.error;
}
