/** Failure counters for brute-force limits (keys.ts `rateCounterKey`), removed by TTL after the window. */
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { FailureWindow } from '../rules/rate-limit.ts';
import { db, tableName } from './client.ts';
import { rateCounterKey } from './keys.ts';
import { parseItem } from './stored-item.ts';

const counterKey = (key: string, window: FailureWindow) => rateCounterKey(key, window.id);
const rateCounterItemSchema = z.object({ failures: z.number().int().default(0) });

/** The highest failure count among the keys in this window. */
export async function highestFailureCount(keys: readonly string[], window: FailureWindow): Promise<number> {
  const { Responses } = await db().send(
    new BatchGetCommand({
      RequestItems: { [tableName()]: { Keys: keys.map((key) => counterKey(key, window)), ConsistentRead: true } },
    }),
  );
  return Math.max(0, ...(Responses?.[tableName()] ?? []).map((item) => parseItem(rateCounterItemSchema, 'rate counter', item).failures));
}

export async function recordFailure(keys: readonly string[], window: FailureWindow): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: counterKey(key, window),
          UpdateExpression: 'ADD failures :one SET expiresAt = :expiresAt, #type = :type',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':one': 1, ':expiresAt': window.endsAt + 60, ':type': 'rateCounter' },
        }),
      ),
    ),
  );
}
