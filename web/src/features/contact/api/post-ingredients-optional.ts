/** POST /api/ingredients/optional with `{ name }`: the chosen entrée's paid add-ons (id and ingredient are shown). */
import type { OptionalIngredient } from '@contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contactKeys, contactMenuStaleTimeMs } from './contact-keys.ts';

const optionalIngredientsSchema = () => import('@contracts/catalogue').then((contracts) => contracts.optionalIngredientsSchema);

export async function getOptionalIngredients(name: string, { signal }: { signal?: AbortSignal } = {}): Promise<OptionalIngredient[]> {
  return apiRequest('/ingredients/optional', { method: 'POST', body: { name }, schema: optionalIngredientsSchema, signal });
}

export function optionalIngredientsQuery(name: string) {
  return queryOptions({
    queryKey: contactKeys.optionalIngredients(name),
    queryFn: ({ signal }) => getOptionalIngredients(name, { signal }),
    staleTime: contactMenuStaleTimeMs,
  });
}

/** Spec: the ingredient calls run only when a dish is chosen. */
export function useOptionalIngredients(dishName: string) {
  return useQuery({ ...optionalIngredientsQuery(dishName), enabled: dishName.length > 0 });
}
