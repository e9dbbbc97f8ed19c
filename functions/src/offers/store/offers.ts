/**
 * The owner's offers in the table (docs/data-model.md#offer): one item an offer under the `OFFER` partition, by id (a
 * ULID), so the owner's list is one Query; a code offer's code is claimed by its own item (`OFFERCODE#<CODE>`/`OFFER`,
 * holding the offer's id), written in the same transaction as the offer, so two offers never share a code whatever
 * its case, even when two owners save at once. Every save is conditional on the version the owner read.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { storedOfferSchema, type Offer, type StoredOffer } from '../contract/offers.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { offerCodeKey, offerKey, offerPartition } from '../../platform/table/keys.ts';
import { parseItem, type StoredItem } from '../../platform/table/stored-item.ts';
import { transact, type TransactItem } from '../../platform/table/transaction.ts';

export const offerItemType = 'offer';
export const offerCodeItemType = 'offerCode';

/** The offer read back: the key and the item's type are the table's, not the offer's (whose schema is strict). */
const offerItemSchema = z.preprocess((item) => {
  const { pk: _pk, sk: _sk, type: _type, ...offer } = item as StoredItem;
  return offer;
}, storedOfferSchema);

function offerFromItem(item: StoredItem): StoredOffer {
  return parseItem(offerItemSchema, 'offer', item);
}

function offerItem(offer: StoredOffer): StoredItem {
  return { ...offerKey(offer.offerId), type: offerItemType, ...offer };
}

function codeClaim(code: string, offerId: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...offerCodeKey(code), type: offerCodeItemType, offerId },
      // A code already claimed (by another offer: this one's own claim is never put again) is refused.
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

const codeOf = (offer: Offer): string | undefined => (offer.kind === 'code' ? offer.code : undefined);

/** Every offer, the newest first: one Query of the partition (paged, should the offers pass DynamoDB's 1 MB a page). */
export async function listOffers(): Promise<StoredOffer[]> {
  const offers: StoredOffer[] = [];
  let from: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': offerPartition },
        ScanIndexForward: false,
        ConsistentRead: true,
        ...(from ? { ExclusiveStartKey: from } : {}),
      }),
    );
    offers.push(...(page.Items ?? []).map(offerFromItem));
    from = page.LastEvaluatedKey;
  } while (from);
  return offers;
}

export async function getOffer(offerId: string): Promise<StoredOffer | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: offerKey(offerId), ConsistentRead: true }));
  return Item ? offerFromItem(Item) : undefined;
}

/** A new offer (its id new, its version 1) and its code's claim, at once: 'codeTaken' when another offer holds the code (nothing written). */
export async function createOffer(offer: StoredOffer): Promise<'created' | 'codeTaken'> {
  const code = codeOf(offer);
  const items: TransactItem[] = [
    { Put: { TableName: tableName(), Item: offerItem(offer), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(code === undefined ? [] : [codeClaim(code, offer.offerId)]),
  ];
  const cancelled = await transact(items, 3);
  if (!cancelled) return 'created';
  if (code !== undefined && cancelled.conditionFailed(1) && !cancelled.conditionFailed(0)) return 'codeTaken';
  throw cancelled.error;
}

/**
 * Replaces the offer over `expectedVersion` (the version the owner read), raising it by one; a changed code moves its
 * claim in the same transaction (the old claim deleted only while it is this offer's, the new one put only while
 * free). The offer as stored; 'missing' for no such offer, 'stale' when it is no longer at `expectedVersion`,
 * 'codeTaken' when another offer holds the new code (nothing written in any of these).
 */
export async function updateOffer(offer: Offer, expectedVersion: number, now = new Date()): Promise<StoredOffer | 'missing' | 'stale' | 'codeTaken'> {
  const current = await getOffer(offer.offerId);
  if (!current) return 'missing';
  // The claims to move are the stored offer's; the version condition below makes sure it is still the one read.
  if (current.version !== expectedVersion) return 'stale';
  const stored: StoredOffer = { ...offer, version: expectedVersion + 1, updatedAt: now.toISOString() };
  const [oldCode, newCode] = [codeOf(current), codeOf(offer)];
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: offerItem(stored),
        ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':expected': expectedVersion },
      },
    },
  ];
  if (oldCode !== newCode) {
    if (oldCode !== undefined)
      items.push({
        Delete: {
          TableName: tableName(),
          Key: offerCodeKey(oldCode),
          ConditionExpression: 'offerId = :offerId',
          ExpressionAttributeValues: { ':offerId': offer.offerId },
        },
      });
    if (newCode !== undefined) items.push(codeClaim(newCode, offer.offerId));
  }
  const cancelled = await transact(items, 3);
  if (!cancelled) return stored;
  // Another save landed between the read and the write.
  if (cancelled.conditionFailed(0)) return 'stale';
  if (newCode !== undefined && oldCode !== newCode && cancelled.conditionFailed(items.length - 1)) return 'codeTaken';
  throw cancelled.error;
}
