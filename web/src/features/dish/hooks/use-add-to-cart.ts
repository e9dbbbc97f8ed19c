/**
 * The add-to-cart button's action. docs/product.md#dish-page: adding to the cart requires a signed-in user; anyone else
 * goes to /login. What an add does (the cart call, the notice, and for a signed-out visitor
 * keeping the add for after signing in and going to /login) is handed in by the page, so the dish
 * feature does not depend on the cart's.
 */
import { useMutation } from '@tanstack/react-query';
import type { DishOrder } from './use-draft-summary.ts';

/** Puts a finished draft (the main dish and its companions, every size known) into the cart. */
export type AddToCart = (order: DishOrder) => Promise<void>;

export function useAddToCart(onAddToCart: AddToCart) {
  return useMutation({ mutationFn: (order: DishOrder) => onAddToCart(order) });
}
