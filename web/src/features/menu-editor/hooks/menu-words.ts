/**
 * The menu editor's words: categories and sizes as the owner reads them, and the sold-out switches
 * ('Sold out today', until when, on the business's clock whatever the device's zone).
 */
import type { Category, Size } from '@functions/catalogue/contract/catalogue';
import type { SoldOut, SoldOutRequest } from '@functions/catalogue/contract/menu-editor';
import { formatOrderClock, formatOrderTime, orderLocalDate } from '@functions/platform/contract/business-clock.ts';

/** The categories in the shop's order, with the list's titles and the form's option words. */
export const categories: readonly { category: Category; title: string; option: string }[] = [
  { category: 'appetizer', title: 'Appetizers', option: 'Appetizer' },
  { category: 'entrée', title: 'Entrées', option: 'Entrée' },
  { category: 'dessert', title: 'Snacks and desserts', option: 'Snack or dessert' },
  { category: 'side', title: 'Sides', option: 'Side' },
  { category: 'sauce', title: 'Sauces', option: 'Sauce' },
];

export const sizeWords: Record<Size, string> = { small: 'Small', medium: 'Medium', large: 'Large', 'extra large': 'Extra large' };

export type SoldOutChoice = SoldOutRequest['soldOut'];

export const soldOutChoices: readonly { value: SoldOutChoice; label: string }[] = [
  { value: 'available', label: 'Available' },
  { value: 'today', label: 'Sold out today' },
  { value: 'until-back', label: 'Until I switch it back' },
];

/** Where a switch stands at `now`: one whose morning has come is available again. */
export function soldOutChoiceOf(soldOut: SoldOut | undefined, now: number = Date.now()): SoldOutChoice {
  if (!soldOut) return 'available';
  if (soldOut.until === null) return 'until-back';
  return Date.parse(soldOut.until) > now ? 'today' : 'available';
}

/** The badge of a switch that is off, or null. */
export function soldOutBadge(soldOut: SoldOut | undefined, now: number = Date.now()): string | null {
  const choice = soldOutChoiceOf(soldOut, now);
  if (choice === 'today') return 'Sold out today';
  if (choice === 'until-back') return 'Sold out until switched back';
  return null;
}

/** When a 'sold out today' switch turns itself back on: 'Back on sale at 4 a.m. tomorrow'. */
export function backOnSaleText(soldOut: SoldOut | undefined, now: number = Date.now()): string | null {
  const choice = soldOutChoiceOf(soldOut, now);
  if (choice === 'until-back') return 'Off the shop until you switch it back.';
  if (choice !== 'today' || !soldOut?.until) return null;
  const today = orderLocalDate(new Date(now).toISOString());
  const day = orderLocalDate(soldOut.until);
  const clock = formatOrderClock(soldOut.until);
  if (day === today) return `Back on sale at ${clock} today.`;
  const tomorrow = orderLocalDate(new Date(Date.parse(`${today}T12:00:00Z`) + 24 * 3_600_000).toISOString());
  if (day === tomorrow) return `Back on sale at ${clock} tomorrow.`;
  return `Back on sale ${formatOrderTime(soldOut.until)}.`;
}

/** 'Akara' in a filter for 'aka', 'Crème' for 'creme'. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
