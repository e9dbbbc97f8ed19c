/** PUT /api/saves/unsave: moves a saved item back into the cart. */
import type { LineChange } from '@contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartSchemas, invalidateCart } from './cart-keys.ts';

export function putUnsave(id: string): Promise<LineChange> {
  return apiRequest('/saves/unsave', { method: 'PUT', body: { id }, schema: () => cartSchemas().then((m) => m.lineChangeSchema) });
}

export function useMoveToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putUnsave, onSettled: () => invalidateCart(queryClient) });
}
