/** POST /api/orders/{orderId}/buyAgain: the order's lines back in the cart at today's prices. */
import type { BuyAgainAnswer } from '@contracts/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderSchemas } from './order-keys.ts';

/** The cart's two cached data sets (spec section 3): its lines and the header's count. */
const cartDataSets = [['cart'], ['cartQuantity']] as const;

export function postBuyAgain(orderId: string): Promise<BuyAgainAnswer> {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}/buyAgain`, {
    method: 'POST',
    schema: () => orderSchemas().then((m) => m.buyAgainAnswerSchema),
  });
}

export function useBuyAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBuyAgain,
    onSuccess: () => Promise.all(cartDataSets.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
