/**
 * A conditional write's outcome in one place: it wrote, or its condition did not hold (DynamoDB's
 * ConditionalCheckFailedException) and nothing was written; any other error is thrown. The stores' "only if …"
 * (it exists, it is new, it is still as read, it has room) each ask one of these.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import type { StoredItem } from './stored-item.ts';

/** Whether the conditional write (a Put, Update or Delete being sent) wrote: false when its condition failed. */
export async function conditionHeld(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export type ConditionalUpdate = Omit<UpdateCommandInput, 'TableName' | 'ReturnValues'> & { ConditionExpression: string };

/** One conditional UpdateItem of the table: the item as written (ALL_NEW, for the store to parse), or undefined when the condition failed. */
export async function updateIf(update: ConditionalUpdate): Promise<StoredItem | undefined> {
  const sent = db().send(new UpdateCommand({ TableName: tableName(), ...update, ReturnValues: 'ALL_NEW' }));
  // Once the condition held, the settled answer is read again for the item it wrote.
  return (await conditionHeld(sent)) ? (await sent).Attributes! : undefined;
}
