/**
 * Cart rules: what a line is, how it is priced and identified, and how the stored cart reads
 * against today's menu. Plain functions, no AWS: the handlers call them, the tests call them directly.
 *
 * - A line is one dish in one configuration: size, spice level, chosen add-ons, left-out ingredients.
 *   Its id is derived from that configuration, so adding an equal one raises the quantity.
 * - Its price is the shared pricing rule (catalogue/contract/pricing.ts) over today's menu. A client's price
 *   that disagrees is refused with 409, naming the price the menu has.
 * - A stored line whose dish, size or add-on left the menu, or whose price changed since it was
 *   added, is "inactive": it is shown with what changed and cannot be checked out until confirmed.
 */
import { createHash } from 'node:crypto';
import type { BuyAgainItem, Cart, CartOrder, CartSummary, ChosenIngredients, InactiveDish, LineIssue, SavedItem } from '../contract/cart.ts';
import { maxQuantity } from '../contract/cart.ts';
import { formatUsd } from '../../platform/contract/money.ts';
import { linePriceCents, PricingError, sizeOrder, type DishPriceList, type SpiceLevel } from '../../catalogue/contract/pricing.ts';
import { type AppError, conflict, notFound, validationError } from '../../platform/errors.ts';
import { isOnShop, isSoldOut, soldOutWords, type DishPartition } from '../../catalogue/index.ts';

export type LineStatus = 'cart' | 'saved';

/** What identifies a line. */
export type LineConfiguration = {
  dishId: string;
  sizeId: string;
  spiceLevel: SpiceLevel;
  optionalIngredientIds: string[];
  removedIngredients: string[];
};

/** A line ready to be written: configuration, its id, today's price and a snapshot of the dish. */
export type PricedLine = LineConfiguration & {
  lineId: string;
  dishName: string;
  image: string;
  blurHash: string;
  /** One of this line, in cents: today's when written, then as added or last confirmed. */
  unitPrice: number;
  quantity: number;
};

/** A line as stored: a priced line as it was added (a snapshot for the screen and orders), its status and its times. */
export type StoredLine = PricedLine & {
  status: LineStatus;
  /** When the line was first added (kept by later adds of the same configuration, an edit, a save and an undo). */
  addedAt: string;
  /** Its place within the add that brought it: 0 for the main dish, then its companions in order (absent on early lines: 0). */
  addPosition?: number;
  updatedAt: string;
};

export type PriceBook = ReadonlyMap<string, DishPartition>;

const uniqueSorted = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()))].sort();

/** The configuration in one canonical form: sets sorted and de-duplicated. */
export function canonicalConfiguration(line: LineConfiguration): LineConfiguration {
  return {
    dishId: line.dishId,
    sizeId: line.sizeId,
    spiceLevel: line.spiceLevel,
    optionalIngredientIds: uniqueSorted(line.optionalIngredientIds),
    removedIngredients: uniqueSorted(line.removedIngredients.map((name) => name.toLowerCase())),
  };
}

/** The line id: equal configurations get equal ids, in any order of add-ons. */
export function lineIdOf(line: LineConfiguration): string {
  const canonical = canonicalConfiguration(line);
  return createHash('sha256')
    .update(JSON.stringify([canonical.dishId, canonical.sizeId, canonical.spiceLevel, canonical.optionalIngredientIds, canonical.removedIngredients]))
    .digest('hex')
    .slice(0, 24);
}

export function priceListOf(partition: DishPartition): DishPriceList {
  return { sizes: partition.prices, optionalIngredients: partition.ingredients };
}

/** One line a customer asks for, before pricing. */
/** `clientPrice`: what the customer's screen showed for one (a disagreeing one is refused); none when the owner prices a quote. */
export type LineRequest = LineConfiguration & { quantity: number; clientPrice?: number; path: string };

/**
 * Prices the lines of an add or an edit against today's menu. Refuses (and so stores nothing) when
 * a dish, size or add-on is unknown, when a mild-only dish is asked spicy, or when the client's price
 * disagrees with the menu's.
 */
