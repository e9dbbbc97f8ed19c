/** POST /api/dishes/dish with `{ name }`: one dish with its sizes, add-ons and companions. */
import type { Dish } from '@contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { menuQueries, menuStaleTimeMs } from './get-dishes.ts';

const dishSchema = () => import('@contracts/catalogue').then((contracts) => contracts.dishSchema);

export async function getDish(name: string, { signal }: { signal?: AbortSignal } = {}): Promise<Dish> {
  return apiRequest('/dishes/dish', { method: 'POST', body: { name }, schema: dishSchema, signal });
}

/** Query keys and options of single dishes, under the menu's keys. */
export const dishQueries = {
  all: () => [...menuQueries.all(), 'dish'] as const,
  detail: (name: string) =>
    queryOptions({
      queryKey: [...dishQueries.all(), name] as const,
      queryFn: ({ signal }) => getDish(name, { signal }),
      staleTime: menuStaleTimeMs,
    }),
};

export function useDish(name: string) {
  return useQuery({ ...dishQueries.detail(name), enabled: name.length > 0 });
}
