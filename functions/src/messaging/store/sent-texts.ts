/**
 * The texts sent to customers, as lines on their order (`customerTexts`, by each text's MessageId at AWS), so the
 * owner sees whether the customer was texted and whether it was delivered. A text's events carry the context it was
 * sent with (the order, its customer, what it said), so a receipt finds its order with no lookup of its own, even one
 * that arrives before the send was recorded: whichever comes first writes the line, and a final status is never
 * overwritten (sent → delivered or failed, once).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionHeld } from '../../platform/table/conditional-write.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { orderKey } from '../../platform/table/keys.ts';

export type TextOfOrder = { textId: string; userId: string; orderId: string; what: string };

/** Records a text sent about the order (whose `customerTexts` exists: its consent created it), unless its receipt came first. */
export async function recordSentText(text: TextOfOrder, at: Date): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: orderKey(text.userId, text.orderId),
      UpdateExpression: 'SET customerTexts.#id = if_not_exists(customerTexts.#id, :text)',
      ConditionExpression: 'attribute_exists(customerTexts)',
      ExpressionAttributeNames: { '#id': text.textId },
      ExpressionAttributeValues: { ':text': { what: text.what, at: at.toISOString(), status: 'sent' } },
    }),
  );
}

/** A final delivery event: the text's status, once (a receipt repeated or late after the final one changes nothing). */
export function settleTextStatus(text: TextOfOrder, status: 'delivered' | 'failed', sentAt: Date, at: Date): Promise<boolean> {
  return conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKey(text.userId, text.orderId),
        UpdateExpression: 'SET customerTexts.#id = :text',
        ConditionExpression: 'attribute_exists(customerTexts) AND (attribute_not_exists(customerTexts.#id) OR customerTexts.#id.#status = :sent)',
        ExpressionAttributeNames: { '#id': text.textId, '#status': 'status' },
        ExpressionAttributeValues: {
          ':text': { what: text.what, at: sentAt.toISOString(), status, statusAt: at.toISOString() },
          ':sent': 'sent',
        },
      }),
    ),
  );
}
