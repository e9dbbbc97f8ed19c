/** GET /api/buyAgain: dishes ordered before, priced today. */
import type { BuyAgainItem } from '@contracts/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { cartKeys, cartSchemas } from './cart-keys.ts';

export function getBuyAgain({ signal }: { signal?: AbortSignal } = {}): Promise<BuyAgainItem[]> {
  return apiRequest('/buyAgain', { schema: () => cartSchemas().then((m) => m.buyAgainSchema), signal });
}

export const buyAgainQuery = () => queryOptions({ queryKey: cartKeys.buyAgain(), queryFn: ({ signal }) => getBuyAgain({ signal }) });

export function useBuyAgain(enabled = true) {
  return useQuery({ ...buyAgainQuery(), enabled: enabled && useStoredUser() !== null });
}
