/**
 * Dishes, their price options and optional ingredients. A dish's partition `DISH#<id>` holds the
 * dish (`DISH`), its price options (`PRICE#<n>#<optionId>`) and add-ons (`INGR#<id>`). All three
 * are also on gsi1 under `MENU` (sorted `<category>#<name>[#<sk>]`), so the whole menu is one
 * Query, and so is the whole price book the cart checks its lines against.
 */
import type { DishPartition, DishRecord, OptionalIngredientRecord, PriceOptionRecord } from '../domain/menu.ts';
import { sizeOrder } from '../contracts/pricing.ts';
import { env } from '../config/env.ts';
import { tableName } from './client.ts';
import { queryAll } from './query.ts';

const menuPartition = 'MENU';
const dishPk = (dishId: string) => `DISH#${dishId}`;
const dishSk = 'DISH';
const priceSk = (option: PriceOptionRecord) => `PRICE#${sizeOrder.indexOf(option.size)}#${option.id}`;
const ingredientSk = (ingredientId: string) => `INGR#${ingredientId}`;

type Item = Record<string, unknown>;

/** Which layout of the seeded catalogue the table holds. */
export const catalogueVersionKey = { pk: 'CATALOGUE', sk: 'VERSION' } as const;
export const catalogueVersionItem = (version: number): Item => ({ ...catalogueVersionKey, type: 'catalogueVersion', version });

export function dishToItem(dish: DishRecord): Item {
  return {
    pk: dishPk(dish.id),
    sk: dishSk,
    gsi1pk: menuPartition,
    gsi1sk: menuSortKey(dish),
    type: 'dish',
    ...dish,
  };
}

const menuSortKey = (dish: Pick<DishRecord, 'category' | 'name'>, sk?: string) =>
  sk ? `${dish.category}#${dish.name}#${sk}` : `${dish.category}#${dish.name}`;

export function priceOptionToItem(option: PriceOptionRecord, dish: Pick<DishRecord, 'category' | 'name'>): Item {
  const sk = priceSk(option);
  return { pk: dishPk(option.dishId), sk, gsi1pk: menuPartition, gsi1sk: menuSortKey(dish, sk), type: 'priceOption', ...option };
}

export function optionalIngredientToItem(ingredient: OptionalIngredientRecord, dish: Pick<DishRecord, 'category' | 'name'>): Item {
  const sk = ingredientSk(ingredient.id);
  return { pk: dishPk(ingredient.dishId), sk, gsi1pk: menuPartition, gsi1sk: menuSortKey(dish, sk), type: 'optionalIngredient', ...ingredient };
}

function dishFromItem(item: Item): DishRecord {
  return {
    id: item.id as string,
    name: item.name as string,
    category: item.category as DishRecord['category'],
    description: item.description as string,
    canBeSpicy: Boolean(item.canBeSpicy),
    featured: Boolean(item.featured),
    tips: (item.tips as string[]) ?? [],
    images: (item.images as DishRecord['images']) ?? [],
    includedIngredients: (item.includedIngredients as string[]) ?? [],
    goesWith: (item.goesWith as string[]) ?? [],
    similar: (item.similar as string[]) ?? [],
    startingPrice: Number(item.startingPrice),
  };
}

function priceOptionFromItem(item: Item): PriceOptionRecord {
  return {
    id: item.id as string,
    dishId: item.dishId as string,
    size: item.size as PriceOptionRecord['size'],
    price: Number(item.price),
    amount: item.amount as string,
    catering: Boolean(item.catering),
  };
}

function ingredientFromItem(item: Item): OptionalIngredientRecord {
  return { id: item.id as string, dishId: item.dishId as string, ingredient: item.ingredient as string, price: Number(item.price) };
}

/** The whole menu: one Query on gsi1 (the dishes only). */
export async function listMenu(): Promise<DishRecord[]> {
  const items = await queryAll<Item>({
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
  const items = await queryAll<Item>({
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
    if (item.type === 'priceOption') book.get(item.dishId as string)?.prices.push(priceOptionFromItem(item));
    if (item.type === 'optionalIngredient') book.get(item.dishId as string)?.ingredients.push(ingredientFromItem(item));
  }
  return book;
}

/** A dish with its price options and optional ingredients: one Query on its partition. */
export async function getDishPartition(dishId: string): Promise<DishPartition | undefined> {
  const items = await queryAll<Item>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': dishPk(dishId) },
  });
  const dishItem = items.find((item) => item.sk === dishSk);
  if (!dishItem) return undefined;
  return {
    dish: dishFromItem(dishItem),
    prices: items.filter((item) => String(item.sk).startsWith('PRICE#')).map(priceOptionFromItem),
    ingredients: items.filter((item) => String(item.sk).startsWith('INGR#')).map(ingredientFromItem),
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
