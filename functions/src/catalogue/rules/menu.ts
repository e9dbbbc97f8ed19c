/**
 * Menu rules: what a dish is, its starting price, how the menu is searched, and how a dish is
 * answered with its companions. Plain functions, no AWS.
 */
import type { Category, CompatiblePrices, Dish, DishImage, MenuDish, OptionalIngredient, PriceOption, SearchResult, Size } from '../contract/catalogue.ts';
import { searchResultLimit } from '../contract/search-limits.ts';
import { sizeOrder } from '../contract/pricing.ts';
import type { Allergen, DietLabel } from '../contract/allergens.ts';
import type { SoldOut } from '../contract/menu-editor.ts';

/** A dish as stored: the menu card plus everything its page needs except prices and add-ons. */
export type DishRecord = {
  id: string;
  name: string;
  category: Category;
  description: string;
  canBeSpicy: boolean;
  featured: boolean;
  tips: string[];
  images: DishImage[];
  includedIngredients: string[];
  goesWith: string[];
  similar: string[];
  /** Lowest price of its options, in cents (kept with the dish so the menu is one read). */
  startingPrice: number;
  /** Off the shop (cards, pages, search, orders); the editor still lists it. */
  hidden?: boolean;
  /** Its place within its category, set by the owner; null: by name after the placed ones. */
  position?: number | null;
  /** The sold-out switch (docs/business-rules.md#sold-out): null when available. */
  soldOut?: SoldOut;
  /** When the owner last changed it. */
  updatedAt?: string;
  /** Raised by every save of the dish and of its photos; a save is conditional on it (missing = 0). */
  version?: number;
  /** The major allergens it contains as served, and the diet labels it suits, each in label order (docs/business-rules.md#allergens-and-diet-labels). */
  allergens: Allergen[];
  dietLabels: DietLabel[];
};

export type PriceOptionRecord = {
  id: string;
  dishId: string;
  size: Size;
  price: number;
  amount: string;
  catering: boolean;
};

export type OptionalIngredientRecord = OptionalIngredient & { dishId: string; soldOut?: SoldOut };

/** A dish with its whole partition: price options and optional ingredients. */
export type DishPartition = {
  dish: DishRecord;
  prices: PriceOptionRecord[];
  ingredients: OptionalIngredientRecord[];
};

/** Whether a sold-out switch is off now (a "today" switch turns itself back on in the morning). */
export function isSoldOut(soldOut: SoldOut | undefined, now: Date = new Date()): boolean {
  if (!soldOut) return false;
  return soldOut.until === null || now.getTime() < Date.parse(soldOut.until);
}

/** 'sold out today' (the switch turns itself back on in the morning), or 'sold out for now' (until the owner switches it back). */
export function soldOutWords(soldOut: SoldOut | undefined): string {
  return soldOut?.until ? 'sold out today' : 'sold out for now';
}

/** On the shop: not hidden by the owner. */
export const isOnShop = (dish: Pick<DishRecord, 'hidden'>): boolean => dish.hidden !== true;

export function startingPriceOf(prices: readonly { price: number }[]): number {
  if (prices.length === 0) throw new Error('A dish needs at least one price option');
  return Math.min(...prices.map((p) => p.price));
}

export function toMenuDish(dish: DishRecord, now: Date = new Date()): MenuDish {
  const cover = dish.images[0];
  return {
    id: dish.id,
    name: dish.name,
    description: dish.description,
    category: dish.category,
    startingPrice: dish.startingPrice,
    image: cover?.image ?? '',
    blurHash: cover?.blurHash ?? '',
    ...(cover?.alt ? { imageAlt: cover.alt } : {}),
    canBeSpicy: dish.canBeSpicy,
    featured: dish.featured,
    soldOut: isSoldOut(dish.soldOut, now),
    allergens: dish.allergens,
    dietLabels: dish.dietLabels,
  };
}

/** The menu in the kitchen's order: category order of docs/product.md#menu-screen, then the owner's places, then name. De-duplicated by id. */
export function orderMenu(dishes: readonly DishRecord[]): DishRecord[] {
  const categoryRank: Record<Category, number> = { appetizer: 0, entrée: 1, dessert: 2, side: 3, sauce: 4 };
  const unique = new Map(dishes.map((dish) => [dish.id, dish]));
  // Within a category: the owner's places first (docs/business-rules.md#the-menu-editor), then by name.
  const place = (dish: DishRecord) => dish.position ?? Number.MAX_SAFE_INTEGER;
  return [...unique.values()].sort((a, b) => categoryRank[a.category] - categoryRank[b.category] || place(a) - place(b) || a.name.localeCompare(b.name));
}

/** Lower-cases and strips accents, so 'entree' finds 'Entrée'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether the search text has anything to look for (a whitespace-only query has not). */
export function isSearchable(query: string): boolean {
  return query.trim().length > 0;
}

/** The menu made ready for search: each dish with its name, category and description folded once. */
export type MenuSearchIndex = readonly { dish: DishRecord; name: string; category: string; description: string }[];

export function toSearchIndex(dishes: readonly DishRecord[]): MenuSearchIndex {
  return dishes.map((dish) => ({ dish, name: foldText(dish.name), category: foldText(dish.category), description: foldText(dish.description) }));
}

