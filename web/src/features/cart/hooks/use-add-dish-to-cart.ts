/**
 * Puts a dish page's finished draft (the main dish and its companions) into the cart and keeps
 * what the 'Added to Cart' notice shows. Spec sections 4, 5 and 8: signed-out visitors and an
 * ended session ('Not logged in!', 'Token is not valid!') go to /login; a dish that left the menu
 * goes to /menu; a price the menu no longer asks is said, and the dish page reloads its prices.
 */
import type { AddToCartRequest, CartSummary } from '@contracts/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { readStoredUser } from '../../../lib/stored-user.ts';
import { useAddToCartMutation } from '../api/post-cart.ts';
import { postSetChosen } from '../api/post-ingredients-set-chosen.ts';

/** Spec section 9: the notice hides 5250 ms after it appears. */
export const addedNoticeMs = 5250;

/** One dish of the draft as the dish page has it (structurally; the cart does not import the dish feature). */
export type DraftLineForCart = {
  dishId: string;
  name: string;
  sizeId: string;
  spiceLevel: number;
  optionalIngredientIds: readonly string[];
  removedIngredients: readonly string[];
  priceCents: number;
};
export type DishOrderForCart = { main: DraftLineForCart; companions: readonly DraftLineForCart[] };

export type AddedNotice = { kind: 'added'; summary: CartSummary } | { kind: 'error'; message: string };

export function toAddToCartRequest(order: DishOrderForCart): AddToCartRequest {
  const lines = [order.main, ...order.companions];
  return {
    orders: lines.map((line) => ({
      dishId: line.dishId,
      dishName: line.name,
      price: line.priceCents,
      spiciness: line.spiceLevel,
      size: line.sizeId,
      removedIngredients: [...line.removedIngredients],
    })),
    optionalIngredients: lines
      .filter((line) => line.optionalIngredientIds.length > 0)
      .map((line) => ({ dishId: line.dishId, ingredientIds: [...line.optionalIngredientIds] })),
  };
}

const sessionEnded = new Set(['Not logged in!', 'Token is not valid!']);

export function useAddDishToCart() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const mutation = useAddToCartMutation();
  const [notice, setNotice] = useState<AddedNotice | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback((next: AddedNotice) => {
    window.clearTimeout(timer.current);
    setNotice(next);
    timer.current = window.setTimeout(() => setNotice(null), addedNoticeMs);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const add = useCallback(
    async (order: DishOrderForCart) => {
      if (!readStoredUser()) {
        await navigate('/login', { state: { from: pathname } });
        return;
      }
      const request = toAddToCartRequest(order);
      try {
        const summary = await mutation.mutateAsync(request);
        show({ kind: 'added', summary });
        // Remembered customisations; the add itself already succeeded, so a failure here is only logged.
        if (request.optionalIngredients?.length) {
          postSetChosen(request.optionalIngredients.map((entry) => ({ dishId: entry.dishId, ingredientIds: entry.ingredientIds }))).catch((error: unknown) =>
            console.warn('Saving chosen ingredients failed', error),
          );
        }
      } catch (error) {
        if (isApiError(error) && (error.status === 401 || sessionEnded.has(error.message))) {
          await navigate('/login', { state: { from: pathname } });
        } else if (isApiError(error) && error.status === 404) {
          await navigate('/menu');
        } else if (isApiError(error) && error.status === 409) {
          show({ kind: 'error', message: error.message });
          await queryClient.invalidateQueries({ queryKey: ['dish'] });
        } else {
          show({ kind: 'error', message: 'Error, please try again later.' });
        }
      }
    },
    [mutation, navigate, pathname, queryClient, show],
  );

  return { add, notice, dismiss: () => setNotice(null) };
}
