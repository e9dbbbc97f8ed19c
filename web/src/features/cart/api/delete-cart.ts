/** DELETE /api/cart?dishOrderId=: removes a cart line or a saved item. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateCart } from './cart-keys.ts';

export function deleteCartLine(orderId: string): Promise<unknown> {
  return apiRequest('/cart', { method: 'DELETE', query: { dishOrderId: orderId } });
}

export function useDeleteCartLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCartLine, onSettled: () => invalidateCart(queryClient) });
}
