/**
 * Dishes, their price options and optional ingredients. A dish's partition (keys.ts `dishPk`) holds
 * the dish, its price options and add-ons. All three are also on gsi1 under `menuPartition` (sorted
 * by category and name), so the whole menu is one Query, and so is the whole price book the cart
 * checks its lines against.
 */
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { DishPartition, DishRecord, OptionalIngredientRecord, PriceOptionRecord } from '../rules/menu.ts';
import { allergenListSchema, dietLabelListSchema } from '../contract/allergens.ts';
import { categorySchema, imageSchema, optionalIngredientSchema, sizeSchema } from '../contract/dish-parts.ts';
import { soldOutSchema, type SoldOut } from '../contract/sold-out.ts';
import { sizeOrder } from '../contract/pricing.ts';
import { transact, type CancelledTransaction, type TransactItem } from '../../platform/table/transaction.ts';
import { db, tableName } from '../../platform/table/client.ts';
import {
  catalogueVersionKey,
  dishPk,
  menuOrderKey,
  menuVersionKey,
  dishSk,
  ingredientPrefix,
  ingredientSk,
  menuPartition,
  menuSortKey,
  priceOptionPrefix,
  priceOptionSk,
} from '../../platform/table/keys.ts';
import { queryAll } from '../../platform/table/query.ts';
import { parseItem, type StoredItem } from '../../platform/table/stored-item.ts';
import { setClause, versionGuardOf, type VersionGuard } from '../../platform/table/version-guard.ts';

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
  const sk = priceOptionSk(sizeOrder.indexOf(option.size), option.id);
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
  // docs/decisions.md#owner-writes-carry-the-version-they-read: missing (seeded, older items) = 0.
  version: z.number().int().default(0),
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

/** A dish with its price options and optional ingredients: one Query on its partition (`consistent`: a strongly consistent one). */
export async function getDishPartition(dishId: string, { consistent = false }: { consistent?: boolean } = {}): Promise<DishPartition | undefined> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': dishPk(dishId) },
    ...(consistent ? { ConsistentRead: true } : {}),
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

/**
 * These dishes (no prices or add-ons), by key: one BatchGetItem per 100 (`consistent`: strongly
 * consistent reads); ids with no dish are left out, the order is not kept.
 */
export async function getDishes(dishIds: readonly string[], { consistent = false }: { consistent?: boolean } = {}): Promise<DishRecord[]> {
  const keys = [...new Set(dishIds)].map((id) => ({ pk: dishPk(id), sk: dishSk }));
  const dishes: DishRecord[] = [];
  for (let start = 0; start < keys.length; start += 100) {
    let wanted: Record<string, unknown>[] = keys.slice(start, start + 100);
    // DynamoDB may hand some keys back unprocessed under load: ask again for those, with a short back-off.
    for (let attempt = 0; wanted.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** Math.min(attempt, 6)));
      const answer = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: wanted, ...(consistent ? { ConsistentRead: true } : {}) } } }),
      );
      dishes.push(...(answer.Responses?.[tableName()] ?? []).map((item) => dishFromItem(item as StoredItem)));
      wanted = answer.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return dishes;
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

/** The stream records of the menu version's rises (new or changed): the public pages are published again on each (functions/src/pages/use-cases/pages-stream.ts). */
export const menuVersionStreamFilter = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { Keys: { pk: { S: [menuVersionKey.pk] }, sk: { S: [menuVersionKey.sk] } } },
};

const itemKey = (item: StoredItem) => ({ pk: item.pk, sk: item.sk });

/**
 * The condition and increment of a write to the dish item over the dish as the owner read it
 * (`expected`: its `version`, missing = 0), for every writer of a dish item that replaces something
 * whole (an editor save, the photos): the item must exist and still have that version, and the
 * write raises it. Use `condition` as the ConditionExpression (or AND it with yours), append
 * `increment` to the UpdateExpression after its SET clause, and merge `names` and `values`.
 * docs/decisions.md#owner-writes-carry-the-version-they-read
 */
export function versionGuard(expected: number): VersionGuard {
  const guard = versionGuardOf(expected);
  return { ...guard, condition: `attribute_exists(pk) AND ${guard.condition}` };
}

/**
 * One TransactWriteItems. Every catalogue write also raises the menu's version, so two at once
 * (a save and a sold-out switch, two dishes saved together) touch that item together and DynamoDB
 * may cancel one as a TransactionConflict: that one is sent again, a few times. Answers the cancellation, if any.
 */
