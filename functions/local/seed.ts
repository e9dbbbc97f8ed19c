/**
 * The local stack's seeding of the starter content (functions/src/seed/): writes the menu and the FAQs into the table when it has no menu yet, or
 * when the stored catalogue is older than the seed's layout (so a kept local database picks up new
 * key attributes), overwriting. The items are the starter catalogue's, from the same service that
 * seeds a deployed table once on `cdk deploy` (functions/src/catalogue/use-cases/catalogue-seed.ts), which never
 * overwrites.
 */
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { catalogueVersionItem, catalogueVersionKey, menuVersionUpdate } from '../src/catalogue/store/dish.ts';
import { menuPartition } from '../src/platform/table/keys.ts';
import { catalogueVersion, starterMenuAndFaqItems } from '../src/catalogue/use-cases/catalogue-seed.ts';

export { catalogueVersion };

export async function menuIsEmpty(client: DynamoDBDocumentClient, tableName: string): Promise<boolean> {
  const page = await client.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :menu',
      ExpressionAttributeValues: { ':menu': menuPartition },
      Limit: 1,
    }),
  );
  return (page.Items ?? []).length === 0;
}

async function storedCatalogueVersion(client: DynamoDBDocumentClient, tableName: string): Promise<number> {
  const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: catalogueVersionKey }));
  return Number(Item?.version ?? 0);
}

/** Seeds when the menu is empty or older than this seed; returns the number of items written. */
export async function seedMenuIfEmpty(client: DynamoDBDocumentClient, tableName: string): Promise<number> {
  const current = !(await menuIsEmpty(client, tableName)) && (await storedCatalogueVersion(client, tableName)) >= catalogueVersion;
  if (current) return 0;
  const items = starterMenuAndFaqItems();
  for (let start = 0; start < items.length; start += 25) {
    let requests: NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']> = {
      [tableName]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    // Retry what DynamoDB hands back unprocessed, with a short back-off.
    for (let attempt = 0; Object.keys(requests).length > 0; attempt++) {
      if (attempt > 8) throw new Error('Seeding the menu failed: DynamoDB kept items unprocessed');
      const result = await client.send(new BatchWriteCommand({ RequestItems: requests }));
      requests = (result.UnprocessedItems ?? {}) as typeof requests;
      if (Object.keys(requests).length > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    }
  }
  await client.send(new PutCommand({ TableName: tableName, Item: catalogueVersionItem(catalogueVersion) }));
  // Warm functions' copies of the menu follow its version.
  await client.send(new UpdateCommand(menuVersionUpdate(tableName)));
  return items.length;
}
