/** POST /api/cart: adds a dish and its companions; answers the header's summary. */
import type { AddToCartRequest, CartSummary } from '@contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartKeys, cartSchemas, invalidateCart } from './cart-keys.ts';

export function postCart(request: AddToCartRequest): Promise<CartSummary> {
  return apiRequest('/cart', { method: 'POST', body: request, schema: () => cartSchemas().then((m) => m.cartSummarySchema) });
}

export function useAddToCartMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCart,
    onSuccess: (summary) => {
      queryClient.setQueryData(cartKeys.total(), summary);
      return invalidateCart(queryClient);
    },
  });
}
