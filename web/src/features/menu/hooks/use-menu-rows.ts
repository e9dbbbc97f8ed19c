/** The menu screen's rows: featured first, then the five categories in the kitchen's order (docs/product.md#menu-screen). */
import type { Category, MenuDish } from '@functions/catalogue/contract/catalogue';
import { useMemo } from 'react';
import { useDishes } from '../../../api/dishes.ts';
import { matchesMenuFilter, noMenuFilter, offeredDietLabels, type MenuFilter } from './use-menu-filter.ts';

export type MenuRowId = 'featured' | Category;

export type MenuRowData = { id: MenuRowId; title: string; dishes: MenuDish[] };

/** Titles of the category rows: plural, except desserts, which the kitchen calls snacks too. */
export const categoryRows: readonly { category: Category; title: string }[] = [
  { category: 'appetizer', title: 'Appetizers' },
  { category: 'entrée', title: 'Entrées' },
  { category: 'dessert', title: 'Snacks | Desserts' },
  { category: 'side', title: 'Sides' },
  { category: 'sauce', title: 'Sauces' },
];

function sameCategory(a: string, b: string): boolean {
  return a.normalize('NFC').toLocaleLowerCase('en-US') === b.normalize('NFC').toLocaleLowerCase('en-US');
}

export function groupMenuRows(dishes: readonly MenuDish[]): MenuRowData[] {
  return [
    { id: 'featured', title: 'Featured', dishes: dishes.filter((dish) => dish.featured) },
    ...categoryRows.map(({ category, title }) => ({
      id: category,
      title,
      dishes: dishes.filter((dish) => sameCategory(dish.category, category)),
    })),
  ];
}

/** Skeleton cards while the menu loads (docs/product.md#menu-screen): 3 featured, 6 per category. */
export function skeletonCount(row: MenuRowId): number {
  return row === 'featured' ? 3 : 6;
}

/** The rows of the dishes the filter lets through, how many those are of how many, and the diet labels to offer. */
export function useMenuRows(filter: MenuFilter = noMenuFilter) {
  // Only the fields read here, so the screen re-renders only when they change.
  const { data, isPending, isError, isFetching, refetch } = useDishes();
  // Kept while the menu and the filter are the same, so each row's dishes keep their identity and a
  // row below the fold (hydrated as it nears the viewport) sees no change when the screen re-renders.
  const shown = useMemo(() => (data ?? []).filter((dish) => matchesMenuFilter(dish, filter)), [data, filter]);
  const rows = useMemo(() => groupMenuRows(shown), [shown]);
  return {
    rows,
    shown: data ? shown.length : undefined,
    total: data?.length,
    dietLabels: offeredDietLabels(data ?? [], filter),
    isPending,
    isError,
    isFetching,
    refetch,
  };
}
