/** PUT /api/cart/confirm: accepts today's price of a line whose price changed. */
import type { LineChange } from '@contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartSchemas, invalidateCart } from './cart-keys.ts';

export function putCartConfirm(orderId: string): Promise<LineChange> {
  return apiRequest('/cart/confirm', { method: 'PUT', body: { orderId }, schema: () => cartSchemas().then((m) => m.lineChangeSchema) });
}

export function useConfirmPrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putCartConfirm, onSettled: () => invalidateCart(queryClient) });
}
