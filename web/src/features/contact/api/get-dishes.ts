/** GET /api/dishes, narrowed to the entrées: the dishes an ingredients request can be about. */
import type { MenuDish } from '@contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contactKeys, contactMenuStaleTimeMs } from './contact-keys.ts';

const menuSchema = () => import('@contracts/catalogue').then((contracts) => contracts.menuSchema);

/** Spec: the dropdown lists only dishes whose category is entrée, once each, by name. */
export function entreesOf(dishes: readonly MenuDish[]): MenuDish[] {
  const seen = new Set<string>();
  return dishes
    .filter((dish) => dish.category === 'entrée' && !seen.has(dish.id) && (seen.add(dish.id), true))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function getEntrees({ signal }: { signal?: AbortSignal } = {}): Promise<MenuDish[]> {
  return entreesOf(await apiRequest('/dishes', { schema: menuSchema, signal }));
}

export function entreesQuery() {
  return queryOptions({
    queryKey: contactKeys.entrees(),
    queryFn: ({ signal }) => getEntrees({ signal }),
    staleTime: contactMenuStaleTimeMs,
  });
}

export function useEntrees() {
  return useQuery(entreesQuery());
}
