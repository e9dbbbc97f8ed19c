/**
 * The owner's offer e-mails in the table (docs/data-model.md#offer-e-mail): the e-mail (`OFFERMAIL`/<id>, a ULID, so
 * the owner's list is one Query, newest first) with its counts, and its queue: an item per subscriber
 * (`OFFERMAILTO#<id>`/<userId>) that goes `queued` → `sending` (claimed, so two drains never send one twice) → `sent`,
 * `skipped` or `failed`. Each step is conditional on the one before and raises the e-mail's count in the same
 * transaction, so the counts are exact whatever is retried. A sent e-mail's SES message id is kept
 * (`SESMESSAGE#<id>`), so SES's open events find it; an open is recorded once.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { offerMailSchema, type OfferMail } from '../contract/offer-mails.ts';
import { countOfferMailDay } from './offer-mail-days.ts';
import { batchPut } from '../../platform/table/batch-write.ts';
import { conditionHeld } from '../../platform/table/conditional-write.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { offerMailKey, offerMailPartition, offerMailRecipientKey, offerMailRecipientPrefix, sesMessageKey } from '../../platform/table/keys.ts';
import { queryAll } from '../../platform/table/query.ts';
import { parseItem, type StoredItem } from '../../platform/table/stored-item.ts';
import { transact } from '../../platform/table/transaction.ts';

export const offerMailItemType = 'offerMail';
export const offerMailRecipientItemType = 'offerMailRecipient';
export const sesMessageItemType = 'sesMessage';

/** The queue's items live as long as the e-mail's events may come (SES sends opens for weeks; a year is plenty). */
const queueLifetimeSeconds = 365 * 24 * 60 * 60;

const mailItemSchema = z.preprocess((item) => {
  const { pk: _pk, sk: _sk, type: _type, ...mail } = item as StoredItem;
  return mail;
}, offerMailSchema);

const recipientSchema = z.object({
  sk: z.string(),
  state: z.enum(['queued', 'sending', 'sent', 'skipped', 'failed']),
});

const sesMessageSchema = z.object({ mailId: z.string(), userId: z.string() });

/** The e-mail, read consistently; undefined when there is none of that id. */
export async function getOfferMail(mailId: string): Promise<OfferMail | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: offerMailKey(mailId), ConsistentRead: true }));
  return Item ? parseItem(mailItemSchema, 'offer e-mail', Item) : undefined;
}

/** Every offer e-mail, newest first (every page). */
export async function listOfferMails(): Promise<OfferMail[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': offerMailPartition },
    ScanIndexForward: false,
    ConsistentRead: true,
  });
  return items.map((item) => parseItem(mailItemSchema, 'offer e-mail', item));
}

/**
 * Queues the e-mail for these subscribers, then saves it: the queue first (a batch of puts, which no drain reads
 * before the e-mail exists), then the e-mail, only if its id is new. The caller looked for the id first; 'exists': a
 * request with the same id saved it meanwhile, and nothing was written over it.
 */
export async function createOfferMail(mail: OfferMail, userIds: readonly string[], now: Date): Promise<'created' | 'exists'> {
  const expiresAt = Math.floor(now.getTime() / 1000) + queueLifetimeSeconds;
  await batchPut(
    userIds.map((userId) => ({ ...offerMailRecipientKey(mail.mailId, userId), type: offerMailRecipientItemType, state: 'queued', expiresAt })),
    'Queueing an offer e-mail',
  );
  const created = await conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...offerMailKey(mail.mailId), type: offerMailItemType, ...mail },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
  return created ? 'created' : 'exists';
}

/**
 * Up to `limit` subscribers still queued for the e-mail, in user-id order after `after` when given (a drain goes on
 * from where it was instead of reading its settled turns again); consistent: a step just settled is seen.
 */
export async function queuedRecipients(mailId: string, limit: number, after?: string): Promise<string[]> {
  const userIds: string[] = [];
  let from: Record<string, unknown> | undefined = after === undefined ? undefined : offerMailRecipientKey(mailId, after);
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: '#state = :queued',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pk': `${offerMailRecipientPrefix}${mailId}`, ':queued': 'queued' },
        ConsistentRead: true,
        Limit: 200,
        ...(from ? { ExclusiveStartKey: from } : {}),
      }),
    );
    for (const item of page.Items ?? []) if (userIds.length < limit) userIds.push(parseItem(recipientSchema, 'offer e-mail recipient', item).sk);
    from = page.LastEvaluatedKey;
  } while (from && userIds.length < limit);
  return userIds;
}

