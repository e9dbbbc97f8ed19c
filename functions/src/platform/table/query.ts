/** Reads every page of one Query (the menu and a dish's partition fit in one page in practice). */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
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

export type PrefixQueryOptions = {
  /** Read after every write that came before (a strongly consistent Query). */
  consistentRead?: boolean;
  /** Sort keys descending: with ULIDs in the keys, the newest first. */
  newestFirst?: boolean;
};

/**
 * Every item of one partition whose sort key begins with `prefix` (e.g. a user's addresses, `userPk` and
 * `addressPrefix`): one Query, in sort-key order unless `newestFirst`. The raw items, as `queryAll`.
 */
export function queryPrefix(pk: string, prefix: string, options: PrefixQueryOptions = {}): Promise<StoredItem[]> {
  return queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ...(options.consistentRead ? { ConsistentRead: true } : {}),
    ...(options.newestFirst ? { ScanIndexForward: false } : {}),
  });
}
