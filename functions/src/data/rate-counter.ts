/** Failure counters for brute-force limits: `RATE#<key>`/`<window>`, removed by TTL after the window. */
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FailureWindow } from '../domain/rate-limit.ts';
import { db, tableName } from './client.ts';

const counterKey = (key: string, window: FailureWindow) => ({ pk: `RATE#${key}`, sk: window.id });

/** The highest failure count among the keys in this window. */
export async function highestFailureCount(keys: readonly string[], window: FailureWindow): Promise<number> {
  const { Responses } = await db().send(
    new BatchGetCommand({
      RequestItems: { [tableName()]: { Keys: keys.map((key) => counterKey(key, window)), ConsistentRead: true } },
    }),
  );
  return Math.max(0, ...(Responses?.[tableName()] ?? []).map((item) => Number(item.failures ?? 0)));
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
