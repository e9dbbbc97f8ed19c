/**
 * Messages from the business to a customer about their orders (keys.ts `messageKey`), type
 * 'orderMessage'. The table's stream e-mails each new one to the customer (notify), so the inbox and
 * the e-mail always say the same thing.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { messageSchema, type Message } from '../contract/order.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { conditionHeld } from '../../platform/table/conditional-write.ts';
import type { TransactItem } from '../../platform/table/transaction.ts';
import { messageKey, messagePrefix, userPk } from '../../platform/table/keys.ts';
import { queryPrefix } from '../../platform/table/query.ts';
import { parseItem, type StoredItem } from '../../platform/table/stored-item.ts';

export const messageItemType = 'orderMessage';

/** A stored message: what the inbox shows plus where its e-mail goes. */
export type StoredMessage = Message & { userId: string; email: string; customerName: string };

const storedMessageSchema = messageSchema.extend({
  userId: z.string(),
  email: z.string(),
  customerName: z.string().default(''),
  read: z.boolean().default(false),
});

export function messageToItem(message: StoredMessage): StoredItem {
  return { ...messageKey(message.userId, message.messageId), type: messageItemType, ...message };
}

/** A new message as one item of a transaction (written once: a second put of the same message fails its condition). */
export function newMessagePut(message: StoredMessage): TransactItem {
  return { Put: { TableName: tableName(), Item: messageToItem(message), ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** The message in a stored item or a stream image; throws when the item is not a well-formed message. */
export function messageFromItem(item: StoredItem): StoredMessage {
  return parseItem(storedMessageSchema, 'order message', item);
}

/** The customer's messages, newest first: one Query. */
export async function listMessages(userId: string): Promise<StoredMessage[]> {
  const items = await queryPrefix(userPk(userId), messagePrefix, { newestFirst: true });
  return items.map(messageFromItem);
}

/** Marks one of the user's messages read; false when the user has no such message. */
export async function markMessageRead(userId: string, messageId: string): Promise<boolean> {
  return conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: messageKey(userId, messageId),
        UpdateExpression: 'SET #read = :true',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':true': true },
      }),
    ),
  );
}
