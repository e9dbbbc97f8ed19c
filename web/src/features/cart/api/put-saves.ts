/** PUT /api/saves: saves a cart line for later (the line plus status 'saved'). */
import type { LineChange } from '@contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartSchemas, invalidateCart } from './cart-keys.ts';

export function putSave(orderId: string): Promise<LineChange> {
  return apiRequest('/saves', { method: 'PUT', body: { orderId, status: 'saved' }, schema: () => cartSchemas().then((m) => m.lineChangeSchema) });
}

export function useSaveForLater() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putSave, onSettled: () => invalidateCart(queryClient) });
}