export function priceLines(requests: readonly LineRequest[], priceBook: PriceBook): PricedLine[] {
  const disagreements: { path: string; message: string }[] = [];
  const priced = requests.map((request) => {
    const partition = priceBook.get(request.dishId);
    if (!partition || !isOnShop(partition.dish)) throw notFound(`The dish "${request.dishId}" is not on the menu.`);
    const { dish } = partition;
    if (isSoldOut(dish.soldOut))
      throw conflict(`${dish.name} is ${soldOutWords(dish.soldOut)}. Please choose another dish.`, [{ path: request.path, message: 'Sold out' }]);
    const soldOutExtra = partition.ingredients.find((extra) => request.optionalIngredientIds.includes(extra.id) && isSoldOut(extra.soldOut));
    if (soldOutExtra) {
      throw conflict(`${soldOutExtra.ingredient} (an extra of ${dish.name}) is ${soldOutWords(soldOutExtra.soldOut)}. Please leave it out.`, [
        { path: `${request.path}.ingredients`, message: 'Sold out' },
      ]);
    }
    if (!dish.canBeSpicy && request.spiceLevel !== 0) {
      throw validationError(`${dish.name} cannot be made spicy.`, [{ path: `${request.path}.spiciness`, message: 'This dish is mild only' }]);
    }
    const known = new Set(dish.includedIngredients.map((name) => name.toLowerCase()));
    const strange = request.removedIngredients.find((name) => !known.has(name.trim().toLowerCase()));
    if (strange !== undefined) {
      throw validationError(`${dish.name} has no ingredient "${strange}" to leave out.`, [
        { path: `${request.path}.removedIngredients`, message: 'Not an ingredient of this dish' },
      ]);
    }
    const configuration = canonicalConfiguration(request);
    let unitPrice: number;
    try {
      unitPrice = linePriceCents(priceListOf(partition), configuration);
    } catch (error) {
      if (error instanceof PricingError) throw validationError(`${dish.name}: ${error.message}`, [{ path: request.path, message: error.message }]);
      throw error;
    }
    if (request.clientPrice !== undefined && unitPrice !== request.clientPrice) {
      disagreements.push({
        path: `${request.path}.price`,
        message: `${dish.name} costs ${unitPrice} cents, not ${request.clientPrice}`,
      });
    }
    const cover = dish.images[0];
    return {
      ...configuration,
      lineId: lineIdOf(configuration),
      dishName: dish.name,
      image: cover?.image ?? '',
      blurHash: cover?.blurHash ?? '',
      unitPrice,
      quantity: request.quantity,
    };
  });
  if (disagreements.length > 0) {
    throw conflict('The price changed: the menu now asks a different price. Please review your order.', disagreements);
  }
  return priced;
}

