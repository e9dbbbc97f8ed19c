/**
 * Dishes, their price options and optional ingredients. A dish's partition `DISH#<id>` holds the
 * dish (`DISH`), its price options (`PRICE#<n>#<optionId>`) and add-ons (`INGR#<id>`); the dish item
 * is also on gsi1 under `MENU`, so the whole menu is one Query.
 */
import type { DishPartition, DishRecord, OptionalIngredientRecord, PriceOptionRecord } from '../domain/menu.ts';
import { sizeOrder } from '../contracts/pricing.ts';
import { tableName } from './client.ts';
import { queryAll } from './query.ts';

const menuPartition = 'MENU';
const dishPk = (dishId: string) => `DISH#${dishId}`;
const dishSk = 'DISH';
const priceSk = (option: PriceOptionRecord) => `PRICE#${sizeOrder.indexOf(option.size)}#${option.id}`;
const ingredientSk = (ingredientId: string) => `INGR#${ingredientId}`;

type Item = Record<string, unknown>;

export function dishToItem(dish: DishRecord): Item {
  return {
    pk: dishPk(dish.id),
    sk: dishSk,
    gsi1pk: menuPartition,
    gsi1sk: `${dish.category}#${dish.name}`,
    type: 'dish',
    ...dish,
  };
}

export function priceOptionToItem(option: PriceOptionRecord): Item {
  return { pk: dishPk(option.dishId), sk: priceSk(option), type: 'priceOption', ...option };
}

export function optionalIngredientToItem(ingredient: OptionalIngredientRecord): Item {
  return { pk: dishPk(ingredient.dishId), sk: ingredientSk(ingredient.id), type: 'optionalIngredient', ...ingredient };
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

/** The whole menu: one Query on gsi1. */
export async function listMenu(): Promise<DishRecord[]> {
  const items = await queryAll<Item>({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :menu',
    ExpressionAttributeValues: { ':menu': menuPartition },
  });
  return items.map(dishFromItem);
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

/** Several dishes' partitions, in parallel; unknown ids are left out. */
export async function getDishPartitions(dishIds: readonly string[]): Promise<DishPartition[]> {
  const partitions = await Promise.all(dishIds.map((id) => getDishPartition(id)));
  return partitions.filter((partition): partition is DishPartition => partition !== undefined);
}
