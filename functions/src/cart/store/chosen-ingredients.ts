/**
 * Saved customisations: the add-ons a customer chose for a dish last time (keys.ts
 * `chosenIngredientsKey`). Written after an add to the cart, read by the dish page to start from them.
 */
import * as z from 'zod';
import type { ChosenIngredients } from '../contract/cart.ts';
import { batchPut } from '../../platform/table/batch-write.ts';
import { chosenIngredientsKey, chosenIngredientsPrefix, userPk } from '../../platform/table/keys.ts';
import { queryPrefix } from '../../platform/table/query.ts';
import { parseItem } from '../../platform/table/stored-item.ts';

const chosenIngredientsItemSchema = z.object({ dishId: z.string(), ingredientIds: z.array(z.string()).default([]) });

export async function saveChosenIngredients(userId: string, chosen: readonly ChosenIngredients[], now = new Date().toISOString()): Promise<void> {
  await batchPut(
    chosen.map(({ dishId, ingredientIds }) => ({ ...chosenIngredientsKey(userId, dishId), type: 'chosenIngredients', dishId, ingredientIds, updatedAt: now })),
    'Saving chosen ingredients',
  );
}

/** One Query. */
export async function listChosenIngredients(userId: string): Promise<ChosenIngredients[]> {
  const items = await queryPrefix(userPk(userId), chosenIngredientsPrefix);
  return items.map((item) => parseItem(chosenIngredientsItemSchema, 'chosen ingredients', item));
}
