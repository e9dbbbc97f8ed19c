/**
 * The one pricing rule of a dish order, in integer cents. The dish page's running total and the
 * server's cart both call these functions, so what the screen shows is what the server charges.
 *
 * - A line costs its chosen size's price plus the price of each chosen optional ingredient.
 * - The spice level adds nothing, and leaving out an included ingredient takes nothing off.
 * - A draft (a main dish and its companions) costs the sum of its lines.
 *
 * Plain functions: no React, no AWS, no zod, so both sides can import them cheaply.
 */
import type { Size } from './catalogue.ts';

/** Spice levels 0 to 3 (docs/product.md#entities); none of them changes the price. */
export const spiceLevels = [0, 1, 2, 3] as const;
export type SpiceLevel = (typeof spiceLevels)[number];

/** Sizes from smallest to largest. */
export const sizeOrder: readonly Size[] = ['small', 'medium', 'large', 'extra large'];

/** What a dish costs: its price options (sizes) and its paid add-ons, by id, in cents. */
export type DishPriceList = {
  sizes: readonly { id: string; price: number }[];
  optionalIngredients: readonly { id: string; price: number }[];
};

/** One dish as ordered. Only the size and the optional ingredients are priced. */
export type PricedLine = {
  /** The chosen price option's id (a dish's `packageId`, a price option's `id`). */
  sizeId: string;
  /** Ids of the chosen paid add-ons; an id listed twice counts once. */
  optionalIngredientIds: readonly string[];
  /** Carried for the kitchen; adds nothing. */
  spiceLevel?: SpiceLevel;
  /** Included ingredients left out; takes nothing off. */
  removedIngredients?: readonly string[];
};

export type PricingErrorCode = 'UNKNOWN_SIZE' | 'UNKNOWN_INGREDIENT' | 'BAD_PRICE';

/** A line that names a size or add-on the dish does not have, or a price that is not whole cents. */
export class PricingError extends Error {
  override readonly name = 'PricingError';
  readonly code: PricingErrorCode;
  constructor(code: PricingErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

function checkedCents(price: number, what: string): number {
  if (!Number.isSafeInteger(price) || price < 0) {
    throw new PricingError('BAD_PRICE', `The price of ${what} must be a whole, non-negative number of cents.`);
  }
  return price;
}

/** The price of one line: its size plus its chosen optional ingredients. */
export function linePriceCents(priceList: DishPriceList, line: PricedLine): number {
  const size = priceList.sizes.find((option) => option.id === line.sizeId);
  if (!size) throw new PricingError('UNKNOWN_SIZE', `The dish has no size "${line.sizeId}".`);
  let total = checkedCents(size.price, `size "${size.id}"`);
  for (const ingredientId of new Set(line.optionalIngredientIds)) {
    const ingredient = priceList.optionalIngredients.find((option) => option.id === ingredientId);
    if (!ingredient) throw new PricingError('UNKNOWN_INGREDIENT', `The dish has no optional ingredient "${ingredientId}".`);
    total += checkedCents(ingredient.price, `ingredient "${ingredient.id}"`);
  }
  return total;
}

/** The price of a whole draft: the main dish's line plus every companion's line. */
export function draftTotalCents(lines: readonly { priceList: DishPriceList; line: PricedLine }[]): number {
  return lines.reduce((total, { priceList, line }) => total + linePriceCents(priceList, line), 0);
}

/** The smallest size a dish offers (a companion starts with it), or undefined when it has none. */
export function smallestSize<Option extends { size: Size }>(options: readonly Option[]): Option | undefined {
  return [...options].sort((a, b) => sizeOrder.indexOf(a.size) - sizeOrder.indexOf(b.size))[0];
}
