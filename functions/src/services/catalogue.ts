/**
 * The catalogue's reads: the menu, a dish with its sizes, add-ons and companions, search, prices
 * and FAQs. Storage comes from data/, the shaping rules from domain/menu.ts.
 */
import type { CompatiblePrices, Dish, MenuDish, OptionalIngredient, PriceOption, SearchResult } from '../contracts/catalogue.ts';
import { sizeOrder } from '../contracts/pricing.ts';
import { readCatalogue } from '../data/dish.ts';
import { listFaqs } from '../data/faq.ts';
import { isFavorite } from '../data/favorite.ts';
import { notFound } from '../domain/errors.ts';
import {
  findByName,
  isOnShop,
  isSearchable,
  orderMenu,
  searchMenu,
  toCompatiblePrices,
  toDish,
  toMenuDish,
  toPriceOption,
  type DishPartition,
  type DishRecord,
} from '../domain/menu.ts';

/**
 * The catalogue as the shop shows it: the dishes the owner has not hidden, with their partitions.
 * One small read while the function's copy is current (data/dish.ts `readPriceBookForDisplay`).
 */
async function shopCatalogue(): Promise<{ menu: DishRecord[]; partitions: ReadonlyMap<string, DishPartition> }> {
  const { partitions } = await readCatalogue();
  const onShop = new Map([...partitions].filter(([, partition]) => isOnShop(partition.dish)));
  return { menu: [...onShop.values()].map((partition) => partition.dish), partitions: onShop };
}

async function getDishPartitions(dishIds: readonly string[]): Promise<DishPartition[]> {
  const { partitions } = await shopCatalogue();
  return dishIds.flatMap((id) => partitions.get(id) ?? []);
}

/** GET /dishes: the whole menu as cards, in the kitchen's order. */
export async function readMenu(now = new Date()): Promise<MenuDish[]> {
  return orderMenu((await shopCatalogue()).menu).map((dish) => toMenuDish(dish, now));
}

/** Up to 15 dishes whose name, category or description match; a blank query reads nothing. */
export async function searchDishes(query: string): Promise<SearchResult[]> {
  if (!isSearchable(query)) return [];
  return searchMenu((await shopCatalogue()).menu, query);
}

/** One dish by id or by name, with the favourite flag of the signed-in user (anonymous: false). */
export async function readDish(which: { id?: string; name?: string }, userId: string | undefined): Promise<Dish> {
  const { menu, partitions } = await shopCatalogue();
  const dishId = which.id ?? findByName(menu, which.name ?? '')?.id;
  const partition = dishId ? partitions.get(dishId) : undefined;
  if (!partition) throw notFound('No dish on the menu has that name.');
  const favorite = userId ? await isFavorite(userId, partition.dish.id) : false;
  return toDish(partition, menu, new Set(favorite ? [partition.dish.id] : []));
}

/** The paid add-ons of the dish with that name. */
export async function readOptionalIngredients(dishName: string): Promise<OptionalIngredient[]> {
  const { menu, partitions } = await shopCatalogue();
  const dish = findByName(menu, dishName);
  const partition = dish ? partitions.get(dish.id) : undefined;
  if (!partition) throw notFound('No dish on the menu has that name.');
  return partition.ingredients.map(({ id, ingredient, price, allergens }) => ({ id, ingredient, price, allergens }));
}

/** The price options of these dishes, smallest size first. */
export async function readPriceOptions(dishIds: readonly string[]): Promise<PriceOption[]> {
  const partitions = await getDishPartitions(dishIds);
  return partitions.flatMap(({ dish, prices }) =>
    [...prices].sort((a, b) => sizeOrder.indexOf(a.size) - sizeOrder.indexOf(b.size)).map((option) => toPriceOption(option, dish)),
  );
}

/** Each companion dish with its own price options. */
export async function readCompatiblePrices(dishIds: readonly string[]): Promise<CompatiblePrices> {
  return toCompatiblePrices(await getDishPartitions(dishIds));
}

/** The questions customers ask about a topic (catering), in order. */
export function readFaqs(category: Parameters<typeof listFaqs>[0]) {
  return listFaqs(category);
}
