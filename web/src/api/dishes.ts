/** GET /api/dishes: the whole menu, one card per dish. */
import type { MenuDish } from '@contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The menu changes a few times a day at most. */
export const menuStaleTimeMs = 5 * 60_000;

/** Keeps the first dish of each id (spec: "Menu data is de-duplicated by id"). */
export function uniqueById(dishes: readonly MenuDish[]): MenuDish[] {
  const seen = new Set<string>();
  return dishes.filter((dish) => (seen.has(dish.id) ? false : (seen.add(dish.id), true)));
}

const menuSchema = () => import('@contracts/catalogue').then((contracts) => contracts.menuSchema);

export async function getDishes({ signal }: { signal?: AbortSignal } = {}): Promise<MenuDish[]> {
  const dishes = await apiRequest('/dishes', { schema: menuSchema, signal });
  return uniqueById(dishes);
}

/** Query keys and options of the menu, general to specific. */
export const menuQueries = {
  all: () => ['menu'] as const,
  list: () =>
    queryOptions({
      queryKey: [...menuQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getDishes({ signal }),
      staleTime: menuStaleTimeMs,
    }),
};

export function useDishes() {
  return useQuery(menuQueries.list());
}
