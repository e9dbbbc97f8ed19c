/**
 * Query keys of the contact forms, general to specific (`['contact']` → `['contact', 'dish', id]`).
 * Each endpoint module builds its queryOptions on these, so a key and its fetcher cannot drift.
 */
export const contactKeys = {
  all: () => ['contact'] as const,
  entrees: () => [...contactKeys.all(), 'entrees'] as const,
  dish: (dishId: string) => [...contactKeys.all(), 'dish', dishId] as const,
  optionalIngredients: (dishName: string) => [...contactKeys.all(), 'optional-ingredients', dishName] as const,
};

/** The menu changes a few times a day at most. */
export const contactMenuStaleTimeMs = 5 * 60_000;