/**
 * Case-insensitive search over name, category and description; every word of the query must
 * match. Name matches rank first, then category, then description; at most 15.
 */
export function searchMenu(dishes: readonly DishRecord[], query: string): SearchResult[] {
  return searchIndexedMenu(toSearchIndex(dishes), query);
}

/** `searchMenu` over a menu folded beforehand (kept per menu version, so a search folds only its query). */
export function searchIndexedMenu(index: MenuSearchIndex, query: string): SearchResult[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: { dish: DishRecord; score: number }[] = [];
  for (const { dish, name, category, description } of index) {
    let score = 0;
    const allMatch = words.every((word) => {
      if (name.includes(word)) score += name.startsWith(word) ? 4 : 3;
      else if (category.includes(word)) score += 2;
      else if (description.includes(word)) score += 1;
      else return false;
      return true;
    });
    if (allMatch) scored.push({ dish, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.dish.name.localeCompare(b.dish.name))
    .slice(0, searchResultLimit)
    .map(({ dish }) => {
      const card = toMenuDish(dish);
      return {
        id: card.id,
        name: card.name,
        category: card.category,
        image: card.image,
        blurHash: card.blurHash,
        startingPrice: card.startingPrice,
      };
    });
}

/**
 * When the menu's cards next change by themselves: the earliest end of a "today" sold-out switch
 * still ahead (ms since the epoch), or Infinity. An answer built from the menu holds until then.
 */
export function menuCardsChangeAt(dishes: readonly Pick<DishRecord, 'soldOut'>[], now: Date = new Date()): number {
  let next = Number.POSITIVE_INFINITY;
  for (const { soldOut } of dishes) {
    const until = soldOut?.until ? Date.parse(soldOut.until) : Number.NaN;
    if (until > now.getTime() && until < next) next = until;
  }
  return next;
}

/** Finds a dish by its display name, ignoring case and the spaces ⇄ hyphens of dish URLs. */
export function findByName(dishes: readonly DishRecord[], name: string): DishRecord | undefined {
  const wanted = foldText(name.replace(/-/g, ' ')).replace(/\s+/g, ' ').trim();
  return dishes.find((dish) => foldText(dish.name.replace(/-/g, ' ')).replace(/\s+/g, ' ').trim() === wanted);
}

export function toPriceOption(option: PriceOptionRecord, dish: DishRecord): PriceOption {
  return {
    id: option.id,
    dishId: dish.id,
    name: dish.name,
    size: option.size,
    price: option.price,
    amount: option.amount,
    canBeSpicy: dish.canBeSpicy,
    catering: option.catering,
  };
}

export function toCompatiblePrices(partitions: readonly DishPartition[]): CompatiblePrices {
  return partitions.map(({ dish, prices }) => ({
    dishId: dish.id,
    name: dish.name,
    canBeSpicy: dish.canBeSpicy,
    dishPriceOptions: prices.map((option) => toPriceOption(option, dish)),
  }));
}

/**
 * The dish page's answer: the dish, its prices and add-ons, and its companions (goesWith first,
 * then similar) looked up in the menu; a companion that left the menu is left out.
 */
export function toDish(partition: DishPartition, menu: readonly DishRecord[], favoriteDishIds: ReadonlySet<string>): Dish {
  const { dish, prices, ingredients } = partition;
  const byId = new Map(menu.map((entry) => [entry.id, entry]));
  const companions: Dish['goesWith'] = [];
  const seen = new Set<string>([dish.id]);
  for (const [relation, ids] of [
    ['goesWith', dish.goesWith],
    ['similar', dish.similar],
  ] as const) {
    for (const id of ids) {
      const companion = byId.get(id);
      if (!companion || seen.has(id)) continue;
      seen.add(id);
      const card = toMenuDish(companion);
      companions.push({
        goesWithId: companion.id,
        name: companion.name,
        image: card.image,
        blurHash: card.blurHash,
        startingPrice: companion.startingPrice,
        relation,
        allergens: companion.allergens,
      });
    }
  }
  return {
    ...toMenuDish(dish),
    favorite: favoriteDishIds.has(dish.id),
    tips: dish.tips,
    images: dish.images,
    prices: [...prices]
      .sort((a, b) => sizeOrder.indexOf(a.size) - sizeOrder.indexOf(b.size))
      .map((option) => ({
        packageId: option.id,
        size: option.size,
        price: option.price,
        amount: option.amount,
        canBeSpicy: dish.canBeSpicy,
        catering: option.catering,
      })),
    includedIngredients: dish.includedIngredients,
    ingredients: ingredients.map(({ id, ingredient, price, allergens, soldOut }) => ({ id, ingredient, price, allergens, soldOut: isSoldOut(soldOut) })),
    goesWith: companions,
  };
}

/** The paid add-ons of a dish as the dish page reads them (POST /ingredients/optional). */
export function toOptionalIngredients(partition: DishPartition): OptionalIngredient[] {
  return partition.ingredients.map(({ id, ingredient, price, allergens }) => ({ id, ingredient, price, allergens }));
}