async function writeCatalogue(items: TransactItem[]): Promise<CancelledTransaction | undefined> {
  return transact(items, 6);
}

/**
 * An item written attribute by attribute: `kept` attributes (another writer's: the photos, the
 * switches, the place) are only filled in where the item has none, so a concurrent change to them stays.
 */
function updateOf(
  item: StoredItem,
  kept: readonly string[],
  extra?: { condition: string; increment?: string; names: Record<string, string>; values: Record<string, unknown> },
) {
  const { pk: _pk, sk: _sk, version: _version, ...attributes } = item;
  const set = setClause(Object.fromEntries(Object.entries(attributes).filter(([name]) => !kept.includes(name))));
  const fill = setClause(Object.fromEntries(Object.entries(attributes).filter(([name]) => kept.includes(name))), 'k');
  const fills = Object.keys(fill.names).map((name) => `${name} = if_not_exists(${name}, ${name.replace('#', ':')})`);
  return {
    TableName: tableName(),
    Key: itemKey(item),
    UpdateExpression: `SET ${[set.clause, ...fills].filter(Boolean).join(', ')}${extra?.increment ? ` ${extra.increment}` : ''}`,
    ...(extra ? { ConditionExpression: extra.condition } : {}),
    ExpressionAttributeNames: { ...set.names, ...fill.names, ...extra?.names },
    ExpressionAttributeValues: { ...set.values, ...fill.values, ...extra?.values },
  };
}

/** What a dish save leaves to its own writers: the photos (menu-photos), the sold-out switch and the place. */
const keptOnDishSave = ['images', 'soldOut', 'position'] as const;

/**
 * Writes a dish's partition all or nothing: the dish (new: only where none is, at version 1;
 * changed: only while its `version` is `expectedVersion`, raising it), its sizes and extras, the
 * deletion of those it no longer has, and the menu's version. The save writes the fields the editor
 * edits, never the dish's photos, place or sold-out switches (nor an extra's switch), so a switch
 * or a photo landing at the same moment stays. 'conflict' when the dish appeared or changed meanwhile.
 */
export async function saveDishPartition(next: DishPartition, previous: DishPartition | undefined, expectedVersion = 0): Promise<'saved' | 'conflict'> {
  const { dish } = next;
  const now = new Date().toISOString();
  const dishItem: StoredItem = { ...dishToItem(dish), updatedAt: now };
  const kept = new Set(
    [dishItem, ...next.prices.map((o) => priceOptionToItem(o, dish)), ...next.ingredients.map((i) => optionalIngredientToItem(i, dish))].map(
      (item) => `${item.pk}|${item.sk}`,
    ),
  );
  const gone = previous
    ? [
        ...previous.prices.map((o) => priceOptionToItem(o, previous.dish)),
        ...previous.ingredients.map((i) => optionalIngredientToItem(i, previous.dish)),
      ].filter((item) => !kept.has(`${item.pk}|${item.sk}`))
    : [];
  const dishWrite = previous
    ? { Update: updateOf(dishItem, keptOnDishSave, versionGuard(expectedVersion)) }
    : { Put: { TableName: tableName(), Item: { ...dishItem, version: 1 }, ConditionExpression: 'attribute_not_exists(pk)' } };
  const cancelled = await writeCatalogue([
    dishWrite,
    ...next.prices.map((option) => ({ Put: { TableName: tableName(), Item: priceOptionToItem(option, dish) } })),
    // An extra's switch is its own write too: a kept extra keeps the switch it has now.
    ...next.ingredients.map((ingredient) => ({ Update: updateOf(optionalIngredientToItem(ingredient, dish), ['soldOut']) })),
    ...gone.map((item) => ({ Delete: { TableName: tableName(), Key: itemKey(item) } })),
    raiseMenuVersion(),
  ]);
  return cancelled ? 'conflict' : 'saved';
}

/**
 * Sets one sold-out switch (the dish's, or one extra's), that attribute alone, and raises the
 * menu's version; false when the item is gone. It needs no version: it writes nothing else, and a
 * dish save never writes it (docs/business-rules.md#the-menu-editor).
 */
export async function setSoldOut(dishId: string, extraId: string | undefined, soldOut: SoldOut): Promise<boolean> {
  const key = { pk: dishPk(dishId), sk: extraId === undefined ? dishSk : ingredientSk(extraId) };
  const cancelled = await writeCatalogue([
    {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET soldOut = :soldOut',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':soldOut': soldOut },
      },
    },
    raiseMenuVersion(),
  ]);
  if (!cancelled) return true;
  if (cancelled.anyConditionFailed) return false;
  throw cancelled.error;
}

