/**
 * Favourites (docs/product.md#favourites, #what-the-browser-keeps and #calls): GET, POST and DELETE /api/favorites, their query keys,
 * the stored `favorites` list of dish names, and the toggle behind every heart (the menu, the dish
 * page and the account screen all use it).
 */
import type { MenuDish } from '@functions/catalogue/contract/catalogue';
import type { Favorites } from '@functions/catalogue/contract/favorites';
import { queryOptions, useIsMutating, useMutation, useMutationState, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { isApiError } from '../lib/api-error.ts';
import { useStoredUser } from '../lib/stored-user.ts';
import { privateKeyRoots } from './private-keys.ts';

const favoritesSchema = () => import('@functions/catalogue/contract/favorites').then((contracts) => contracts.favoritesSchema);
const favoriteAnswerSchema = () => import('@functions/catalogue/contract/favorites').then((contracts) => contracts.favoriteAnswerSchema);

/** Sends the user id as the original client did (docs/product.md#calls); the server answers the session user's list regardless. */
export function getFavorites(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Favorites> {
  return apiRequest('/favorites', { query: { userId }, schema: favoritesSchema, signal });
}

export async function postFavorite(dishId: string): Promise<void> {
  await apiRequest('/favorites', { method: 'POST', body: { dishId }, schema: favoriteAnswerSchema });
}

export async function deleteFavorite(dishId: string): Promise<void> {
  await apiRequest('/favorites', { method: 'DELETE', query: { dishId } });
}

/** Query keys and options of favourites, general to specific; one list per user. */
export const favoriteQueries = {
  all: () => privateKeyRoots.favorites,
  lists: () => [...favoriteQueries.all(), 'list'] as const,
  list: (userId: string) =>
    queryOptions({
      queryKey: [...favoriteQueries.lists(), userId] as const,
      queryFn: ({ signal }) => getFavorites(userId, { signal }),
    }),
};

/** The signed-in user's favourites; idle for a visitor. */
export function useFavorites() {
  const userId = useStoredUser()?.id ?? '';
  return useQuery({ ...favoriteQueries.list(userId), enabled: userId !== '' });
}

// ---- The stored list of favourite dish names (docs/product.md#what-the-browser-keeps, key `favorites`) ----

export const favoritesStorageKey = 'favorites';

export function readStoredFavoriteNames(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(favoritesStorageKey) ?? '[]');
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds or removes one dish name; blocked storage only means it is not remembered. */
export function storeFavoriteName(name: string, favorite: boolean): void {
  const others = readStoredFavoriteNames().filter((stored) => stored !== name);
  try {
    window.localStorage.setItem(favoritesStorageKey, JSON.stringify(favorite ? [...others, name] : others));
  } catch {
    // storage can be blocked (private modes, strict settings)
  }
}

// ---- The toggle ----

/** docs/product.md#favourites: the texts a heart shows when the change fails. */
export const favoriteSignInText = 'Please login to favorite this dish.';
export const favoriteErrorText = 'Error, please try again later.';

export function favoriteErrorMessage(error: unknown): string {
  return isApiError(error) && error.status === 401 ? favoriteSignInText : favoriteErrorText;
}

type FavoriteChange = { favorite: boolean };

/**
 * After a change: the list read again from the server, whatever is mounted. A read already in flight
 * may have started before the change was stored, so it is cancelled rather than awaited, and the
 * list is fetched anew (an invalidation alone refetches only lists some screen is observing at that
 * moment, and would leave an older answer in place).
 */
async function rereadFavorites(queryClient: QueryClient, userId: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: favoriteQueries.lists() });
  await queryClient.invalidateQueries({ queryKey: favoriteQueries.all(), refetchType: 'none' });
  if (userId === '') return;
  try {
    await queryClient.fetchQuery({ ...favoriteQueries.list(userId), staleTime: 0 });
  } catch {
    // The change itself was stored; the list is read again when a screen next shows it.
  }
}

/** The key of the toggles of one dish, so every heart of that dish sees a change in flight. */
const toggleKey = (dishId: string) => [...favoriteQueries.all(), 'toggle', dishId] as const;

/**
 * The favourite state of one dish and the change that flips it. The flip shows at once in every
 * heart of the dish (the change in flight is the state) and stays until the refetched list agrees;
 * a failure undoes it. The stored names change with it. `initialFavorite` counts until the list loads.
 */
export function useFavoriteToggle(dish: Pick<MenuDish, 'id' | 'name'>, initialFavorite = false) {
  const queryClient = useQueryClient();
  const favorites = useFavorites();
  const userId = useStoredUser()?.id ?? '';

  const mutation = useMutation<void, unknown, FavoriteChange>({
    mutationKey: toggleKey(dish.id),
    mutationFn: async ({ favorite }) => {
      if (favorite) return postFavorite(dish.id);
      try {
        await deleteFavorite(dish.id);
      } catch (error) {
        // Already gone (another tab removed it): what was asked for is true.
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
    },
    onMutate: ({ favorite }) => storeFavoriteName(dish.name, favorite),
    onError: (_error, { favorite }) => storeFavoriteName(dish.name, !favorite),
    // Returned, so the change stays in flight (and the flip shown) until the list has been read again.
    onSuccess: () => rereadFavorites(queryClient, userId),
  });

  const inFlight = useMutationState<FavoriteChange>({
    filters: { mutationKey: toggleKey(dish.id), status: 'pending' },
    select: (pending) => pending.state.variables as FavoriteChange,
  });
  const listed = favorites.data?.some((entry) => entry.id === dish.id);
  const favorite = inFlight.at(-1)?.favorite ?? listed ?? initialFavorite;

  return {
    favorite,
    pending: mutation.isPending,
    error: mutation.isError ? favoriteErrorMessage(mutation.error) : undefined,
    toggle: () => {
      if (!mutation.isPending) mutation.mutate({ favorite: !favorite });
    },
  };
}

/** Whether a favourite is being changed anywhere (a heart, or an undo): the favourites list is about to change. */
export function useFavoriteChangeInFlight(): boolean {
  return useIsMutating({ mutationKey: favoriteQueries.all() }) > 0;
}

/**
 * Undo of taking a dish off the favourites list (docs/product.md#favourites): favourites it again (the server
 * keeps no time for a removed favourite, so it comes back as the newest), then reads the list again.
 */
export function useRefavorite() {
  const queryClient = useQueryClient();
  const userId = useStoredUser()?.id ?? '';
  return useMutation<void, unknown, Pick<MenuDish, 'id' | 'name'>>({
    mutationKey: [...favoriteQueries.all(), 'undo'],
    mutationFn: (dish) => postFavorite(dish.id),
    onMutate: (dish) => storeFavoriteName(dish.name, true),
    onError: (_error, dish) => storeFavoriteName(dish.name, false),
    onSuccess: () => rereadFavorites(queryClient, userId),
  });
}
