/** PUT /api/cart/changeQuantity: one step (the arrows) or a new quantity. */
import type { ChangeQuantityRequest, LineChange } from '@contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartSchemas, invalidateCart } from './cart-keys.ts';

export function putChangeQuantity(request: ChangeQuantityRequest): Promise<LineChange> {
  return apiRequest('/cart/changeQuantity', { method: 'PUT', body: request, schema: () => cartSchemas().then((m) => m.lineChangeSchema) });
}

export function useChangeQuantity() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putChangeQuantity, onSettled: () => invalidateCart(queryClient) });
}