/** Takes the subscriber's turn (queued → sending); false when another drain took it, or it was settled already. */
export function claimRecipient(mailId: string, userId: string, now: Date): Promise<boolean> {
  return conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: offerMailRecipientKey(mailId, userId),
        UpdateExpression: 'SET #state = :sending, claimedAt = :now',
        ConditionExpression: '#state = :queued',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sending': 'sending', ':queued': 'queued', ':now': now.toISOString() },
      }),
    ),
  );
}

/** Gives a claimed turn back (SES asked the shop to slow down): the next round sends it. */
export async function releaseRecipient(mailId: string, userId: string): Promise<void> {
  await conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: offerMailRecipientKey(mailId, userId),
        UpdateExpression: 'SET #state = :queued REMOVE claimedAt',
        ConditionExpression: '#state = :sending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sending': 'sending', ':queued': 'queued' },
      }),
    ),
  );
}

/** The end of a subscriber's turn: sent (with SES's message id), skipped or failed, counted on the e-mail (and the day, when sent) once. */
export async function settleRecipient(
  mailId: string,
  userId: string,
  outcome: { state: 'sent'; messageId: string } | { state: 'skipped' | 'failed'; reason: string },
  now: Date,
): Promise<boolean> {
  const from = outcome.state === 'skipped' ? 'queued' : 'sending';
  const recipient = {
    Update: {
      TableName: tableName(),
      Key: offerMailRecipientKey(mailId, userId),
      UpdateExpression: `SET #state = :state, settledAt = :now, ${outcome.state === 'sent' ? 'messageId = :detail' : 'reason = :detail'}`,
      ConditionExpression: '#state = :from',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':state': outcome.state,
        ':from': from,
        ':now': now.toISOString(),
        ':detail': outcome.state === 'sent' ? outcome.messageId : outcome.reason,
      },
    },
  };
  const count = {
    Update: {
      TableName: tableName(),
      Key: offerMailKey(mailId),
      UpdateExpression: 'ADD #count :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#count': outcome.state },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
  const sentParts =
    outcome.state === 'sent'
      ? [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...sesMessageKey(outcome.messageId),
                type: sesMessageItemType,
                mailId,
                userId,
                expiresAt: Math.floor(now.getTime() / 1000) + queueLifetimeSeconds,
              },
            },
          },
          countOfferMailDay('sent', now),
        ]
      : [];
  // Sent again on a bare conflict: an open being counted on the same e-mail or day at that moment.
  const cancelled = await transact([recipient, count, ...sentParts], 6);
  if (cancelled && !cancelled.anyConditionFailed) throw cancelled.error;
  return cancelled === undefined;
}

/** The e-mail marked sent (nothing left queued), once. */
export async function finishOfferMail(mailId: string, now: Date): Promise<boolean> {
  return conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: offerMailKey(mailId),
        UpdateExpression: 'SET #state = :sent, finishedAt = :now',
        ConditionExpression: '#state = :sending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sent': 'sent', ':sending': 'sending', ':now': now.toISOString() },
      }),
    ),
  );
}

/** Which e-mail and subscriber SES's message id was sent for; undefined for a message that is not an offer e-mail's. */
export async function sentMessage(messageId: string): Promise<{ mailId: string; userId: string } | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sesMessageKey(messageId) }));
  return Item ? parseItem(sesMessageSchema, 'SES message', Item) : undefined;
}

/** The subscriber's first open of the e-mail, counted on the e-mail and the day once; false when it was known already. */
export async function recordOpen(mailId: string, userId: string, at: Date): Promise<boolean> {
  const cancelled = await transact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: offerMailRecipientKey(mailId, userId),
          UpdateExpression: 'SET openedAt = :at',
          ConditionExpression: '#state = :sent AND attribute_not_exists(openedAt)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':at': at.toISOString(), ':sent': 'sent' },
        },
      },
      { Update: { TableName: tableName(), Key: offerMailKey(mailId), UpdateExpression: 'ADD opened :one', ExpressionAttributeValues: { ':one': 1 } } },
      countOfferMailDay('opened', at),
    ],
    6,
  );
  if (cancelled && !cancelled.anyConditionFailed) throw cancelled.error;
  return cancelled === undefined;
}
