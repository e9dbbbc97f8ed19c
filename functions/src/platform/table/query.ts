/** Reads every page of one Query (the menu and a dish's partition fit in one page in practice). */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client.ts';
import type { StoredItem } from './stored-item.ts';

/** The raw items: each entity module parses them (parseItem) into its own shape. */
export async function queryAll(input: QueryCommandInput): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
