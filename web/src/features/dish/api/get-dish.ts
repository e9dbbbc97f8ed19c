/** POST /api/dishes/dish with `{ name }`: one dish with its sizes, add-ons and companions. */
import type { Dish } from '@contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dishKeys, dishStaleTimeMs } from './dish-keys.ts';

const dishSchema = () => import('@contracts/catalogue').then((contracts) => contracts.dishSchema);

export async function getDish(name: string, { signal }: { signal?: AbortSignal } = {}): Promise<Dish> {
  return apiRequest('/dishes/dish', { method: 'POST', body: { name }, schema: dishSchema, signal });
}

export function dishQuery(name: string) {
  return queryOptions({
    queryKey: dishKeys.detail(name),
    queryFn: ({ signal }) => getDish(name, { signal }),
    staleTime: dishStaleTimeMs,
  });
}

export function useDish(name: string) {
  return useQuery({ ...dishQuery(name), enabled: name.length > 0 });
}
