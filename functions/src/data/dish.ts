/**
 * Dishes, their price options and optional ingredients. A dish's partition (keys.ts `dishPk`) holds
 * the dish, its price options and add-ons. All three are also on gsi1 under `menuPartition` (sorted
 * by category and name), so the whole menu is one Query, and so is the whole price book the cart
 * checks its lines against.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { DishPartition, DishRecord, OptionalIngredientRecord, PriceOptionRecord } from '../domain/menu.ts';
import { allergenListSchema, dietLabelListSchema } from '../contracts/allergens.ts';
import { categorySchema, imageSchema, optionalIngredientSchema, sizeSchema } from '../contracts/dish-parts.ts';
import { soldOutSchema, type SoldOut } from '../contracts/sold-out.ts';
import { cancelledTransaction } from './cancelled-transaction.ts';
import { db, tableName } from './client.ts';
import {
  catalogueVersionKey,
  dishPk,
  menuVersionKey,
  dishSk,
  ingredientPrefix,
  ingredientSk,
  menuPartition,
  menuSortKey,
  priceOptionPrefix,
  priceOptionSk,
} from './keys.ts';
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
  // Items written before allergens were recorded read as none listed (docs/business-rules.md#allergens-and-diet-labels).
  allergens: allergenListSchema.default([]),
  dietLabels: dietLabelListSchema.default([]),
  startingPrice: z.number().int(),
  hidden: z.boolean().default(false),
  position: z.number().int().nullable().default(null),
  soldOut: soldOutSchema.default(null),
  updatedAt: z.string().optional(),
});

const priceOptionItemSchema = z.object({
  id: z.string(),
  dishId: z.string(),
  size: sizeSchema,
  price: z.number().int(),
  amount: z.string(),
  catering: z.boolean().default(false),
});

const ingredientItemSchema = optionalIngredientSchema.extend({
  dishId: z.string(),
  allergens: allergenListSchema.default([]),
  soldOut: soldOutSchema.default(null),
});

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
  return priceBookFromItems(items);
}

/** The price book from the catalogue's items (pure: the build's pre-rendering reads the starter catalogue through it). */
export function priceBookFromItems(items: readonly StoredItem[]): Map<string, DishPartition> {
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

/** A copy kept in the function while the menu's version is unchanged, with the version it was read at. */
type KeptWhileMenuUnchanged<T> = { version: number; value: T };

/**
 * Keeps what `load` reads while the menu's version (one small GetItem) is unchanged, so an owner's
 * edit is seen at the next read and a warm read costs one GetItem. The version is read first: a
 * change landing meanwhile is newer than the version kept with it, and is read again next time.
 */
function keptWhileMenuUnchanged<T>(load: () => Promise<T>): () => Promise<KeptWhileMenuUnchanged<T>> {
  let kept: KeptWhileMenuUnchanged<T> | undefined;
  return async () => {
    const version = await readMenuVersion();
    if (kept && kept.version === version) return kept;
    kept = { version, value: await load() };
    return kept;
  };
}

const priceBookKept = keptWhileMenuUnchanged(readPriceBook);
const menuKept = keptWhileMenuUnchanged(listMenu);

/**
 * The price book for showing the menu or a cart, kept while the menu's version is unchanged.
 * Anything that stores a price (adding, editing, confirming, checking out) reads the price book itself.
 */
export async function readPriceBookForDisplay(): Promise<Map<string, DishPartition>> {
  return (await priceBookKept()).value;
}

/** The menu and every dish's prices and add-ons, with the menu's version: one Query, kept while the version is unchanged. */
export async function readCatalogue(): Promise<{ version: number; menu: DishRecord[]; partitions: ReadonlyMap<string, DishPartition> }> {
  const { version, value: partitions } = await priceBookKept();
  return { version, menu: [...partitions.values()].map((partition) => partition.dish), partitions };
}

/** Every dish (no prices or add-ons), kept while the menu's version is unchanged: what a name no other read found is looked up in. */
export async function readMenuForDisplay(): Promise<DishRecord[]> {
  return (await menuKept()).value;
}

/** These dishes (no prices or add-ons), by key: one BatchGetItem per 100; ids with no dish are left out, the order is not kept. */
export async function getDishes(dishIds: readonly string[]): Promise<DishRecord[]> {
  const keys = [...new Set(dishIds)].map((id) => ({ pk: dishPk(id), sk: dishSk }));
  const dishes: DishRecord[] = [];
  for (let start = 0; start < keys.length; start += 100) {
    let wanted: Record<string, unknown>[] = keys.slice(start, start + 100);
    // DynamoDB may hand some keys back unprocessed under load: ask again for those, with a short back-off.
    for (let attempt = 0; wanted.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** Math.min(attempt, 6)));
      const answer = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: wanted } } }));
      dishes.push(...(answer.Responses?.[tableName()] ?? []).map((item) => dishFromItem(item as StoredItem)));
      wanted = answer.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return dishes;
}

/**
 * The id of the dish stored under exactly this name, if any: its item's place on gsi1's menu index
 * (`<category>#<name>`), one small Query per category, so the menu's size does not matter.
 */
export async function findDishIdByExactName(name: string): Promise<string | undefined> {
  const found = await Promise.all(
    categorySchema.options.map(async (category) => {
      const { Items } = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :menu AND gsi1sk = :place',
          ExpressionAttributeValues: { ':menu': menuPartition, ':place': menuSortKey({ category, name }) },
        }),
      );
      const item = Items?.find((candidate) => candidate.type === 'dish');
      return item ? dishFromItem(item as StoredItem).id : undefined;
    }),
  );
  return found.find((id) => id !== undefined);
}

