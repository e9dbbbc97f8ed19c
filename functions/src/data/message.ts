/**
 * Messages from the business to a customer about their orders: `USER#<id>` / `MSG#<ulid>`, type
 * 'orderMessage'. The table's stream e-mails each new one to the customer (notify), so the inbox and
 * the e-mail always say the same thing.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Message, OrderStatus } from '../contracts/order.ts';
import { db, tableName } from './client.ts';
import { queryAll } from './query.ts';

const userPk = (userId: string) => `USER#${userId}`;
const messagePrefix = 'MSG#';
const messageKey = (userId: string, messageId: string) => ({ pk: userPk(userId), sk: `${messagePrefix}${messageId}` });

export const messageItemType = 'orderMessage';

/** A message as stored: what the inbox shows plus where its e-mail goes. */
export type StoredMessage = Message & { userId: string; email: string; customerName: string };

export function messageToItem(message: StoredMessage): Record<string, unknown> {
  return { ...messageKey(message.userId, message.messageId), type: messageItemType, ...message };
}

export function messageFromItem(item: Record<string, unknown>): StoredMessage {
  return {
    messageId: item.messageId as string,
    userId: item.userId as string,
    email: item.email as string,
    customerName: (item.customerName as string) ?? '',
    orderId: item.orderId as string,
    orderNumber: item.orderNumber as string,
    status: item.status as OrderStatus,
    title: item.title as string,
    body: item.body as string,
    createdAt: item.createdAt as string,
    read: Boolean(item.read),
  };
}

/** The customer's messages, newest first: one Query. */
export async function listMessages(userId: string): Promise<StoredMessage[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': messagePrefix },
    ScanIndexForward: false,
  });
  return items.map(messageFromItem);
}

/** Marks one of the user's messages read; false when the user has no such message. */
export async function markMessageRead(userId: string, messageId: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: messageKey(userId, messageId),
        UpdateExpression: 'SET #read = :true',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
