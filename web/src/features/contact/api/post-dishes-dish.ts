/** POST /api/dishes/dish with `{ id }`: the chosen entrée, for the ingredients it already includes. */
import type { Dish } from '@contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contactKeys, contactMenuStaleTimeMs } from './contact-keys.ts';

const dishSchema = () => import('@contracts/catalogue').then((contracts) => contracts.dishSchema);

export async function getDishById(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Dish> {
  return apiRequest('/dishes/dish', { method: 'POST', body: { id }, schema: dishSchema, signal });
}

export function dishByIdQuery(id: string) {
  return queryOptions({
    queryKey: contactKeys.dish(id),
    queryFn: ({ signal }) => getDishById(id, { signal }),
    staleTime: contactMenuStaleTimeMs,
  });
}

/** Spec: the ingredient calls run only when a dish is chosen. */
export function useIncludedIngredients(dishId: string) {
  return useQuery({ ...dishByIdQuery(dishId), enabled: dishId.length > 0, select: (dish) => dish.includedIngredients });
}
