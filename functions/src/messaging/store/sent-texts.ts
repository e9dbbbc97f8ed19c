/**
 * The texts sent to customers (keys.ts `sentTextKey`, by their MessageId at AWS) and their line on the order
 * (`customerTexts`), written together, so a delivery receipt finds the order and the owner sees whether the customer
 * was texted and whether it was delivered. A receipt changes a text's status once: sent → delivered or failed.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { conditionHeld } from '../../platform/table/conditional-write.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { orderKey, sentTextKey } from '../../platform/table/keys.ts';
import { parseItem } from '../../platform/table/stored-item.ts';
import { transact } from '../../platform/table/transaction.ts';

export const sentTextItemType = 'sentText';
/** As long as carriers may still report on a text. */
const sentTextLifetimeSeconds = 7 * 24 * 60 * 60;

const sentTextSchema = z.object({ userId: z.string(), orderId: z.string() });

/** Records a text sent about the order: its MessageId's item and its line on the order (whose `customerTexts` exists). */
export async function recordSentText(input: { textId: string; userId: string; orderId: string; what: string; at: Date }): Promise<void> {
  const at = input.at.toISOString();
  const cancelled = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...sentTextKey(input.textId),
          type: sentTextItemType,
          userId: input.userId,
          orderId: input.orderId,
          expiresAt: Math.floor(input.at.getTime() / 1000) + sentTextLifetimeSeconds,
        },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: orderKey(input.userId, input.orderId),
        UpdateExpression: 'SET customerTexts.#id = :text',
        ConditionExpression: 'attribute_exists(customerTexts)',
        ExpressionAttributeNames: { '#id': input.textId },
        ExpressionAttributeValues: { ':text': { what: input.what, at, status: 'sent' } },
      },
    },
  ]);
  if (cancelled) throw new Error(`The text ${input.textId} was sent, but the order ${input.orderId} could not record it`);
}

/** The order a text was about (undefined: not one of the shop's customer texts, or long gone). */
export async function orderOfText(textId: string): Promise<{ userId: string; orderId: string } | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sentTextKey(textId), ConsistentRead: true }));
  return Item ? parseItem(sentTextSchema, 'sent text', Item) : undefined;
}

/** A delivery receipt: the text's final status, once (a receipt repeated or late after the final one changes nothing). */
export function settleTextStatus(order: { userId: string; orderId: string }, textId: string, status: 'delivered' | 'failed', at: Date): Promise<boolean> {
  return conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKey(order.userId, order.orderId),
        UpdateExpression: 'SET customerTexts.#id.#status = :status, customerTexts.#id.statusAt = :at',
        ConditionExpression: 'customerTexts.#id.#status = :sent',
        ExpressionAttributeNames: { '#id': textId, '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':at': at.toISOString(), ':sent': 'sent' },
      }),
    ),
  );
}
