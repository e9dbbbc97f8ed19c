/**
 * Saved customisations: the add-ons a customer chose for a dish last time (keys.ts
 * `chosenIngredientsKey`). Written after an add to the cart, read by the dish page to start from them.
 */
import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { ChosenIngredients } from '../contract/cart.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { chosenIngredientsKey, chosenIngredientsPrefix, userPk } from '../../platform/table/keys.ts';
import { queryPrefix } from '../../platform/table/query.ts';
import { parseItem } from '../../platform/table/stored-item.ts';

const chosenIngredientsItemSchema = z.object({ dishId: z.string(), ingredientIds: z.array(z.string()).default([]) });

export async function saveChosenIngredients(userId: string, chosen: readonly ChosenIngredients[], now = new Date().toISOString()): Promise<void> {
  if (chosen.length === 0) return;
  let requests: NonNullable<BatchWriteCommandInput['RequestItems']> = {
    [tableName()]: chosen.map(({ dishId, ingredientIds }) => ({
      PutRequest: { Item: { ...chosenIngredientsKey(userId, dishId), type: 'chosenIngredients', dishId, ingredientIds, updatedAt: now } },
    })),
  };
  for (let attempt = 0; Object.keys(requests).length > 0; attempt++) {
    if (attempt > 5) throw new Error('Saving chosen ingredients failed: DynamoDB kept items unprocessed');
    const result = await db().send(new BatchWriteCommand({ RequestItems: requests }));
    requests = result.UnprocessedItems ?? {};
    if (Object.keys(requests).length > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
  }
}

/** One Query. */
export async function listChosenIngredients(userId: string): Promise<ChosenIngredients[]> {
  const items = await queryPrefix(userPk(userId), chosenIngredientsPrefix);
  return items.map((item) => parseItem(chosenIngredientsItemSchema, 'chosen ingredients', item));
}
