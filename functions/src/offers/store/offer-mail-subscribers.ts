/**
 * Who asked for offer e-mails (docs/data-model.md#offer-e-mail-subscriber): one item per customer in one partition
 * (keys.ts `offerMailSubscriberKey`), so the owner's send reads the list in one Query. A customer is `asked` from the
 * moment they tick the box until they follow the confirming e-mail's link (double opt-in: an `asked` customer receives
 * no offer e-mail), then `subscribed`, until they unsubscribe (`unsubscribed`, with how). Every change is written over
 * the version read.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, tableName } from '../../platform/table/client.ts';
import { offerMailSubscriberKey, offerMailSubscriberPartition } from '../../platform/table/keys.ts';
import { queryAll } from '../../platform/table/query.ts';
import { parseItem } from '../../platform/table/stored-item.ts';

export const offerMailSubscriberItemType = 'offerMailSubscriber';

/** How an unsubscribe came: the e-mail's one-click header (RFC 8058), its footer link's page, the account, or SES (a bounce or complaint). */
export const unsubscribeWays = ['one-click', 'link', 'account', 'bounce', 'complaint'] as const;
export type UnsubscribeWay = (typeof unsubscribeWays)[number];

export const subscriberSchema = z.object({
  userId: z.string(),
  status: z.enum(['asked', 'subscribed', 'unsubscribed']),
  /** When they last asked (ticked the box); the confirming link is for this ask. */
  askedAt: z.string(),
  /** Where they asked: the account, or an order's thank-you page. */
  askedFrom: z.enum(['account', 'order']),
  confirmedAt: z.string().optional(),
  unsubscribedAt: z.string().optional(),
  unsubscribedBy: z.enum(unsubscribeWays).optional(),
  version: z.number().int().min(1),
});
export type OfferMailSubscriber = z.infer<typeof subscriberSchema>;

/** The customer's item, read consistently (an unsubscribe holds at once); undefined when they never asked. */
export async function readSubscriber(userId: string): Promise<OfferMailSubscriber | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: offerMailSubscriberKey(userId), ConsistentRead: true }));
  return Item ? parseItem(subscriberSchema, 'offer e-mail subscriber', Item) : undefined;
}

/** The user ids of everyone subscribed now (confirmed, not unsubscribed): whom an offer e-mail is queued for. */
export async function subscribedUserIds(): Promise<string[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: '#status = :subscribed',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': offerMailSubscriberPartition, ':subscribed': 'subscribed' },
    ConsistentRead: true,
  });
  return items.map((item) => parseItem(subscriberSchema, 'offer e-mail subscriber', item).userId);
}
