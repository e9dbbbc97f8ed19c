/**
 * The add-to-cart button's action. Spec: adding to the cart requires a signed-in user; anyone else
 * goes to /login. The cart itself (POST /cart, the 'Added to Cart' notification) comes with the
 * cart issue, which passes its own `onAddToCart`.
 */
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { readStoredUser } from '../../../lib/stored-user.ts';
import type { DishOrder } from './use-draft-summary.ts';

/** Puts a finished draft (the main dish and its companions, every size known) into the cart. */
export type AddToCart = (order: DishOrder) => Promise<void>;

export function useAddToCart(onAddToCart?: AddToCart) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toLogin = async () => {
    await navigate('/login', { state: { from: pathname } });
  };

  return useMutation({
    mutationFn: async (order: DishOrder) => {
      if (!readStoredUser()) return toLogin();
      // Until the cart exists, and since sign-in does not exist yet either, a stored user also goes to /login.
      return (onAddToCart ?? (() => toLogin()))(order);
    },
  });
}
