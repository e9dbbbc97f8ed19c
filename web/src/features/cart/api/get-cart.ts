/** GET /api/cart: the cart grouped by dish, priced today, with what changed. */
import type { Cart } from '@contracts/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { cartKeys, cartSchemas } from './cart-keys.ts';

export function getCart({ signal }: { signal?: AbortSignal } = {}): Promise<Cart> {
  return apiRequest('/cart', { schema: () => cartSchemas().then((m) => m.cartSchema), signal });
}

export const cartQuery = () => queryOptions({ queryKey: cartKeys.lines(), queryFn: ({ signal }) => getCart({ signal }) });

/** Runs only when a user is signed in (spec section 5). */
export function useCart() {
  return useQuery({ ...cartQuery(), enabled: useStoredUser() !== null });
}
