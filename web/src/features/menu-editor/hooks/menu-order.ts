/**
 * The editor's list: dishes grouped by category in the shop's order, the name filter, and a dish
 * moved up or down within its category (the PUT /owner/menu/order request is the whole list).
 */
import type { Category } from '@functions/catalogue/contract/catalogue';
import type { OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import { categories, foldName } from './menu-words.ts';

export type CategoryGroup = { category: Category; title: string; dishes: OwnerMenuDish[] };

/** The categories in the shop's order with their dishes in the menu's order (empty ones left out). */
export function groupByCategory(dishes: readonly OwnerMenuDish[]): CategoryGroup[] {
  return categories
    .map(({ category, title }) => ({ category, title, dishes: dishes.filter((dish) => dish.category === category) }))
    .filter((group) => group.dishes.length > 0);
}

/** The dishes whose name has every word of the filter ('' keeps them all). */
export function filterByName(dishes: readonly OwnerMenuDish[], filter: string): OwnerMenuDish[] {
  const words = foldName(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...dishes];
  return dishes.filter((dish) => {
    const name = foldName(dish.name);
    return words.every((word) => name.includes(word));
  });
}

export type Direction = 'up' | 'down';

/**
 * The menu's dish ids, in categories in the shop's order, with `dishId` swapped with its neighbour
 * in its category; null when it is already first (up) or last (down) there.
 */
export function movedOrder(dishes: readonly OwnerMenuDish[], dishId: string, direction: Direction): string[] | null {
  const groups = groupByCategory(dishes);
  const group = groups.find((candidate) => candidate.dishes.some((dish) => dish.id === dishId));
  if (!group) return null;
  const ids = group.dishes.map((dish) => dish.id);
  const from = ids.indexOf(dishId);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return groups.flatMap((candidate) => (candidate === group ? ids : candidate.dishes.map((dish) => dish.id)));
}

/** '3rd of 9' */
export function placeText(place: number, of: number): string {
  const suffix = place % 100 >= 11 && place % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th');
  return `${place}${suffix} of ${of}`;
}
