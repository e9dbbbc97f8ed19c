/** POST /api/ingredients/optional with `{ name }`: the paid add-ons of one dish (here: a chosen companion). */
import type { OptionalIngredient } from '@contracts/catalogue';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dishKeys, dishStaleTimeMs } from './dish-keys.ts';

const optionalIngredientsSchema = () => import('@contracts/catalogue').then((contracts) => contracts.optionalIngredientsSchema);

export async function getOptionalIngredients(
  name: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OptionalIngredient[]> {
  return apiRequest('/ingredients/optional', { method: 'POST', body: { name }, schema: optionalIngredientsSchema, signal });
}

export function optionalIngredientsQuery(name: string) {
  return queryOptions({
    queryKey: dishKeys.optionalIngredients(name),
    queryFn: ({ signal }) => getOptionalIngredients(name, { signal }),
    staleTime: dishStaleTimeMs,
  });
}

/** One query per chosen companion, in the order of `names`. */
export function useOptionalIngredientsOf(names: readonly string[]) {
  return useQueries({ queries: names.map((name) => optionalIngredientsQuery(name)) });
}