/** The menu's version: 0 until the owner's first change. */
export async function readMenuVersion(): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: menuVersionKey, ProjectionExpression: 'version' }));
  return typeof Item?.version === 'number' ? Item.version : 0;
}

/**
 * The update that raises the menu's version: every writer of the catalogue sends it (in a transaction
 * with the change, or right after it: the seeds, the tests' own dishes), so the caches see the change.
 */
export const menuVersionUpdate = (table: string = tableName()) => ({
  TableName: table,
  Key: menuVersionKey,
  UpdateExpression: 'SET #type = :type ADD version :one',
  ExpressionAttributeNames: { '#type': 'type' },
  ExpressionAttributeValues: { ':type': 'menuVersion', ':one': 1 },
});

const raiseMenuVersion = () => ({ Update: menuVersionUpdate() });

const itemKey = (item: StoredItem) => ({ pk: item.pk, sk: item.sk });

/**
 * Writes a dish's partition all or nothing: the dish (new: only where none is; changed: only while
 * it is as it was read), its sizes and extras, the deletion of those it no longer has, and the
 * menu's version. 'conflict' when the dish appeared or changed meanwhile.
 */
export async function saveDishPartition(next: DishPartition, previous: DishPartition | undefined): Promise<'saved' | 'conflict'> {
  const { dish } = next;
  const items = [dishToItem(dish), ...next.prices.map((o) => priceOptionToItem(o, dish)), ...next.ingredients.map((i) => optionalIngredientToItem(i, dish))];
  const kept = new Set(items.map((item) => `${item.pk}|${item.sk}`));
  const gone = previous
    ? [
        ...previous.prices.map((o) => priceOptionToItem(o, previous.dish)),
        ...previous.ingredients.map((i) => optionalIngredientToItem(i, previous.dish)),
      ].filter((item) => !kept.has(`${item.pk}|${item.sk}`))
    : [];
  const [dishItem, ...partItems] = items;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...dishItem, updatedAt: new Date().toISOString() },
              ...(previous
                ? {
                    // Saved over the dish as the owner read it: a save in between is a conflict, not lost.
                    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(updatedAt) OR updatedAt = :seen)',
                    ExpressionAttributeValues: { ':seen': previous.dish.updatedAt ?? '' },
                  }
                : { ConditionExpression: 'attribute_not_exists(pk)' }),
            },
          },
          ...partItems.map((item) => ({ Put: { TableName: tableName(), Item: item } })),
          ...gone.map((item) => ({ Delete: { TableName: tableName(), Key: itemKey(item) } })),
          raiseMenuVersion(),
        ],
      }),
    );
    return 'saved';
  } catch (error) {
    if (cancelledTransaction(error)) return 'conflict';
    throw error;
  }
}

/** Sets one sold-out switch (the dish's, or one extra's) and raises the menu's version; false when the item is gone. */
export async function setSoldOut(dishId: string, extraId: string | undefined, soldOut: SoldOut): Promise<boolean> {
  const now = new Date().toISOString();
  const dishKey = { pk: dishPk(dishId), sk: dishSk };
  // The dish's updatedAt moves too, so an editor save made from an older read is a conflict, not a lost switch.
  const touchDish = {
    Update: {
      TableName: tableName(),
      Key: dishKey,
      UpdateExpression: extraId === undefined ? 'SET soldOut = :soldOut, updatedAt = :now' : 'SET updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now, ...(extraId === undefined ? { ':soldOut': soldOut } : {}) },
    },
  };
  const switchExtra =
    extraId === undefined
      ? []
      : [
          {
            Update: {
              TableName: tableName(),
              Key: { pk: dishPk(dishId), sk: ingredientSk(extraId) },
              UpdateExpression: 'SET soldOut = :soldOut',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':soldOut': soldOut },
            },
          },
        ];
  try {
    await db().send(new TransactWriteCommand({ TransactItems: [touchDish, ...switchExtra, raiseMenuVersion()] }));
    return true;
  } catch (error) {
    if (cancelledTransaction(error)?.anyConditionFailed) return false;
    throw error;
  }
}

/** Gives each dish its place (its index in the list), then raises the menu's version. */
export async function setDishPositions(dishIds: readonly string[]): Promise<void> {
  for (const [position, dishId] of dishIds.entries()) {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: dishPk(dishId), sk: dishSk },
          UpdateExpression: 'SET #position = :position, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#position': 'position' },
          ExpressionAttributeValues: { ':position': position, ':now': new Date().toISOString() },
        }),
      );
    } catch (error) {
      // A dish deleted meanwhile has no place to keep.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  await db().send(new UpdateCommand(menuVersionUpdate()));
}

/**
 * Sets a dish's photos (docs/business-rules.md#menu-photos) over the dish as it was read (its
 * updatedAt, as an editor save checks), and raises the menu's version; false when the dish changed
 * meanwhile or is gone (the caller reads it again).
 */
export async function setDishImages(dish: Pick<DishRecord, 'id' | 'updatedAt'>, images: DishRecord['images']): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: { pk: dishPk(dish.id), sk: dishSk },
              UpdateExpression: 'SET images = :images, updatedAt = :now',
              ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(updatedAt) OR updatedAt = :seen)',
              ExpressionAttributeValues: { ':images': images, ':now': new Date().toISOString(), ':seen': dish.updatedAt ?? '' },
            },
          },
          raiseMenuVersion(),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancelledTransaction(error)?.conditionFailed(0)) return false;
    throw error;
  }
}
