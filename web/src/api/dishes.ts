/**
 * The menu and its dishes, for every screen: GET /api/dishes (the whole menu, one card per dish),
 * POST /api/dishes/dish (one dish, by name or by id), POST /api/ingredients/optional (a dish's paid
 * add-ons), GET /api/prices/compatible (companions' prices) and GET /api/search/menu (the header
 * search). `dishQueries` holds their keys and options, general to specific.
 */
import type { CompatiblePrices, Dish, MenuDish, OptionalIngredient, SearchResult } from '@functions/catalogue/contract/catalogue';
import { keepPreviousData, queryOptions, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

/** The menu changes a few times a day at most. */
export const menuStaleTimeMs = 5 * 60_000;

/** Keeps the first dish of each id (docs/product.md#menu-screen: the menu is de-duplicated by dish id). */
export function uniqueById(dishes: readonly MenuDish[]): MenuDish[] {
  const seen = new Set<string>();
  return dishes.filter((dish) => (seen.has(dish.id) ? false : (seen.add(dish.id), true)));
}

const menuSchema = () => import('@functions/catalogue/contract/catalogue').then((contracts) => contracts.menuSchema);
const dishSchema = () => import('@functions/catalogue/contract/catalogue').then((contracts) => contracts.dishSchema);
const optionalIngredientsSchema = () => import('@functions/catalogue/contract/catalogue').then((contracts) => contracts.optionalIngredientsSchema);
const compatiblePricesSchema = () => import('@functions/catalogue/contract/catalogue').then((contracts) => contracts.compatiblePricesSchema);
const searchResultsSchema = () => import('@functions/catalogue/contract/catalogue').then((contracts) => contracts.searchResultsSchema);

export async function getDishes({ signal }: { signal?: AbortSignal } = {}): Promise<MenuDish[]> {
  const dishes = await apiRequest('/dishes', { schema: menuSchema, signal });
  return uniqueById(dishes);
}

/** One dish with its sizes, add-ons and companions: by `{ name }` (the dish page) or `{ id }` (the contact form). */
export function postDish(dish: { name: string } | { id: string }, { signal }: { signal?: AbortSignal } = {}): Promise<Dish> {
  return apiRequest('/dishes/dish', { method: 'POST', body: dish, schema: dishSchema, signal });
}

/** The paid add-ons of one dish, by name. */
export function postOptionalIngredients(name: string, { signal }: { signal?: AbortSignal } = {}): Promise<OptionalIngredient[]> {
  return apiRequest('/ingredients/optional', { method: 'POST', body: { name }, schema: optionalIngredientsSchema, signal });
}

/** The chosen companions with their own price options. */
export function getCompatiblePrices(dishIds: readonly string[], { signal }: { signal?: AbortSignal } = {}): Promise<CompatiblePrices> {
  return apiRequest('/prices/compatible', {
    query: { dishesIds: [...dishIds].sort().join(',') },
    schema: compatiblePricesSchema,
    signal,
  });
}

/** Up to 15 dishes matching a query (docs/product.md#search). */
export function searchMenu(query: string, { signal }: { signal?: AbortSignal } = {}): Promise<SearchResult[]> {
  return apiRequest('/search/menu', { query: { query }, schema: searchResultsSchema, signal });
}

/** Query keys and options of the menu and its dishes, general to specific. */
export const dishQueries = {
  all: () => ['dishes'] as const,
  list: () =>
    queryOptions({
      queryKey: [...dishQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getDishes({ signal }),
      staleTime: menuStaleTimeMs,
    }),
  /** What is read about single dishes (sizes, add-ons, companions' prices); read again when the cart refuses a price. */
  details: () => [...dishQueries.all(), 'detail'] as const,
  detail: (name: string) =>
    queryOptions({
      queryKey: [...dishQueries.details(), 'by-name', name] as const,
      queryFn: ({ signal }) => postDish({ name }, { signal }),
      staleTime: menuStaleTimeMs,
    }),
  detailById: (id: string) =>
    queryOptions({
      queryKey: [...dishQueries.details(), 'by-id', id] as const,
      queryFn: ({ signal }) => postDish({ id }, { signal }),
      staleTime: menuStaleTimeMs,
    }),
  optionalIngredients: (name: string) =>
    queryOptions({
      queryKey: [...dishQueries.details(), 'optional-ingredients', name] as const,
      queryFn: ({ signal }) => postOptionalIngredients(name, { signal }),
      staleTime: menuStaleTimeMs,
    }),
  /** One entry per set of companion ids, in a stable order. */
  compatiblePrices: (dishIds: readonly string[]) =>
    queryOptions({
      queryKey: [...dishQueries.details(), 'compatible-prices', [...dishIds].sort()] as const,
      queryFn: ({ signal }) => getCompatiblePrices(dishIds, { signal }),
      staleTime: menuStaleTimeMs,
    }),
  search: (query: string) =>
    queryOptions({
      queryKey: [...dishQueries.all(), 'search', query] as const,
      queryFn: async ({ signal }) => {
        try {
          return await searchMenu(query, { signal });
        } catch (error) {
          // docs/product.md#search: a failed search shows no results and no message; it is only logged.
          if (!signal.aborted) console.error('Menu search failed', error);
          throw error;
        }
      },
      // A whitespace-only query sends no request (docs/product.md#validation).
      enabled: query.trim() !== '',
      staleTime: 60_000,
      retry: false,
    }),
};

/** A price the menu no longer asks: what the dish page shows of its dishes is read again. */
export function refreshDishDetails(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: dishQueries.details() });
}

export function useDishes() {
  return useQuery(dishQueries.list());
}

export function useDish(name: string) {
  return useQuery({ ...dishQueries.detail(name), enabled: name.length > 0 });
}

/** docs/product.md#validation: the ingredient calls run only when a dish is chosen. */
export function useOptionalIngredients(dishName: string) {
  return useQuery({ ...dishQueries.optionalIngredients(dishName), enabled: dishName.length > 0 });
}

/** One query per chosen companion, in the order of `names`. */
export function useOptionalIngredientsOf(names: readonly string[]) {
  return useQueries({ queries: names.map((name) => dishQueries.optionalIngredients(name)) });
}

/**
 * docs/product.md#validation: the companions' prices are asked for only when companions are chosen. While the set of
 * chosen companions changes, the previous answer stays, so companions already shown keep their sizes.
 */
export function useCompatiblePrices(dishIds: readonly string[]) {
  return useQuery({ ...dishQueries.compatiblePrices(dishIds), enabled: dishIds.length > 0, placeholderData: keepPreviousData });
}

/** The results of a (debounced, trimmed) query; a failure reads as no results. */
export function useMenuSearch(query: string) {
  const result = useQuery(dishQueries.search(query));
  return {
    results: result.data ?? [],
    isLoading: result.isFetching && result.data === undefined,
    isError: result.isError,
    isSuccess: result.isSuccess,
  };
}
