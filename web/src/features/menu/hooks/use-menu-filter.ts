/**
 * The menu filter (docs/business-rules.md#allergens-and-diet-labels): the allergens a customer wants
 * no dish to contain and the diet labels every dish must carry. Kept in the browser's localStorage
 * under `menuFilter` as `{ "without": [allergens], "only": [diet labels] }`, so the choice holds across
 * visits; writes notify this tab's readers at once, other tabs through the storage event.
 */
import type { MenuDish } from '@functions/catalogue/contract/catalogue';
import { allergens, dietLabels, type Allergen, type DietLabel } from '@functions/catalogue/contract/allergen-words';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { suitsDiet } from '../../../lib/allergens.ts';

export type MenuFilter = { without: Allergen[]; only: DietLabel[] };

export const menuFilterKey = 'menuFilter';
export const noMenuFilter: MenuFilter = { without: [], only: [] };

/** Known values only, each once, in label order; anything else reads as no filter. */
export function parseMenuFilter(raw: string | null): MenuFilter {
  if (!raw) return noMenuFilter;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return noMenuFilter;
    const { without, only } = value as Record<string, unknown>;
    const listed = (list: unknown): unknown[] => (Array.isArray(list) ? list : []);
    return {
      without: allergens.filter((allergen) => listed(without).includes(allergen)),
      only: dietLabels.filter((label) => listed(only).includes(label)),
    };
  } catch {
    return noMenuFilter;
  }
}

export function isFiltering(filter: MenuFilter): boolean {
  return filter.without.length > 0 || filter.only.length > 0;
}

/** A dish shows when it contains none of the allergens to avoid and carries every diet label asked (as served, before extras). */
export function matchesMenuFilter(dish: Pick<MenuDish, 'allergens' | 'dietLabels'>, filter: MenuFilter): boolean {
  return filter.without.every((allergen) => !dish.allergens.includes(allergen)) && filter.only.every((label) => suitsDiet(dish.dietLabels, label));
}

/** The diet labels worth offering: those some dish on the menu suits, and any already chosen (so it can be unticked). */
export function offeredDietLabels(dishes: readonly Pick<MenuDish, 'dietLabels'>[], filter: MenuFilter): DietLabel[] {
  return dietLabels.filter((label) => filter.only.includes(label) || dishes.some((dish) => suitsDiet(dish.dietLabels, label)));
}

/** The filter with one allergen or diet label switched on or off, in label order. */
export function toggledFilter(filter: MenuFilter, change: { allergen: Allergen } | { label: DietLabel }): MenuFilter {
  if ('allergen' in change) {
    const on = !filter.without.includes(change.allergen);
    return { ...filter, without: allergens.filter((allergen) => (allergen === change.allergen ? on : filter.without.includes(allergen))) };
  }
  const on = !filter.only.includes(change.label);
  return { ...filter, only: dietLabels.filter((label) => (label === change.label ? on : filter.only.includes(label))) };
}

const listeners = new Set<() => void>();

/** The filter of this page when the browser refused to store it, so it still applies until the page goes. */
let unsaved: { raw: string | null } | undefined;

function readRaw(): string | null {
  if (unsaved) return unsaved.raw;
  try {
    return window.localStorage.getItem(menuFilterKey);
  } catch {
    return null; // storage can be blocked (private modes, strict settings)
  }
}

export function readMenuFilter(): MenuFilter {
  return parseMenuFilter(readRaw());
}

/** Keeps the filter; an empty one is removed rather than stored. */
export function writeMenuFilter(filter: MenuFilter): void {
  const next = isFiltering(filter) ? JSON.stringify({ without: filter.without, only: filter.only }) : null;
  if (next === readRaw()) return;
  try {
    if (next === null) window.localStorage.removeItem(menuFilterKey);
    else window.localStorage.setItem(menuFilterKey, next);
    unsaved = undefined;
  } catch {
    unsaved = { raw: next }; // blocked or full storage: the filter works on this page, it just is not remembered
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === menuFilterKey) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored filter and a setter that keeps it. */
export function useMenuFilter(): [MenuFilter, (filter: MenuFilter) => void] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const filter = useMemo(() => parseMenuFilter(raw), [raw]);
  const setFilter = useCallback((next: MenuFilter) => writeMenuFilter(next), []);
  return [filter, setFilter];
}
