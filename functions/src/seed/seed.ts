/** Writes the menu and the FAQs into the table when it has no menu yet. */
import { BatchWriteCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DishImage } from '../contracts/catalogue.ts';
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
      ExpressionAttributeValues: { ':menu': 'MENU' },
      Limit: 1,
    }),
  );
  return (page.Items ?? []).length === 0;
}

/** Seeds when the menu is empty; returns the number of items written (0 when it was not empty). */
export async function seedMenuIfEmpty(client: DynamoDBDocumentClient, tableName: string): Promise<number> {
  if (!(await menuIsEmpty(client, tableName))) return 0;
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
  return items.length;
}
