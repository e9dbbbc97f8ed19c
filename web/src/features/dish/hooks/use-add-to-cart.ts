/**
 * The add-to-cart button's action. Spec: adding to the cart requires a signed-in user; anyone else
 * goes to /login. What a signed-in add does (the cart call, the notice) is handed in by the page,
 * so the dish feature does not depend on the cart's.
 */
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { readStoredUser } from '../../../lib/stored-user.ts';
import type { DishOrder } from './use-draft-summary.ts';

/** Puts a finished draft (the main dish and its companions, every size known) into the cart. */
export type AddToCart = (order: DishOrder) => Promise<void>;

export function useAddToCart(onAddToCart: AddToCart) {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useMutation({
    mutationFn: async (order: DishOrder) => {
      if (!readStoredUser()) return navigate('/login', { state: { from: pathname } });
      return onAddToCart(order);
    },
  });
}
