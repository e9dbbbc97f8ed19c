/**
 * Saved customisations: the add-ons a customer chose for a dish last time, `USER#<id>` /
 * `CHOSEN#<dishId>`. Written after an add to the cart, read by the dish page to start from them.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ChosenIngredients } from '../contracts/cart.ts';
import { db, tableName } from './client.ts';
import { queryAll } from './query.ts';

const userPk = (userId: string) => `USER#${userId}`;
const prefix = 'CHOSEN#';

export async function saveChosenIngredients(userId: string, chosen: readonly ChosenIngredients[], now = new Date().toISOString()): Promise<void> {
  if (chosen.length === 0) return;
  let requests: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> = {
    [tableName()]: chosen.map(({ dishId, ingredientIds }) => ({
      PutRequest: { Item: { pk: userPk(userId), sk: `${prefix}${dishId}`, type: 'chosenIngredients', dishId, ingredientIds, updatedAt: now } },
    })),
  };
  for (let attempt = 0; Object.keys(requests).length > 0; attempt++) {
    if (attempt > 5) throw new Error('Saving chosen ingredients failed: DynamoDB kept items unprocessed');
    const result = await db().send(new BatchWriteCommand({ RequestItems: requests }));
    requests = (result.UnprocessedItems ?? {}) as typeof requests;
    if (Object.keys(requests).length > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
  }
}

/** One Query. */
export async function listChosenIngredients(userId: string): Promise<ChosenIngredients[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefix },
  });
  return items.map((item) => ({ dishId: item.dishId as string, ingredientIds: (item.ingredientIds as string[]) ?? [] }));
}
