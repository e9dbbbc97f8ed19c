/** GET /api/saves: the saved-for-later items. */
import type { SavedItem } from '@contracts/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { cartKeys, cartSchemas } from './cart-keys.ts';

export function getSaves({ signal }: { signal?: AbortSignal } = {}): Promise<SavedItem[]> {
  return apiRequest('/saves', { schema: () => cartSchemas().then((m) => m.savedItemsSchema), signal });
}

export const savesQuery = () => queryOptions({ queryKey: cartKeys.saves(), queryFn: ({ signal }) => getSaves({ signal }) });

export function useSaves() {
  return useQuery({ ...savesQuery(), enabled: useStoredUser() !== null });
}
