/** Puts many items with BatchWriteItem, 25 a call, sending again what DynamoDB leaves unprocessed (with a growing wait). */
import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import type { StoredItem } from './stored-item.ts';

/** Every item put (no conditions: a batch has none); throws naming `what` when DynamoDB keeps some unprocessed after six tries. */
export async function batchPut(items: readonly StoredItem[], what: string): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    let requests: NonNullable<BatchWriteCommandInput['RequestItems']> = {
      [tableName()]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    for (let attempt = 0; Object.keys(requests).length > 0; attempt++) {
      if (attempt > 5) throw new Error(`${what} failed: DynamoDB kept items unprocessed`);
      const result = await db().send(new BatchWriteCommand({ RequestItems: requests }));
      requests = result.UnprocessedItems ?? {};
      if (Object.keys(requests).length > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    }
  }
}
