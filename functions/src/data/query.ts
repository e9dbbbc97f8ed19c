/** Reads every page of one Query (the menu and a dish's partition fit in one page in practice). */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client.ts';

export async function queryAll<T = Record<string, unknown>>(input: QueryCommandInput): Promise<T[]> {
  const items: T[] = [];
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
