/** Visits, one item each under the day they happened (keys.ts `visitKey`), kept 400 days. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from '../../platform/table/client.ts';
import { visitKey } from '../../platform/table/keys.ts';

export async function recordVisit(visit: { userId: string | null; timestamp: string }, now = Date.now()): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...visitKey(new Date(now).toISOString().slice(0, 10), ulid(now)),
        type: 'visit',
        userId: visit.userId,
        timestamp: visit.timestamp,
        receivedAt: new Date(now).toISOString(),
        expiresAt: Math.floor(now / 1000) + 400 * 24 * 60 * 60,
      },
    }),
  );
}
