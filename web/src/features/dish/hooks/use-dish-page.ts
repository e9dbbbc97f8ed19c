/**
 * The dish page's state beside its components: the draft with the customer's usual extras and the
 * choices restored after signing in, its priced summary, and the ways back to the menu when the
 * dish or its prices cannot be read (docs/product.md#dish-page).
 */
import type { Dish } from '@functions/catalogue/contract/catalogue';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useUsualIngredients } from '../../../api/cart.ts';
import { draftFromRequest, useDishDraft } from './use-dish-draft.ts';
import { summariseDraft, useCompanionMenus } from './use-draft-summary.ts';

/** docs/product.md#dish-page: on a load failure the page goes back to the menu after 1 s. */
export const dishFailureRedirectMs = 1000;

/** A dish that could not be read: back to the menu after a moment, unless `stay` (the menu has no such dish, or a refused add says why: the not-found page stays). */
export function useLeaveMissingDish(failed: boolean, stay: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed || stay) return;
    const timer = window.setTimeout(() => navigate('/menu', { replace: true }), dishFailureRedirectMs);
    return () => window.clearTimeout(timer);
  }, [failed, stay, navigate]);
}

/** `restored`: the add made before signing in, whose choices the page shows again. */
export function useDishPageDraft(dish: Dish, restored: Parameters<typeof draftFromRequest>[1] | null) {
  const navigate = useNavigate();
  const [draft, dispatch] = useDishDraft(dish);
  const usual = useUsualIngredients(dish.id)?.filter((id) => dish.ingredients.some((ingredient) => ingredient.id === id));
  const usualApplied = useRef<string | null>(null);
  // Saved customisations (docs/product.md#the-shop): a signed-in customer's usual extras start ticked, once per dish.
  useEffect(() => {
    if (!usual?.length || usualApplied.current === dish.id) return;
    usualApplied.current = dish.id;
    dispatch({ type: 'startWithUsual', dishId: dish.id, ingredientIds: usual });
  }, [usual, dish.id, dispatch]);
  const { menus, pricesFailed } = useCompanionMenus(dish, draft.companions);
  const summary = summariseDraft(dish, draft, menus);
  // Back from signing in with the add made before it: the page shows those choices again.
  useEffect(() => {
    const draftBefore = restored ? draftFromRequest(dish, restored) : undefined;
    if (!draftBefore) return;
    usualApplied.current = dish.id;
    dispatch({ type: 'restore', draft: draftBefore });
  }, [restored, dish, dispatch]);

  // docs/product.md#dish-page: a price lookup failure on the dish page goes to /menu.
  useEffect(() => {
    if (pricesFailed) void navigate('/menu', { replace: true });
  }, [pricesFailed, navigate]);

  return { draft, dispatch, usual, menus, summary };
}
