/** GET /api/cart/total: the header's count and total (no refetch on window focus, spec section 7). */
import type { CartSummary } from '@contracts/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { cartKeys, cartSchemas } from './cart-keys.ts';

export function getCartTotal({ signal }: { signal?: AbortSignal } = {}): Promise<CartSummary> {
  return apiRequest('/cart/total', { schema: () => cartSchemas().then((m) => m.cartSummarySchema), signal });
}

export const cartTotalQuery = () =>
  queryOptions({ queryKey: cartKeys.total(), queryFn: ({ signal }) => getCartTotal({ signal }), refetchOnWindowFocus: false });

export function useCartTotal() {
  return useQuery({ ...cartTotalQuery(), enabled: useStoredUser() !== null });
}
