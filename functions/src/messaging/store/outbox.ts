/**
 * The outbox (keys.ts `outboxKey`): one item per message about an order and channel, claimed before anything is sent
 * and settled with what happened. A stream record replayed, retried or delivered twice at once finds the claim and
 * sends nothing again: each change makes at most one message per channel. A crash between the send and the settle
 * leaves the claim 'sending', read as sent (at most once: a text twice is worse than one lost to a crash).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { conditionHeld } from '../../platform/table/conditional-write.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { outboxKey } from '../../platform/table/keys.ts';
import { parseItem } from '../../platform/table/stored-item.ts';

export const outboxItemType = 'outbox';
export type OutboxChannel = 'push' | 'text';
/** 'sent': it reached the customer's device or number; 'none': nothing could go on this channel (the next one is tried). */
export type OutboxOutcome = 'sending' | 'sent' | 'none';

/** Kept beyond the stream's 24 hours, after which no record is delivered again. */
const claimLifetimeSeconds = 3 * 24 * 60 * 60;

const claimSchema = z.object({ outcome: z.enum(['sending', 'sent', 'none']), detail: z.string().optional() });

/** Claims the message's channel; false when it was claimed before (by an earlier delivery of the record). */
export function claimOutbox(messageId: string, channel: OutboxChannel, now: Date): Promise<boolean> {
  return conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...outboxKey(messageId, channel),
          type: outboxItemType,
          outcome: 'sending',
          claimedAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + claimLifetimeSeconds,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

/** What an earlier delivery did on the channel (undefined: never claimed). */
export async function outboxOutcome(messageId: string, channel: OutboxChannel): Promise<OutboxOutcome | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: outboxKey(messageId, channel), ConsistentRead: true }));
  return Item ? parseItem(claimSchema, 'outbox claim', Item).outcome : undefined;
}

export async function settleOutbox(messageId: string, channel: OutboxChannel, outcome: Exclude<OutboxOutcome, 'sending'>, detail: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: outboxKey(messageId, channel),
      UpdateExpression: 'SET outcome = :outcome, detail = :detail',
      ExpressionAttributeValues: { ':outcome': outcome, ':detail': detail },
    }),
  );
}

/** Gives a claim back when nothing went out on its channel (a send that failed), so the record's retry claims it again. */
export async function releaseOutbox(messageId: string, channel: OutboxChannel): Promise<void> {
  await db()
    .send(
      new DeleteCommand({
        TableName: tableName(),
        Key: outboxKey(messageId, channel),
        ConditionExpression: 'outcome = :sending',
        ExpressionAttributeValues: { ':sending': 'sending' },
      }),
    )
    .catch(() => undefined);
}
