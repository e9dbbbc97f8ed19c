/**
 * Query keys of the cart, general to specific. Spec section 3 names two cached data sets: 'cart'
 * (the lines, saved items, buy again) and 'cartQuantity' (the header's count and total); sign-out
 * and every cart change invalidate both.
 */
import type { QueryClient } from '@tanstack/react-query';

export const cartKeys = {
  all: () => ['cart'] as const,
  lines: () => [...cartKeys.all(), 'lines'] as const,
  saves: () => [...cartKeys.all(), 'saves'] as const,
  buyAgain: () => [...cartKeys.all(), 'buy-again'] as const,
  chosenIngredients: () => [...cartKeys.all(), 'chosen-ingredients'] as const,
  total: () => ['cartQuantity'] as const,
};

/** After any change to the cart: refetch both data sets (returned, so mutations wait for it). */
export function invalidateCart(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cartKeys.all() }),
    queryClient.invalidateQueries({ queryKey: cartKeys.total() }),
  ]);
}

export const cartSchemas = () => import('@contracts/cart');
