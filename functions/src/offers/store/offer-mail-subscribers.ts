/**
 * Who asked for offer e-mails (docs/data-model.md#offer-e-mail-subscriber): one item per customer in one partition
 * (keys.ts `offerMailSubscriberKey`), so the owner's send reads the list in one Query. A customer is `asked` from the
 * moment they tick the box until they follow the confirming e-mail's link (double opt-in: an `asked` customer receives
 * no offer e-mail), then `subscribed`, until they unsubscribe (`unsubscribed`, with how); `declined` said "No thanks"
 * on an order's thank-you page before ever asking. Every change is one transaction over the version read (or on the
 * item not existing yet), and the day's count of subscribed or unsubscribed customers is raised in it only when the
 * state really changes, so a repeated or concurrent change counts once.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, tableName } from '../../platform/table/client.ts';
import { offerMailSubscriberKey, offerMailSubscriberPartition } from '../../platform/table/keys.ts';
import { saveTokenItem, takeTokenItem } from '../../platform/table/one-time-token-store.ts';
import { queryAll } from '../../platform/table/query.ts';
import { parseItem } from '../../platform/table/stored-item.ts';
import { transact, type TransactItem } from '../../platform/table/transaction.ts';
import { countOfferMailDay } from './offer-mail-days.ts';

export const offerMailSubscriberItemType = 'offerMailSubscriber';

/** How an unsubscribe came: the e-mail's one-click header (RFC 8058), its footer link's page, the account, or SES (a bounce or complaint). */
export const unsubscribeWays = ['one-click', 'link', 'account', 'bounce', 'complaint'] as const;
export type UnsubscribeWay = (typeof unsubscribeWays)[number];

export const subscriberSchema = z.object({
  userId: z.string(),
  status: z.enum(['asked', 'subscribed', 'unsubscribed', 'declined']),
  /** When they last asked (ticked the box); the confirming link is for this ask. None for a customer who only declined. */
  askedAt: z.string().optional(),
  /** Where they asked: the account, or an order's thank-you page. */
  askedFrom: z.enum(['account', 'order']).optional(),
  /** When the last confirming e-mail went (at most one in `confirmLinkMinutes`). */
  linkSentAt: z.string().optional(),
  /** When they said "No thanks" on an order's thank-you page. */
  declinedAt: z.string().optional(),
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

/** The customer's item written over the version read (`current`; none: only if it does not exist yet), its version one more. */
function subscriberPut(current: OfferMailSubscriber | undefined, next: Omit<OfferMailSubscriber, 'version'>): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...offerMailSubscriberKey(next.userId), type: offerMailSubscriberItemType, ...next, version: (current?.version ?? 0) + 1 },
      ConditionExpression: current ? '#version = :expected' : 'attribute_not_exists(pk)',
      ExpressionAttributeNames: current ? { '#version': 'version' } : undefined,
      ExpressionAttributeValues: current ? { ':expected': current.version } : undefined,
    },
  };
}

/** A write's outcome: written; `stale` when the item changed since it was read (read it again); `link` when the link's token was used, expired or unknown. */
export type SubscriberWrite = 'written' | 'stale' | 'link';

async function write(items: TransactItem[], tokenAt?: number): Promise<SubscriberWrite> {
  const cancelled = await transact(items, 3);
  if (!cancelled) return 'written';
  if (tokenAt !== undefined && cancelled.conditionFailed(tokenAt)) return 'link';
  if (cancelled.anyConditionFailed || cancelled.conflict) return 'stale';
  throw cancelled.error;
}

/**
 * The customer asks: `asked` from `from`, a new ask (now) unless they are asked already (the same ask, a fresh link),
 * with the confirming link's token (`secret`, for that ask) saved in the same transaction. The caller decides whether a
 * link goes (never for a subscribed customer, at most one in `confirmLinkMinutes`).
 */
export function askSubscriber(userId: string, current: OfferMailSubscriber | undefined, from: 'account' | 'order', secret: string, now: Date) {
  const at = now.toISOString();
  const sameAsk = current?.status === 'asked' && current.askedAt !== undefined;
  const askedAt = sameAsk ? current.askedAt! : at;
  const next = { userId, status: 'asked' as const, askedAt, askedFrom: sameAsk ? current.askedFrom : from, linkSentAt: at };
  return write([subscriberPut(current, next), saveTokenItem(secret, { userId, purpose: 'confirm-offer-emails', askedAt }, now.getTime())]);
}

/** "No thanks" on an order's thank-you page: `declined`, only while the customer never asked (nothing else changes). */
export function declineSubscriber(userId: string, now: Date) {
  return write([subscriberPut(undefined, { userId, status: 'declined', declinedAt: now.toISOString() })]);
}

/**
 * The confirming link followed: the token taken (deleted: it works once) and the customer `subscribed`, counted on
 * the day, in one transaction; `link` when the token was used meanwhile.
 */
export function confirmSubscriber(current: OfferMailSubscriber, secret: string, now: Date) {
  const { version: _version, ...rest } = current;
  return write(
    [
      takeTokenItem(secret, 'confirm-offer-emails', current.userId, now.getTime()),
      subscriberPut(current, { ...rest, status: 'subscribed', confirmedAt: now.toISOString(), unsubscribedAt: undefined, unsubscribedBy: undefined }),
      countOfferMailDay('subscribed', now),
    ],
    0,
  );
}

/** The link of an ask already confirmed (another e-mail of the same ask): only the token taken, so it too works once. */
export function takeConfirmedLink(userId: string, secret: string, now: Date) {
  return write([takeTokenItem(secret, 'confirm-offer-emails', userId, now.getTime())], 0);
}

/**
 * Stops the customer's offer e-mails (`way` says how): `unsubscribed`, counted on the day only when they were
 * subscribed (an asked customer's links die with it).
 */
export function unsubscribeSubscriber(current: OfferMailSubscriber, way: UnsubscribeWay, now: Date) {
  const { version: _version, ...rest } = current;
  const next = { ...rest, status: 'unsubscribed' as const, unsubscribedAt: now.toISOString(), unsubscribedBy: way };
  return write([subscriberPut(current, next), ...(current.status === 'subscribed' ? [countOfferMailDay('unsubscribed', now)] : [])]);
}
