/**
 * Writes the menu and the FAQs into the table when it has no menu yet, or when the stored catalogue
 * is older than the seed's layout (so a kept local database picks up new key attributes).
 */
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DishImage } from '../contracts/catalogue.ts';
import { catalogueVersionItem, catalogueVersionKey } from '../data/dish.ts';
import { menuPartition } from '../data/keys.ts';
import dishArt from './dish-art.json' with { type: 'json' };
import { faqs } from './faqs.ts';
import { menu } from './menu.ts';
import { seedItems } from './seed-items.ts';

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

/** Raise when the seed's items change shape (2: price options and add-ons joined the menu index). */
export const catalogueVersion = 2;

async function storedCatalogueVersion(client: DynamoDBDocumentClient, tableName: string): Promise<number> {
  const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: catalogueVersionKey }));
  return Number(Item?.version ?? 0);
}

/** Seeds when the menu is empty or older than this seed; returns the number of items written. */
export async function seedMenuIfEmpty(client: DynamoDBDocumentClient, tableName: string): Promise<number> {
  const current = !(await menuIsEmpty(client, tableName)) && (await storedCatalogueVersion(client, tableName)) >= catalogueVersion;
  if (current) return 0;
  const items = seedItems(menu, dishArt as Record<string, DishImage[]>, faqs);
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
  return items.length;
}
