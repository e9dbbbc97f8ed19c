/**
 * What the chosen entrée already has: its included ingredients and its paid optional ones, as one
 * list without repeats (docs/product.md#contact-screen, Ingredients Request).
 */
import type { MenuDish } from '@functions/catalogue/contract/catalogue';
import { useIncludedIngredients } from '../../../api/contact.ts';
import { useOptionalIngredients } from '../../../api/dishes.ts';

/** Included first, then optional; the first spelling of each ingredient (case ignored) is kept. */
export function mergeIngredients(included: readonly string[], optional: readonly string[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const name of [...included, ...optional]) {
    const trimmed = name.trim();
    const key = trimmed.toLocaleLowerCase('en-US');
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    merged.push(trimmed);
  }
  return merged;
}

export function useExistingIngredients(dish: MenuDish | undefined) {
  const included = useIncludedIngredients(dish?.id ?? '');
  const optional = useOptionalIngredients(dish?.name ?? '');
  const ingredients =
    included.data && optional.data
      ? mergeIngredients(
          included.data,
          optional.data.map((entry) => entry.ingredient),
        )
      : undefined;
  return {
    ingredients,
    isPending: Boolean(dish) && !ingredients && !included.isError && !optional.isError,
    isError: included.isError || optional.isError,
    retry: () => {
      if (included.isError) void included.refetch();
      if (optional.isError) void optional.refetch();
    },
  };
}
