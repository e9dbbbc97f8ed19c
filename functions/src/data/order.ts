/**
 * Orders: `USER#<id>` / `ORDER#<ulid>`, each holding a copy of its cart lines. Buy again reads the
 * lines of the customer's orders, newest first.
 */
import type { StoredLine } from '../domain/cart.ts';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';

const userPk = (userId: string) => `USER#${userId}`;
const orderPrefix = 'ORDER#';

/** The lines of the customer's most recent orders: one Query, newest first. */
export async function listOrderedLines(userId: string, limit = 20): Promise<{ lines: StoredLine[]; placedAt: string }[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': orderPrefix },
      ProjectionExpression: '#lines, placedAt',
      ExpressionAttributeNames: { '#lines': 'lines' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ lines: (item.lines as StoredLine[]) ?? [], placedAt: item.placedAt as string }));
}
