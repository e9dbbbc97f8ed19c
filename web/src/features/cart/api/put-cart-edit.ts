/** PUT /api/cart/edit: the edit modal's Finalize. */
import type { EditCartRequest, LineChange } from '@contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartSchemas, invalidateCart } from './cart-keys.ts';

export function putCartEdit(request: EditCartRequest): Promise<LineChange> {
  return apiRequest('/cart/edit', { method: 'PUT', body: request, schema: () => cartSchemas().then((m) => m.lineChangeSchema) });
}

export function useEditCartLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putCartEdit, onSuccess: () => invalidateCart(queryClient) });
}
