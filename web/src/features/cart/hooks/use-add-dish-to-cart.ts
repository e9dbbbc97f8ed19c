/**
 * Puts a dish page's finished draft (the main dish and its companions) into the cart and keeps
 * what the 'Added to Cart' notice shows. docs/product.md#dish-page: signed-out visitors and an
 * ended session ('Not logged in!', 'Token is not valid!') go to /login; a dish that left the menu
 * goes to /menu; a price the menu no longer asks is said, and the dish page reloads its prices.
 *
 * Going to /login keeps the add (lib/pending-add.ts): the next sign-in finishes it
 * (PendingAddFinisher) and comes back here with the outcome in the location state, which this hook
 * shows as the notice and hands to the page, so its draft shows the same choices again.
 */
import type { AddToCartRequest, CartSummary } from '@functions/cart/contract/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { savePendingAdd } from '../../../lib/pending-add.ts';
import { readStoredUser } from '../../../lib/stored-user.ts';
import { useAddToCartMutation, postSetChosen } from '../../../api/cart.ts';
import { refreshDishDetails } from '../../../api/dishes.ts';

/** docs/product.md#constants: the notice hides 5250 ms after it appears. */
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

/**
 * How a pending add (made signed out) ended once the customer signed in; the finisher puts it in
 * the location state of the dish page under `pendingAddOutcome`.
 */
export type PendingAddOutcome =
  { kind: 'added'; summary: CartSummary; request: AddToCartRequest } | { kind: 'refused'; message: string; request: AddToCartRequest; dishGone: boolean };

export const pendingAddOutcomeStateKey = 'pendingAddOutcome';

/** The outcome in a location's state, if it carries one. */
export function pendingAddOutcomeFrom(state: unknown): PendingAddOutcome | null {
  if (typeof state !== 'object' || state === null) return null;
  const outcome = (state as Record<string, unknown>)[pendingAddOutcomeStateKey] as PendingAddOutcome | undefined;
  if (!outcome || (outcome.kind !== 'added' && outcome.kind !== 'refused') || typeof outcome.request !== 'object') return null;
  return outcome;
}

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
  const { pathname, state } = useLocation();
  const queryClient = useQueryClient();
  const mutation = useAddToCartMutation();
  const [notice, setNotice] = useState<AddedNotice | null>(null);
  /** The request a pending add sent after sign-in, so the page can show its choices again. */
  const [restored, setRestored] = useState<AddToCartRequest | null>(null);
  const timer = useRef<number | undefined>(undefined);

  /** Shows a notice; a `lasting` one (a refusal the customer must read) stays until dismissed. */
  const show = useCallback((next: AddedNotice, { lasting = false }: { lasting?: boolean } = {}) => {
    window.clearTimeout(timer.current);
    setNotice(next);
    if (!lasting) timer.current = window.setTimeout(() => setNotice(null), addedNoticeMs);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Back from signing in with a pending add finished (or refused): say how it went, once.
  const outcome = pendingAddOutcomeFrom(state);
  useEffect(() => {
    if (!outcome) return;
    if (outcome.kind === 'added') show({ kind: 'added', summary: outcome.summary });
    else show({ kind: 'error', message: outcome.message }, { lasting: true });
    setRestored(outcome.request);
    // Said once: a reload or a step back must not say it again.
    void navigate(pathname, { replace: true, state: null, preventScrollReset: true });
  }, [outcome, show, navigate, pathname]);

  const add = useCallback(
    async (order: DishOrderForCart) => {
      const request = toAddToCartRequest(order);
      if (!readStoredUser()) {
        // Kept for the sign-in (or registration) that follows; it finishes the add.
        savePendingAdd(request, pathname);
        await navigate('/login', { state: { from: pathname } });
        return;
      }
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
          savePendingAdd(request, pathname);
          await navigate('/login', { state: { from: pathname } });
        } else if (isApiError(error) && error.status === 404) {
          await navigate('/menu');
        } else if (isApiError(error) && error.status === 409) {
          show({ kind: 'error', message: error.message });
          await refreshDishDetails(queryClient);
        } else {
          show({ kind: 'error', message: 'Error, please try again later.' });
        }
      }
    },
    [mutation, navigate, pathname, queryClient, show],
  );

  return { add, notice, restored, dismiss: () => setNotice(null) };
}
