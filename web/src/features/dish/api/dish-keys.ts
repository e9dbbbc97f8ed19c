/**
 * Query keys of the dish page, general to specific (`['dish']` → `['dish', 'detail', name]`).
 * Each endpoint module builds its queryOptions on these, so a key and its fetcher cannot drift.
 */
export const dishKeys = {
  all: () => ['dish'] as const,
  detail: (name: string) => [...dishKeys.all(), 'detail', name] as const,
  /** One entry per set of companion ids, in a stable order. */
  compatiblePrices: (dishIds: readonly string[]) => [...dishKeys.all(), 'compatible-prices', [...dishIds].sort()] as const,
  optionalIngredients: (name: string) => [...dishKeys.all(), 'optional-ingredients', name] as const,
};

/** The menu changes a few times a day at most. */
export const dishStaleTimeMs = 5 * 60_000;
