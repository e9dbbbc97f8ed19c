/**
 * The order draft of the dish page (docs/product.md#dish-page, "The draft"): the main dish's
 * size, spice level, removed and added ingredients, and the companions chosen with it, each with
 * its own size, spice level and add-ons. Prices are not kept here: they follow from the menu
 * through the shared pricing rule (see use-draft-summary.ts), so the draft cannot drift from them.
 */
import type { Dish } from '@functions/catalogue/contract/catalogue';
import { smallestSize, type SpiceLevel } from '@functions/catalogue/contract/pricing';
import { useReducer } from 'react';

export type DraftLine = {
  dishId: string;
  name: string;
  /**
   * The chosen price option (the dish's `packageId`). A companion is added before its sizes have
   * loaded: until it gets one it stands for its smallest size.
   */
  sizeId: string | undefined;
  spiceLevel: SpiceLevel;
  /** Paid add-ons, by id, in the order they were chosen. */
  optionalIngredientIds: string[];
  /** Included ingredients left out (the main dish only). */
  removedIngredients: string[];
};

export type DishDraft = {
  /** The dish the draft belongs to; a draft of another dish is thrown away. */
  dishId: string;
  main: DraftLine;
  companions: DraftLine[];
};

/** What the draft needs of a dish to start. */
export type DraftDish = Pick<Dish, 'id' | 'name' | 'prices'>;

export type DishDraftAction =
  | { type: 'reset'; dish: DraftDish }
  | { type: 'chooseSize'; dishId: string; sizeId: string }
  | { type: 'chooseSpiceLevel'; dishId: string; spiceLevel: SpiceLevel }
  | { type: 'toggleOptionalIngredient'; dishId: string; ingredientId: string }
  | { type: 'toggleIncludedIngredient'; ingredient: string }
  | { type: 'addCompanion'; dishId: string; name: string }
  | { type: 'removeCompanion'; dishId: string }
  | { type: 'clearCompanions' }
  /** Ticks the customer's usual add-ons, unless they already chose some for this dish. */
  | { type: 'startWithUsual'; dishId: string; ingredientIds: readonly string[] }
  /** Shows a whole draft again (the choices of an add made before signing in). */
  | { type: 'restore'; draft: DishDraft };

function emptyLine(dishId: string, name: string, sizeId: string | undefined): DraftLine {
  return { dishId, name, sizeId, spiceLevel: 0, optionalIngredientIds: [], removedIngredients: [] };
}

/** A fresh draft: the smallest size, mild, nothing removed or added, no companions. */
export function initialDishDraft(dish: DraftDish): DishDraft {
  const smallest = smallestSize(dish.prices);
  return { dishId: dish.id, main: emptyLine(dish.id, dish.name, smallest?.packageId), companions: [] };
}

function toggled(list: readonly string[], item: string): string[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

/** Applies `change` to the line of `dishId`, the main dish or a companion. */
function updateLine(draft: DishDraft, dishId: string, change: (line: DraftLine) => DraftLine): DishDraft {
  if (draft.main.dishId === dishId) return { ...draft, main: change(draft.main) };
  if (!draft.companions.some((line) => line.dishId === dishId)) return draft;
  return { ...draft, companions: draft.companions.map((line) => (line.dishId === dishId ? change(line) : line)) };
}

export function dishDraftReducer(draft: DishDraft, action: DishDraftAction): DishDraft {
  switch (action.type) {
    case 'reset':
      return initialDishDraft(action.dish);
    case 'chooseSize':
      return updateLine(draft, action.dishId, (line) => ({ ...line, sizeId: action.sizeId }));
    case 'chooseSpiceLevel':
      return updateLine(draft, action.dishId, (line) => ({ ...line, spiceLevel: action.spiceLevel }));
    case 'toggleOptionalIngredient':
      return updateLine(draft, action.dishId, (line) => ({
        ...line,
        optionalIngredientIds: toggled(line.optionalIngredientIds, action.ingredientId),
      }));
    case 'toggleIncludedIngredient':
      return { ...draft, main: { ...draft.main, removedIngredients: toggled(draft.main.removedIngredients, action.ingredient) } };
    case 'addCompanion':
      if (action.dishId === draft.main.dishId || draft.companions.some((line) => line.dishId === action.dishId)) return draft;
      return { ...draft, companions: [...draft.companions, emptyLine(action.dishId, action.name, undefined)] };
    case 'removeCompanion':
      // Its size, spice level and add-ons go with it.
      return { ...draft, companions: draft.companions.filter((line) => line.dishId !== action.dishId) };
    case 'clearCompanions':
      return { ...draft, companions: [] };
    case 'restore':
      return action.draft.dishId === draft.dishId ? action.draft : draft;
    case 'startWithUsual':
      if (draft.main.dishId !== action.dishId || draft.main.optionalIngredientIds.length > 0) return draft;
      return { ...draft, main: { ...draft.main, optionalIngredientIds: [...new Set(action.ingredientIds)] } };
  }
}

/** What a cart request (POST /cart's body, structurally) says about a dish's choices. */
export type RequestForDraft = {
  orders: readonly { dishId: string; dishName: string; size: string; spiciness: number; removedIngredients?: readonly string[] | undefined }[];
  optionalIngredients?: readonly { dishId: string; ingredientIds: readonly string[] }[] | undefined;
};

/**
 * The draft an add to the cart was made from: its first line is the main dish, the others its
 * companions. Undefined when the request is about another dish.
 */
export function draftFromRequest(dish: DraftDish, request: RequestForDraft): DishDraft | undefined {
  const [main, ...companions] = request.orders;
  if (!main || main.dishId !== dish.id) return undefined;
  const toLine = (order: RequestForDraft['orders'][number], isMain: boolean): DraftLine => ({
    dishId: order.dishId,
    name: isMain ? dish.name : order.dishName,
    sizeId: isMain && !dish.prices.some((price) => price.packageId === order.size) ? smallestSize(dish.prices)?.packageId : order.size,
    spiceLevel: ([0, 1, 2, 3].includes(order.spiciness) ? order.spiciness : 0) as SpiceLevel,
    optionalIngredientIds: [...(request.optionalIngredients?.find((entry) => entry.dishId === order.dishId)?.ingredientIds ?? [])],
    removedIngredients: isMain ? [...(order.removedIngredients ?? [])] : [],
  });
  return { dishId: dish.id, main: toLine(main, true), companions: companions.map((order) => toLine(order, false)) };
}

/**
 * The draft of the dish on screen. When the dish changes (a companion link leads to another dish
 * page, which React renders with the same components), the draft starts again from scratch.
 */
export function useDishDraft(dish: DraftDish) {
  const [state, dispatch] = useReducer(dishDraftReducer, dish, initialDishDraft);
  const current = state.dishId === dish.id;
  // Adjusting state while rendering: React drops this render's output and renders again at once.
  if (!current) dispatch({ type: 'reset', dish });
  return [current ? state : initialDishDraft(dish), dispatch] as const;
}
