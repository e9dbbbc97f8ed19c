/**
 * The catalogue's reads: the menu, a dish with its sizes, add-ons and companions, search and prices
 * (the FAQs are in ./faqs.ts). Storage comes from data/, the shaping rules from catalogue/rules/menu.ts.
 *
 * The menu and search answer from the function's copy of the catalogue (one small read of the menu
 * version while it is current) and keep what they build from it (the menu's JSON, the folded search
 * index) for that version, so a bigger menu is not rebuilt on every call. A dish page answers from
 * the same copy: its partition and its companions are in it.
 */
import type { CompatiblePrices, Dish, OptionalIngredient, PriceOption, SearchResult } from '../contract/catalogue.ts';
import { sizeOrder } from '../contract/pricing.ts';
import { readCatalogue } from '../store/dish.ts';
import { isFavorite } from '../store/favorite.ts';
import { notFound } from '../../platform/errors.ts';
import {
  findByName,
  isOnShop,
  isSearchable,
  menuCardsChangeAt,
  orderMenu,
  searchIndexedMenu,
  toCompatiblePrices,
  toDish,
  toOptionalIngredients,
  toMenuDish,
  toPriceOption,
  toSearchIndex,
  type DishPartition,
  type DishRecord,
  type MenuSearchIndex,
} from '../rules/menu.ts';

const noSuchDish = () => notFound('No dish on the menu has that name.');

/**
 * The catalogue as the shop shows it: the dishes the owner has not hidden, with their partitions.
 * One small read while the function's copy is current (catalogue/store/dish.ts `readCatalogue`).
 */
async function shopCatalogue(): Promise<{ version: number; menu: DishRecord[]; partitions: ReadonlyMap<string, DishPartition> }> {
  const { version, partitions } = await readCatalogue();
  const onShop = new Map([...partitions].filter(([, partition]) => isOnShop(partition.dish)));
  return { version, menu: [...onShop.values()].map((partition) => partition.dish), partitions: onShop };
}

async function getDishPartitions(dishIds: readonly string[]): Promise<DishPartition[]> {
  const { partitions } = await shopCatalogue();
  return dishIds.flatMap((id) => partitions.get(id) ?? []);
}

/** What the menu and search answer, built once per menu version, until a "today" sold-out switch ends. */
type BuiltMenu = { version: number; validUntil: number; menuJson: string; searchIndex: MenuSearchIndex };
let builtMenu: BuiltMenu | undefined;

async function shopMenu(now: Date): Promise<BuiltMenu> {
  const { version, menu } = await shopCatalogue();
  if (builtMenu && builtMenu.version === version && now.getTime() < builtMenu.validUntil) return builtMenu;
  const ordered = orderMenu(menu);
  builtMenu = {
    version,
    validUntil: menuCardsChangeAt(ordered, now),
    menuJson: JSON.stringify(ordered.map((dish) => toMenuDish(dish, now))),
    searchIndex: toSearchIndex(ordered),
  };
  return builtMenu;
}

/** GET /dishes: the whole menu as cards, in the kitchen's order, as JSON text (kept per menu version). */
export async function readMenuJson(now = new Date()): Promise<string> {
  return (await shopMenu(now)).menuJson;
}

/** Up to 15 dishes whose name, category or description match; a blank query reads nothing. */
export async function searchDishes(query: string): Promise<SearchResult[]> {
  if (!isSearchable(query)) return [];
  return searchIndexedMenu((await shopMenu(new Date())).searchIndex, query);
}

/**
 * One dish by id or by name (its exact name, or another spelling of it: case, accents, hyphens), with the favourite
 * flag of the signed-in user (anonymous: false), from the function's copy of the catalogue: one small read of the
 * menu version while the copy is current, the flag's read beside it; hidden dishes are not on the shop.
 */
export async function readDish(which: { id?: string; name?: string }, userId: string | undefined): Promise<Dish> {
  const [{ menu, partitions }, favorite] = await Promise.all([
    shopCatalogue(),
    // The flag is read for the id asked; a dish asked by name is read after it is found.
    userId && which.id !== undefined ? isFavorite(userId, which.id) : Promise.resolve(undefined),
  ]);
  const dishId = which.id ?? findByName(menu, which.name ?? '')?.id;
  const partition = dishId === undefined ? undefined : partitions.get(dishId);
  if (!partition) throw noSuchDish();
  const { dish } = partition;
  const companions = [...new Set([...dish.goesWith, ...dish.similar])].flatMap((id) => partitions.get(id)?.dish ?? []);
  const isFavourite = favorite ?? (userId ? await isFavorite(userId, dish.id) : false);
  return toDish(partition, companions, new Set(isFavourite ? [dish.id] : []));
}

/** The paid add-ons of the dish with that name (or another spelling of it), from the function's copy of the catalogue. */
export async function readOptionalIngredients(dishName: string): Promise<OptionalIngredient[]> {
  const { menu, partitions } = await shopCatalogue();
  const dishId = findByName(menu, dishName)?.id;
  const partition = dishId === undefined ? undefined : partitions.get(dishId);
  if (!partition) throw noSuchDish();
  return toOptionalIngredients(partition);
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
