/**
 * Dishes, their price options and optional ingredients. A dish's partition (keys.ts `dishPk`) holds
 * the dish, its price options and add-ons. All three are also on gsi1 under `menuPartition` (sorted
 * by category and name), so the whole menu is one Query, and so is the whole price book the cart
 * checks its lines against.
 */
import * as z from 'zod';
import type { DishPartition, DishRecord, OptionalIngredientRecord, PriceOptionRecord } from '../domain/menu.ts';
import { categorySchema, imageSchema, optionalIngredientSchema, sizeSchema } from '../contracts/catalogue.ts';
import { env } from '../config/env.ts';
import { tableName } from './client.ts';
import { catalogueVersionKey, dishPk, dishSk, ingredientPrefix, ingredientSk, menuPartition, menuSortKey, priceOptionPrefix, priceOptionSk } from './keys.ts';
import { queryAll } from './query.ts';
import { parseItem, type StoredItem } from './stored-item.ts';

/** The seed reads and writes it (its key lives in keys.ts with every other). */
export { catalogueVersionKey };
export const catalogueVersionItem = (version: number): StoredItem => ({ ...catalogueVersionKey, type: 'catalogueVersion', version });

export function dishToItem(dish: DishRecord): StoredItem {
  return {
    pk: dishPk(dish.id),
    sk: dishSk,
    gsi1pk: menuPartition,
    gsi1sk: menuSortKey(dish),
    type: 'dish',
    ...dish,
  };
}

export function priceOptionToItem(option: PriceOptionRecord, dish: Pick<DishRecord, 'category' | 'name'>): StoredItem {
  const sk = priceOptionSk(option);
  return { pk: dishPk(option.dishId), sk, gsi1pk: menuPartition, gsi1sk: menuSortKey(dish, sk), type: 'priceOption', ...option };
}

export function optionalIngredientToItem(ingredient: OptionalIngredientRecord, dish: Pick<DishRecord, 'category' | 'name'>): StoredItem {
  const sk = ingredientSk(ingredient.id);
  return { pk: dishPk(ingredient.dishId), sk, gsi1pk: menuPartition, gsi1sk: menuSortKey(dish, sk), type: 'optionalIngredient', ...ingredient };
}

/** The stored dish; the lists of early dishes read empty. */
const dishItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: categorySchema,
  description: z.string(),
  canBeSpicy: z.boolean().default(false),
  featured: z.boolean().default(false),
  tips: z.array(z.string()).default([]),
  images: z.array(imageSchema).default([]),
  includedIngredients: z.array(z.string()).default([]),
  goesWith: z.array(z.string()).default([]),
  similar: z.array(z.string()).default([]),
  startingPrice: z.number().int(),
});

const priceOptionItemSchema = z.object({
  id: z.string(),
  dishId: z.string(),
  size: sizeSchema,
  price: z.number().int(),
  amount: z.string(),
  catering: z.boolean().default(false),
});

const ingredientItemSchema = optionalIngredientSchema.extend({ dishId: z.string() });

function dishFromItem(item: StoredItem): DishRecord {
  return parseItem(dishItemSchema, 'dish', item);
}

function priceOptionFromItem(item: StoredItem): PriceOptionRecord {
  return parseItem(priceOptionItemSchema, 'price option', item);
}

function ingredientFromItem(item: StoredItem): OptionalIngredientRecord {
  return parseItem(ingredientItemSchema, 'optional ingredient', item);
}

/** The whole menu: one Query on gsi1 (the dishes only). */
export async function listMenu(): Promise<DishRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :menu',
    FilterExpression: '#type = :dish',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':menu': menuPartition, ':dish': 'dish' },
  });
  return items.map(dishFromItem);
}

/** Every dish with its price options and add-ons, by dish id: one Query on gsi1. */
export async function readPriceBook(): Promise<Map<string, DishPartition>> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :menu',
    ExpressionAttributeValues: { ':menu': menuPartition },
  });
  const book = new Map<string, DishPartition>();
  for (const item of items.filter((i) => i.type === 'dish')) {
    const dish = dishFromItem(item);
    book.set(dish.id, { dish, prices: [], ingredients: [] });
  }
  // A price or add-on whose dish item is gone belongs to no dish on the menu.
  for (const item of items) {
    if (item.type === 'priceOption') {
      const option = priceOptionFromItem(item);
      book.get(option.dishId)?.prices.push(option);
    }
    if (item.type === 'optionalIngredient') {
      const ingredient = ingredientFromItem(item);
      book.get(ingredient.dishId)?.ingredients.push(ingredient);
    }
  }
  return book;
}

/** A dish with its price options and optional ingredients: one Query on its partition. */
export async function getDishPartition(dishId: string): Promise<DishPartition | undefined> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': dishPk(dishId) },
  });
  const dishItem = items.find((item) => item.sk === dishSk);
  if (!dishItem) return undefined;
  return {
    dish: dishFromItem(dishItem),
    prices: items.filter((item) => String(item.sk).startsWith(priceOptionPrefix)).map(priceOptionFromItem),
    ingredients: items.filter((item) => String(item.sk).startsWith(ingredientPrefix)).map(ingredientFromItem),
  };
}

/** Several dishes with their prices and add-ons, from the price book (one Query); unknown ids are left out. */
export async function getDishPartitions(dishIds: readonly string[]): Promise<DishPartition[]> {
  const book = await readPriceBookForDisplay();
  return dishIds.flatMap((id) => book.get(id) ?? []);
}

let cachedPriceBook: { readAt: number; book: Map<string, DishPartition> } | undefined;

/**
 * The price book for showing a cart: kept for a minute in the function, so that reading a cart is
 * one Query of its lines. Anything that stores a price (adding, editing, confirming, checking out)
 * reads it fresh. The test stage keeps nothing, so a menu change shows at once.
 */
export async function readPriceBookForDisplay(now = Date.now()): Promise<Map<string, DishPartition>> {
  const maxAgeMs = env().STAGE === 'test' ? 0 : 60_000;
  if (cachedPriceBook && now - cachedPriceBook.readAt < maxAgeMs) return cachedPriceBook.book;
  const book = await readPriceBook();
  cachedPriceBook = { readAt: now, book };
  return book;
}

/** The menu and every dish's prices and add-ons for the dish page: one Query (kept for a minute in a warm function). */
export async function readCatalogue(): Promise<{ menu: DishRecord[]; partitions: ReadonlyMap<string, DishPartition> }> {
  const partitions = await readPriceBookForDisplay();
  return { menu: [...partitions.values()].map((partition) => partition.dish), partitions };
}
