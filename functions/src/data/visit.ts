/** Visits, one item each under the day they happened (`VISIT#<yyyy-mm-dd>`/`<ulid>`), kept 400 days. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from './client.ts';

export async function recordVisit(visit: { userId: string | null; timestamp: string }, now = Date.now()): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        pk: `VISIT#${new Date(now).toISOString().slice(0, 10)}`,
        sk: ulid(now),
        type: 'visit',
        userId: visit.userId,
        timestamp: visit.timestamp,
        receivedAt: new Date(now).toISOString(),
        expiresAt: Math.floor(now / 1000) + 400 * 24 * 60 * 60,
      },
    }),
  );
}
