/**
 * What the draft costs and how the order summary reads it. Every price comes from the menu through
 * the shared rule in @functions/catalogue/contract/pricing, the same one the server's cart applies.
 */
import type { Dish, OptionalIngredient, Size } from '@functions/catalogue/contract/catalogue';
import { draftTotalCents, linePriceCents, sizeOrder, smallestSize, type DishPriceList, type SpiceLevel } from '@functions/catalogue/contract/pricing';
import { useMemo } from 'react';
import { useCompatiblePrices, useOptionalIngredientsOf } from '../../../api/dishes.ts';
import type { DishDraft, DraftLine } from './use-dish-draft.ts';

/** A size a line can be ordered in, the same for the main dish and its companions. */
export type SizeOption = { id: string; size: Size; amount: string; price: number; catering: boolean };

/** What the page knows of a chosen companion; sizes and add-ons are undefined while they load. */
export type CompanionMenu = {
  dishId: string;
  name: string;
  startingPrice: number;
  canBeSpicy: boolean;
  sizes: SizeOption[] | undefined;
  optionalIngredients: OptionalIngredient[] | undefined;
  /** The add-ons could not be loaded (docs/product.md#dish-page: 'Error getting ingredients'); it can still be ordered without. */
  ingredientsFailed: boolean;
};

/** A draft line whose size is known, with what one of it costs: what the cart receives. */
export type OrderedLine = DraftLine & { sizeId: string; priceCents: number };
export type DishOrder = { dishId: string; main: OrderedLine; companions: OrderedLine[] };

export type SummaryLine = {
  dishId: string;
  name: string;
  size: SizeOption | undefined;
  /** Undefined for a dish that cannot be made spicy. */
  spiceLevel: SpiceLevel | undefined;
  removedIngredients: string[];
  addedIngredients: OptionalIngredient[];
  /** Integer cents; a companion whose sizes are still loading counts its starting price. */
  priceCents: number;
  ready: boolean;
};

export type DraftSummary = {
  main: SummaryLine;
  companions: SummaryLine[];
  totalCents: number;
  /** The draft as the cart receives it, once every line's price is known. */
  order: DishOrder | undefined;
};

function bySize(a: SizeOption, b: SizeOption): number {
  return sizeOrder.indexOf(a.size) - sizeOrder.indexOf(b.size);
}

/** A dish's sizes, smallest first. */
export function dishSizeOptions(prices: Dish['prices']): SizeOption[] {
  return prices.map(({ packageId, size, amount, price, catering }) => ({ id: packageId, size, amount, price, catering })).sort(bySize);
}

function priceListOf(sizes: readonly SizeOption[], optionalIngredients: readonly OptionalIngredient[]): DishPriceList {
  return { sizes, optionalIngredients };
}

type Priced = { summary: SummaryLine; ordered?: { priceList: DishPriceList; line: OrderedLine } };

function priceLine(
  line: DraftLine,
  sizes: readonly SizeOption[] | undefined,
  optionalIngredients: readonly OptionalIngredient[] | undefined,
  canBeSpicy: boolean,
  startingPrice: number,
): Priced {
  const sizeId = line.sizeId ?? (sizes ? smallestSize(sizes)?.id : undefined);
  const size = sizes?.find((option) => option.id === sizeId);
  const addedIngredients = (optionalIngredients ?? []).filter((extra) => line.optionalIngredientIds.includes(extra.id));
  const base = {
    dishId: line.dishId,
    name: line.name,
    size,
    spiceLevel: canBeSpicy ? line.spiceLevel : undefined,
    removedIngredients: line.removedIngredients,
    addedIngredients,
  };
  if (!sizes || !optionalIngredients || !size) {
    return { summary: { ...base, priceCents: startingPrice, ready: false } };
  }
  const priceList = priceListOf(sizes, optionalIngredients);
  const configuration = {
    ...line,
    sizeId: size.id,
    // Only add-ons the dish still offers; the ids come from the same lists, so this keeps them all.
    optionalIngredientIds: addedIngredients.map((extra) => extra.id),
    spiceLevel: canBeSpicy ? line.spiceLevel : 0,
  };
  const ordered: OrderedLine = { ...configuration, priceCents: linePriceCents(priceList, configuration) };
  return { summary: { ...base, priceCents: ordered.priceCents, ready: true }, ordered: { priceList, line: ordered } };
}

/** The summary of a draft: each line with its choices and price, and the total in cents. */
export function summariseDraft(dish: Dish, draft: DishDraft, companionMenus: ReadonlyMap<string, CompanionMenu>): DraftSummary {
  const main = priceLine(draft.main, dishSizeOptions(dish.prices), dish.ingredients, dish.canBeSpicy, dish.startingPrice);
  const companions = draft.companions.map((line) => {
    const menu = companionMenus.get(line.dishId);
    const startingPrice = menu?.startingPrice ?? dish.goesWith.find((c) => c.goesWithId === line.dishId)?.startingPrice ?? 0;
    const extras = menu?.ingredientsFailed ? [] : menu?.optionalIngredients;
    return priceLine(line, menu?.sizes, extras, menu?.canBeSpicy ?? false, startingPrice);
  });
  const priced = [main, ...companions];
  const ordered = priced.flatMap((entry) => (entry.ordered ? [entry.ordered] : []));
  const pendingCents = priced.reduce((sum, entry) => (entry.ordered ? sum : sum + entry.summary.priceCents), 0);
  const complete = ordered.length === priced.length;
  return {
    main: main.summary,
    companions: companions.map((entry) => entry.summary),
    totalCents: draftTotalCents(ordered) + pendingCents,
    order: complete ? { dishId: draft.dishId, main: ordered[0]!.line, companions: ordered.slice(1).map((entry) => entry.line) } : undefined,
  };
}

/**
 * The chosen companions' sizes (GET /prices/compatible, only when there are any) and add-ons
 * (POST /ingredients/optional, one per companion).
 */
export function useCompanionMenus(dish: Dish, companions: readonly DraftLine[]) {
  const ids = useMemo(() => companions.map((line) => line.dishId), [companions]);
  const names = useMemo(() => companions.map((line) => line.name), [companions]);
  const prices = useCompatiblePrices(ids);
  const ingredients = useOptionalIngredientsOf(names);

  const menus = new Map<string, CompanionMenu>();
  companions.forEach((line, i) => {
    const priced = prices.data?.find((entry) => entry.dishId === line.dishId);
    const extras = ingredients[i];
    const companion = dish.goesWith.find((entry) => entry.goesWithId === line.dishId);
    menus.set(line.dishId, {
      dishId: line.dishId,
      name: line.name,
      startingPrice: companion?.startingPrice ?? 0,
      canBeSpicy: priced?.canBeSpicy ?? false,
      sizes: priced?.dishPriceOptions.map(({ id, size, amount, price, catering }) => ({ id, size, amount, price, catering })).sort(bySize),
      optionalIngredients: extras?.data,
      ingredientsFailed: extras?.isError ?? false,
    });
  });
  return { menus, pricesFailed: prices.isError };
}
