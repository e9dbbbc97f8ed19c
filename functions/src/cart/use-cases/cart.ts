/**
 * The cart's use cases: each reads what it needs, applies the rules of cart/rules/cart.ts and writes
 * through cart/store/cart-line.ts. Prices that get stored are always checked against a fresh menu.
 */
import type { AddToCartRequest, ChangeQuantityRequest, EditCartRequest, LineChange } from '../contract/cart.ts';
import { type addToCartRequestSchema, type editCartRequestSchema } from '../contract/cart.ts';
import type * as z from 'zod';
import * as lines from '../store/cart-line.ts';
import { listChosenIngredients, saveChosenIngredients } from '../store/chosen-ingredients.ts';
import { readPriceBook, readPriceBookForDisplay } from '../../catalogue/index.ts';
import {
  cartSummary,
  cartView,
  checkChosenIngredients,
  chosenIngredientsView,
  mergeEqualLines,
  priceLines,
  reviewLine,
  savedItems,
  type StoredLine,
} from '../rules/cart.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { ChosenIngredients } from '../contract/cart.ts';
import type { SpiceLevel } from '../../catalogue/contract/pricing.ts';

const toChange = (line: StoredLine): LineChange => ({ orderId: line.lineId, quantity: line.quantity, status: line.status });

export async function readCart(userId: string) {
  const [stored, book] = await Promise.all([lines.listLines(userId), readPriceBookForDisplay()]);
  return cartView(stored, book);
}

export async function readCartSummary(userId: string) {
  const [stored, book] = await Promise.all([lines.listLines(userId), readPriceBookForDisplay()]);
  return cartSummary(stored, book);
}

export async function readSaved(userId: string) {
  const [stored, book] = await Promise.all([lines.listLines(userId), readPriceBookForDisplay()]);
  return savedItems(stored, book);
}

/** POST /cart: prices every line against the menu, then adds them all or none. */
export async function addToCart(userId: string, body: z.output<typeof addToCartRequestSchema>) {
  const book = await readPriceBook();
  const chosen = new Map(body.optionalIngredients.map((entry) => [entry.dishId, entry.ingredientIds]));
  const priced = priceLines(
    body.orders.map((order, index) => ({
      dishId: order.dishId,
      sizeId: order.size,
      spiceLevel: order.spiciness as SpiceLevel,
      optionalIngredientIds: chosen.get(order.dishId) ?? [],
      removedIngredients: order.removedIngredients,
      quantity: order.quantity,
      clientPrice: order.price,
      path: `body.orders.${index}`,
    })),
    book,
  );
  await lines.addLines(userId, mergeEqualLines(priced));
  return cartSummary(await lines.listLines(userId), book);
}

export async function changeQuantity(userId: string, body: ChangeQuantityRequest): Promise<LineChange> {
  const line = await lines.changeQuantity(userId, body.orderId, body.change !== undefined ? { by: body.change } : { to: body.quantity! });
  return toChange(line);
}

/** PUT /cart/edit: the modal's working copy replaces the line, priced against the menu. */
export async function editLine(userId: string, body: z.output<typeof editCartRequestSchema>): Promise<LineChange> {
  const current = await lines.getLine(userId, body.orderEditing.orderId);
  if (!current || current.status !== 'cart') throw notFound('No such line in your cart.');
  const editing = body.orderEditing;
  const [priced] = priceLines(
    [
      {
        dishId: current.dishId,
        sizeId: editing.size,
        spiceLevel: editing.spiciness as SpiceLevel,
        optionalIngredientIds: editing.optionalIngredientIds,
        removedIngredients: editing.removedIngredients,
        quantity: editing.quantity,
        clientPrice: editing.price,
        path: 'body.orderEditing',
      },
    ],
    await readPriceBook(),
  );
  const outcome = await lines.replaceLine(userId, current.lineId, priced!, body.originalOrderIngredients);
  if (outcome === 'stale') throw conflict('This line changed in the meantime. Please open it again.');
  const edited = await lines.getLine(userId, priced!.lineId);
  return edited ? toChange(edited) : { orderId: priced!.lineId, quantity: priced!.quantity, status: 'cart' };
}

/** DELETE /cart: the line goes, leaving a copy that PUT /cart/restore puts back (docs/business-rules.md#deleting-and-undo). */
export async function deleteLine(userId: string, lineId: string) {
  await lines.deleteLine(userId, lineId);
  return { deleted: lineId };
}

/** PUT /cart/restore: Undo of a delete, the line back exactly as it was. */
export async function restoreLine(userId: string, lineId: string): Promise<LineChange> {
  return toChange(await lines.restoreLine(userId, lineId));
}

export async function saveForLater(userId: string, lineId: string): Promise<LineChange> {
  return toChange(await lines.moveLine(userId, lineId, 'cart', 'saved'));
}

export async function moveBackToCart(userId: string, lineId: string): Promise<LineChange> {
  return toChange(await lines.moveLine(userId, lineId, 'saved', 'cart'));
}

/** PUT /cart/confirm: accepts today's price of a line whose price changed. */
export async function confirmLine(userId: string, lineId: string): Promise<LineChange> {
  const line = await lines.getLine(userId, lineId);
  if (!line) throw notFound('No such line in your cart.');
  const review = reviewLine(line, await readPriceBook());
  if (review.issue !== null && review.issue !== 'PRICE_CHANGED') throw conflict(review.message);
  if (review.issue === 'PRICE_CHANGED') return toChange(await lines.confirmPrice(userId, lineId, review.price!));
  return toChange(line);
}

export async function setChosenIngredients(userId: string, chosen: readonly ChosenIngredients[]) {
  const checked = checkChosenIngredients(chosen, await readPriceBook());
  await saveChosenIngredients(userId, checked);
  return checked;
}

export async function readChosenIngredients(userId: string) {
  const [chosen, book] = await Promise.all([listChosenIngredients(userId), readPriceBookForDisplay()]);
  return chosenIngredientsView(chosen, book);
}

export type { AddToCartRequest, EditCartRequest };