/** The menu order's version: 0 until the first PUT /owner/menu/order. */
export async function readMenuOrderVersion(): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: menuOrderKey, ProjectionExpression: 'version', ConsistentRead: true }));
  return typeof Item?.version === 'number' ? Item.version : 0;
}

/** A transaction holds at most 100 writes: the order's counter, the menu's version and 98 dishes' places. */
export const placesPerTransaction = 98;

/**
 * Gives these dishes their places (each its `position` alone), over the order as the owner read it
 * (`expectedOrderVersion`, the order item's version), raising that version, and the menu's: one
 * TransactWriteItems, so two reorders at once end in one whole order and a 'conflict'. Past 98
 * places, in several transactions, each conditioned on the version the previous one left, so another
 * reorder can come between them only by winning the next one, and then its whole order stands
 * (docs/decisions.md#the-menus-order-in-one-transaction). The order's new version, or 'conflict'
 * (also when a dish is gone).
 */
export async function setDishPositions(
  places: readonly { dishId: string; position: number }[],
  expectedOrderVersion: number,
): Promise<{ orderVersion: number } | 'conflict'> {
  const batches: (typeof places)[] = [];
  for (let start = 0; start === 0 || start < places.length; start += placesPerTransaction) batches.push(places.slice(start, start + placesPerTransaction));
  for (const [index, batch] of batches.entries()) {
    const guard = versionGuardOf(expectedOrderVersion + index);
    const cancelled = await writeCatalogue([
      {
        Update: {
          TableName: tableName(),
          Key: menuOrderKey,
          UpdateExpression: `SET #type = :type ${guard.increment}`,
          ConditionExpression: guard.condition,
          ExpressionAttributeNames: { '#type': 'type', ...guard.names },
          ExpressionAttributeValues: { ':type': 'menuOrder', ...guard.values },
        },
      },
      ...batch.map(({ dishId, position }) => ({
        Update: {
          TableName: tableName(),
          Key: { pk: dishPk(dishId), sk: dishSk },
          UpdateExpression: 'SET #position = :position',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#position': 'position' },
          ExpressionAttributeValues: { ':position': position },
        },
      })),
      raiseMenuVersion(),
    ]);
    if (cancelled) return 'conflict';
  }
  return { orderVersion: expectedOrderVersion + batches.length };
}

/**
 * Sets a dish's photos (docs/business-rules.md#menu-photos) over its photos as they were read
 * (`seen`), and nothing else of the dish: the write is conditional on the photos alone, so a save of
 * the dish's fields in between does not refuse it (nor does it refuse the save: a dish save never
 * writes `images`). It raises the dish's `version` (an editor holding an older read is then refused
 * rather than saving over it; docs/decisions.md#owner-writes-carry-the-version-they-read) and the
 * menu's. Answers the dish's version just after the write (read back strongly consistent: more
 * than one above the version read when another write came between), or 'changed' when the photos
 * changed meanwhile or the dish is gone (the caller reads it again).
 */
export async function setDishImages(dishId: string, seen: DishRecord['images'], images: DishRecord['images']): Promise<{ version: number } | 'changed'> {
  const key = { pk: dishPk(dishId), sk: dishSk };
  const cancelled = await writeCatalogue([
    {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #images = :images, #updatedAt = :now ADD #version :one',
        // A list compares whole, element by element; the photos a dish never had are a missing attribute or [].
        ConditionExpression:
          seen.length === 0 ? 'attribute_exists(pk) AND (attribute_not_exists(#images) OR size(#images) = :zero)' : 'attribute_exists(pk) AND #images = :seen',
        ExpressionAttributeNames: { '#images': 'images', '#updatedAt': 'updatedAt', '#version': 'version' },
        ExpressionAttributeValues: {
          ':images': images,
          ':now': new Date().toISOString(),
          ':one': 1,
          ...(seen.length === 0 ? { ':zero': 0 } : { ':seen': seen }),
        },
      },
    },
    raiseMenuVersion(),
  ]);
  if (cancelled?.conditionFailed(0)) return 'changed';
  if (cancelled) throw cancelled.error;
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: key,
      ProjectionExpression: '#version',
      ExpressionAttributeNames: { '#version': 'version' },
      ConsistentRead: true,
    }),
  );
  return { version: typeof Item?.version === 'number' ? Item.version : 0 };
}