/** Equal configurations within one add become one line with the summed quantity. */
export function mergeEqualLines(lines: readonly PricedLine[]): PricedLine[] {
  const byId = new Map<string, PricedLine>();
  for (const line of lines) {
    const seen = byId.get(line.lineId);
    byId.set(line.lineId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  return [...byId.values()];
}

export function quantityLimitError(): AppError {
  return conflict(`A cart line holds at most ${maxQuantity}. Please lower the quantity.`, [
    { path: 'body.quantity', message: `At most ${maxQuantity} of one line` },
  ]);
}

type Review = { issue: LineIssue | null; price: number | null; message: string };

/** How a stored line reads against today's menu. */
export function reviewLine(line: StoredLine, priceBook: PriceBook): Review {
  const partition = priceBook.get(line.dishId);
  if (!partition || !isOnShop(partition.dish)) return { issue: 'DISH_REMOVED', price: null, message: `${line.dishName} is no longer on the menu.` };
  if (isSoldOut(partition.dish.soldOut)) {
    return {
      issue: 'SOLD_OUT',
      price: null,
      message: `${partition.dish.name} is ${soldOutWords(partition.dish.soldOut)}. Save it for later or remove it to check out.`,
    };
  }
  const soldOutExtra = partition.ingredients.find((extra) => line.optionalIngredientIds.includes(extra.id) && isSoldOut(extra.soldOut));
  if (soldOutExtra) {
    return {
      issue: 'SOLD_OUT',
      price: null,
      message: `${soldOutExtra.ingredient} (an extra of ${partition.dish.name}) is ${soldOutWords(soldOutExtra.soldOut)}. Please edit the line.`,
    };
  }
  if (!partition.prices.some((option) => option.id === line.sizeId)) {
    return { issue: 'SIZE_REMOVED', price: null, message: `${line.dishName} is no longer offered in this size. Please choose another size.` };
  }
  const missing = line.optionalIngredientIds.filter((id) => !partition.ingredients.some((option) => option.id === id));
  if (missing.length > 0) {
    return {
      issue: 'INGREDIENT_REMOVED',
      price: null,
      message: `An add-on of ${line.dishName} is no longer available. Please edit the line.`,
    };
  }
  const price = linePriceCents(priceListOf(partition), line);
  if (price !== line.unitPrice) {
    return {
      issue: 'PRICE_CHANGED',
      price,
      message: `The price of ${line.dishName} changed from ${formatUsd(line.unitPrice)} to ${formatUsd(price)}. Please confirm it.`,
    };
  }
  return { issue: null, price, message: '' };
}

function toCartOrder(line: StoredLine, priceBook: PriceBook, review: Review): CartOrder {
  const partition = priceBook.get(line.dishId);
  const option = partition?.prices.find((candidate) => candidate.id === line.sizeId);
  const price = review.price ?? line.unitPrice;
  const ingredientName = (id: string) => partition?.ingredients.find((candidate) => candidate.id === id);
  return {
    orderId: line.lineId,
    orderDishId: line.dishId,
    name: partition?.dish.name ?? line.dishName,
    category: partition?.dish.category ?? '',
    size: option?.size ?? sizeFromId(line.sizeId),
    pricePackageId: line.sizeId,
    amount: option?.amount ?? '',
    catering: option?.catering ?? false,
    price,
    addedPrice: line.unitPrice,
    quantity: line.quantity,
    lineTotal: price * line.quantity,
    spiciness: line.spiceLevel,
    canBeSpicy: partition?.dish.canBeSpicy ?? false,
    ingredients: line.optionalIngredientIds.map((id) => {
      const ingredient = ingredientName(id);
      return { id, ingredient: ingredient?.ingredient ?? id, price: ingredient?.price ?? 0 };
    }),
    removedIngredients: line.removedIngredients,
    allIngredients: (partition?.ingredients ?? []).map(({ id, ingredient, price: cents }) => ({ id, ingredient, price: cents })),
    includedIngredients: partition?.dish.includedIngredients ?? [],
    sizes: [...(partition?.prices ?? [])]
      .sort((a, b) => sizeOrder.indexOf(a.size) - sizeOrder.indexOf(b.size))
      .map(({ id, size, amount, price: cents, catering }) => ({ id, size, amount, price: cents, catering })),
    image: line.image,
    blurHash: line.blurHash,
    status: line.status,
    issue: review.issue,
  };
}

/** A stored size id ends in its size's letter code (seed: `<dish>-s|m|l|xl`); only for dishes gone from the menu. */
function sizeFromId(sizeId: string): CartOrder['size'] {
  const code = sizeId.split('-').at(-1);
  return ({ s: 'small', m: 'medium', l: 'large', xl: 'extra large' } as const)[code as 's' | 'm' | 'l' | 'xl'] ?? 'medium';
}

/**
 * The order lines are listed in (docs/business-rules.md#the-order-of-the-lines): the newest add first; within one
 * add, the main dish, then its companions as they were chosen. A line keeps its place through later adds of the same
 * configuration, edits, saving for later and an undone delete, since those keep `addedAt` and `addPosition`.
 */
export function byPlaceInCart(a: StoredLine, b: StoredLine): number {
  return b.addedAt.localeCompare(a.addedAt) || (a.addPosition ?? 0) - (b.addPosition ?? 0) || a.lineId.localeCompare(b.lineId);
}

/** Whether a line counts in the totals: it can be checked out as it is, or once the customer confirms its new price. */
function countsInTotal(review: Review): boolean {
  return review.issue === null || review.issue === 'PRICE_CHANGED';
}

/**
 * GET /cart: the cart's lines in their order (`byPlaceInCart`), priced today, with what changed. Neighbouring
 * lines of one dish share a group, so a dish's companions stay right under it.
 */
export function cartView(lines: readonly StoredLine[], priceBook: PriceBook): Cart {
  const inCart = lines.filter((line) => line.status === 'cart').sort(byPlaceInCart);
  const groups: Cart['cart'] = [];
  const inactiveDishes: InactiveDish[] = [];
  const priceAmounts: Cart['priceAmounts'] = [];
  let totalPrice = 0;
  let totalCount = 0;
  for (const line of inCart) {
    const review = reviewLine(line, priceBook);
    const order = toCartOrder(line, priceBook, review);
    const last = groups.at(-1);
    if (last?.dishId === line.dishId) last.orders.push(order);
    else groups.push({ dishId: line.dishId, name: order.name, image: line.image, blurHash: line.blurHash, orders: [order] });
    totalCount += line.quantity;
    if (countsInTotal(review)) totalPrice += order.lineTotal;
    if (review.issue) {
      inactiveDishes.push({
        orderId: line.lineId,
        dishId: line.dishId,
        name: order.name,
        issue: review.issue,
        message: review.message,
        addedPrice: line.unitPrice,
        price: review.price,
      });
    } else {
      priceAmounts.push({ orderId: line.lineId, quantity: line.quantity, price: order.price, lineTotal: order.lineTotal });
    }
  }
  return { cart: groups, totalPrice, totalCount, priceAmounts, inactiveDishes };
}

/** GET /cart/total: what the header shows. Lines that left the menu or ran out count in the count, not the total. */
export function cartSummary(lines: readonly StoredLine[], priceBook: PriceBook): CartSummary {
  const inCart = lines.filter((line) => line.status === 'cart').sort(byPlaceInCart);
  let totalPrice = 0;
  let totalCount = 0;
  const cart = inCart.map((line) => {
    const review = reviewLine(line, priceBook);
    const price = review.price ?? line.unitPrice;
    totalCount += line.quantity;
    if (countsInTotal(review)) totalPrice += price * line.quantity;
    return { orderId: line.lineId, name: priceBook.get(line.dishId)?.dish.name ?? line.dishName, quantity: line.quantity, price };
  });
  return { totalCount, cart, totalPrice };
}

/** GET /saves: newest first, as the cart. */
export function savedItems(lines: readonly StoredLine[], priceBook: PriceBook): SavedItem[] {
  return lines
    .filter((line) => line.status === 'saved')
    .sort(byPlaceInCart)
    .map((line) => ({ ...toCartOrder(line, priceBook, reviewLine(line, priceBook)), id: line.lineId }));
}

/** GET /ingredients/chosen: each saved customisation with today's add-on names and prices. */
export function chosenIngredientsView(chosen: readonly ChosenIngredients[], priceBook: PriceBook) {
  return chosen.flatMap(({ dishId, ingredientIds }) => {
    const partition = priceBook.get(dishId);
    if (!partition) return [];
    const ingredients = partition.ingredients
      .filter((option) => ingredientIds.includes(option.id))
      .map(({ id, ingredient, price }) => ({ id, ingredient, price }));
    return [{ dishId, dishName: partition.dish.name, ingredients }];
  });
}

/** Checks saved customisations against the menu before storing them. */
export function checkChosenIngredients(chosen: readonly ChosenIngredients[], priceBook: PriceBook): ChosenIngredients[] {
  return chosen.map(({ dishId, ingredientIds }, index) => {
    const partition = priceBook.get(dishId);
    if (!partition) throw notFound(`The dish "${dishId}" is not on the menu.`);
    const unknown = ingredientIds.find((id) => !partition.ingredients.some((option) => option.id === id));
    if (unknown)
      throw validationError(`${partition.dish.name} has no add-on "${unknown}".`, [{ path: `body.${index}.ingredientIds`, message: 'Unknown add-on' }]);
    return { dishId, ingredientIds: uniqueSorted(ingredientIds) };
  });
}

/** Buy again: each configuration ordered before, once, newest first, priced today; gone dishes left out. */
export function buyAgainItems(ordered: readonly { lines: readonly StoredLine[]; placedAt: string }[], priceBook: PriceBook): BuyAgainItem[] {
  const seen = new Set<string>();
  const items: BuyAgainItem[] = [];
  for (const order of [...ordered].sort((a, b) => b.placedAt.localeCompare(a.placedAt))) {
    for (const line of order.lines) {
      if (seen.has(line.lineId)) continue;
      seen.add(line.lineId);
      const review = reviewLine(line, priceBook);
      if (review.price === null) continue;
      const order_ = toCartOrder(line, priceBook, review);
      items.push({
        id: line.lineId,
        dishId: line.dishId,
        name: order_.name,
        image: line.image,
        blurHash: line.blurHash,
        size: order_.size,
        sizeId: line.sizeId,
        spiciness: line.spiceLevel,
        ingredients: order_.ingredients,
        removedIngredients: line.removedIngredients,
        price: review.price,
        lastOrderedAt: order.placedAt,
      });
    }
  }
  return items;
}
