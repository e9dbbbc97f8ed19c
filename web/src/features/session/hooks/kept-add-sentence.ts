/**
 * What the sign-in screens say is being kept (docs/product.md#sign-in-screens): the add a signed-out customer
 * made (web/src/lib/pending-add.ts), in a customer's words, e.g. "Jollof Rice (Large, two flames, + Fried
 * plantain)". Built from the kept request and, when the menu has answered, the main dish's sizes and extras (the
 * request holds only their ids): without them the size is left out and extras are counted, never guessed.
 */
import type { AddToCartRequest } from '@functions/cart/contract/cart';
import type { Dish } from '@functions/catalogue/contract/catalogue';
import { capitalise, spiceLabels } from '../../../components/spice-level.tsx';

/** What the menu says of the main dish, when it has answered. */
export type KeptDishFacts = Pick<Dish, 'canBeSpicy' | 'prices' | 'ingredients'>;

/** At most this many extras, left-out ingredients or companions are named; more are counted. */
const namedAtMost = 2;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function sizeWords(sizeId: unknown, facts: KeptDishFacts | undefined): string[] {
  const size = facts?.prices.find((price) => price.packageId === sizeId)?.size;
  return size ? [capitalise(size)] : [];
}

function spiceWords(level: unknown, facts: KeptDishFacts | undefined): string[] {
  if (level === 1 || level === 2 || level === 3) return [spiceLabels[level]];
  // Mild is worth saying only of a dish that could have been made spicy.
  return level === 0 && facts?.canBeSpicy ? ['mild'] : [];
}

function extraWords(ingredientIds: readonly string[], facts: KeptDishFacts | undefined): string[] {
  if (ingredientIds.length === 0) return [];
  const names = facts ? ingredientIds.map((id) => facts.ingredients.find((extra) => extra.id === id)?.ingredient) : [];
  if (names.length === 0 || names.some((name) => name === undefined) || ingredientIds.length > namedAtMost) {
    return [`+ ${plural(ingredientIds.length, 'extra', 'extras')}`];
  }
  return names.map((name) => `+ ${name}`);
}

function removedWords(removed: readonly unknown[]): string[] {
  const names = removed.map(text).filter((name) => name !== undefined);
  if (names.length > namedAtMost) return [`${plural(names.length, 'ingredient', 'ingredients')} left out`];
  return names.map((name) => `no ${name.toLowerCase()}`);
}

/** The kept dishes, e.g. "Jollof Rice (Large, two flames, + Fried plantain) with Fried Plantains"; '' when nothing usable is kept. */
export function keptItems(request: AddToCartRequest, facts?: KeptDishFacts): string {
  const [main, ...companions] = request.orders;
  const name = text(main?.dishName);
  if (!main || !name) return '';
  const extraIds = request.optionalIngredients?.find((chosen) => chosen.dishId === main.dishId)?.ingredientIds ?? [];
  const details = [
    ...sizeWords(main.size, facts),
    ...spiceWords(main.spiciness, facts),
    ...extraWords(Array.isArray(extraIds) ? extraIds : [], facts),
    ...removedWords(Array.isArray(main.removedIngredients) ? main.removedIngredients : []),
  ];
  const quantity = typeof main.quantity === 'number' && main.quantity > 1 ? `${main.quantity} × ` : '';
  const dish = `${quantity}${name}${details.length ? ` (${details.join(', ')})` : ''}`;
  const companionNames = companions.map((companion) => text(companion.dishName)).filter((companion) => companion !== undefined);
  if (companionNames.length === 0) return dish;
  const withWords =
    companionNames.length > namedAtMost
      ? `${companionNames[0]} and ${plural(companionNames.length - 1, 'more dish', 'more dishes')}`
      : joinWords(companionNames);
  return `${dish} with ${withWords}`;
}

/** "it" for one dish, "them" with companions. */
function keptPronoun(request: AddToCartRequest): string {
  return request.orders.length > 1 ? 'them' : 'it';
}

/** What the sign-in and registration screens say; '' when nothing is kept. */
export function keptAddSentence(request: AddToCartRequest, facts: KeptDishFacts | undefined, screen: 'signIn' | 'register'): string {
  const items = keptItems(request, facts);
  if (!items) return '';
  const start = screen === 'signIn' ? 'Sign in or create an account to add' : 'Create your account to add';
  return `${start} ${items}; we’ll keep ${keptPronoun(request)} for you.`;
}
