/**
 * The kitchen's menu editor (docs/business-rules.md#the-menu-editor): GET /api/owner/menu (every
 * dish, hidden ones too, in the shop's order), POST /api/owner/menu/dishes, PUT
 * /api/owner/menu/dishes/{dishId}, POST …/{dishId}/sold-out and PUT /api/owner/menu/order. Each
 * change puts the server's answer into the cached menu and has the shop's dish queries read again,
 * so the owner's own shop tabs show the change. A dish save and a reorder send the version they were
 * made from, and are refused (409) when another owner changed the dish or the order meanwhile
 * (docs/business-rules.md#the-menu-editor).
 */
import type { DishImage } from '@functions/catalogue/contract/catalogue';
import type { EditableDish, MenuChangeAnswer, MenuOrderRequest, OwnerMenu, OwnerMenuDish, SoldOutRequest } from '@functions/catalogue/contract/menu-editor';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { apiRequest } from '../lib/api-client.ts';
import { ApiError } from '../lib/api-error.ts';
import { dishQueries } from './dishes.ts';

const ownerMenuSchema = () => import('@functions/catalogue/contract/menu-editor').then((contracts) => contracts.ownerMenuSchema);
const menuChangeAnswerSchema = () => import('@functions/catalogue/contract/menu-editor').then((contracts) => contracts.menuChangeAnswerSchema);

const dishPath = (dishId: string) => `/owner/menu/dishes/${encodeURIComponent(dishId)}`;

export function getOwnerMenu({ signal }: { signal?: AbortSignal } = {}): Promise<OwnerMenu> {
  return apiRequest('/owner/menu', { schema: ownerMenuSchema, signal });
}

/** 201 with the new dish (its id made from its name); 400 with field paths ('body.sizes.0.price'). */
export function postMenuDish(dish: EditableDish): Promise<MenuChangeAnswer> {
  return apiRequest('/owner/menu/dishes', { method: 'POST', body: dish, schema: menuChangeAnswerSchema });
}

/**
 * Replaces the whole dish (its photos and switches stay) over `version`, the dish's version the
 * form was made from; 404 unknown, 400 with field paths, 409 when another owner changed it meanwhile.
 */
export function putMenuDish({ dishId, dish, version }: { dishId: string; dish: EditableDish; version: number }): Promise<MenuChangeAnswer> {
  return apiRequest(dishPath(dishId), { method: 'PUT', body: { ...dish, version }, schema: menuChangeAnswerSchema });
}

/** The dish's own switch, or one extra's (`extraId`): sold out today, until switched back, or available. */
export function postSoldOut({ dishId, ...request }: SoldOutRequest & { dishId: string }): Promise<MenuChangeAnswer> {
  return apiRequest(`${dishPath(dishId)}/sold-out`, { method: 'POST', body: request, schema: menuChangeAnswerSchema });
}

/**
 * The dishes in the order the shop shows them (each category keeps its place), over `version`, the
 * menu's `orderVersion` the list was made from; answers the menu as it is now, 409 when another owner reordered meanwhile.
 */
export function putMenuOrder(request: MenuOrderRequest): Promise<OwnerMenu> {
  return apiRequest('/owner/menu/order', { method: 'PUT', body: request, schema: ownerMenuSchema });
}

export const menuEditorQueries = {
  all: () => ['menu-editor'] as const,
  menu: () =>
    queryOptions({
      queryKey: [...menuEditorQueries.all(), 'menu'] as const,
      queryFn: ({ signal }) => getOwnerMenu({ signal }),
      // Another device may change the menu too: read again on coming back to the tab after 30 s.
      staleTime: 30_000,
    }),
};

export function useOwnerMenu() {
  return useQuery(menuEditorQueries.menu());
}

/** Reads the menu again now (Reload after a 409): the cached menu becomes the server's, which is answered. */
export function useReloadOwnerMenu() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...menuEditorQueries.menu(), staleTime: 0 });
}

/** The menu with one dish as the server answered it (in its place, or last when new). */
export function withDish(menu: OwnerMenu, answer: MenuChangeAnswer): OwnerMenu {
  const known = menu.dishes.some((dish) => dish.id === answer.dish.id);
  const dishes = known ? menu.dishes.map((dish) => (dish.id === answer.dish.id ? answer.dish : dish)) : [...menu.dishes, answer.dish];
  return { ...menu, version: Math.max(menu.version, answer.version), dishes };
}

/** After a change: the cached menu takes the answer, and the shop's menu, dish pages and search are read again. */
async function dishChanged(queryClient: QueryClient, answer: MenuChangeAnswer): Promise<void> {
  queryClient.setQueryData(menuEditorQueries.menu().queryKey, (menu) => (menu ? withDish(menu, answer) : menu));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: dishQueries.all() }),
    // A new dish lands in its category's place: the editor's list reads the order again.
    queryClient.invalidateQueries({ queryKey: menuEditorQueries.all() }),
  ]);
}

export function useCreateDish() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postMenuDish, onSuccess: (answer) => dishChanged(queryClient, answer) });
}

export function useSaveDish() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putMenuDish, onSuccess: (answer) => dishChanged(queryClient, answer) });
}

export function useSwitchSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postSoldOut, onSuccess: (answer) => dishChanged(queryClient, answer) });
}

/**
 * After a photo upload (api/menu-photos.ts): the dish's photos as they are now, in the cached menu,
 * with the dish's version when the answer gives it (a photo raises it); the menu is read again.
 */
export function useKeepDishPhotos() {
  const queryClient = useQueryClient();
  return (dishId: string, images: DishImage[], version?: number) => {
    queryClient.setQueryData(menuEditorQueries.menu().queryKey, (menu) =>
      menu
        ? { ...menu, dishes: menu.dishes.map((dish) => (dish.id === dishId ? { ...dish, images, ...(version === undefined ? {} : { version }) } : dish)) }
        : menu,
    );
    return queryClient.invalidateQueries({ queryKey: menuEditorQueries.all() });
  };
}

/** The dishes of `menu` in the order of `dishIds` (the ones it does not name keep their place after them). */
export function inOrder(menu: OwnerMenu, dishIds: readonly string[]): OwnerMenu {
  const byId = new Map(menu.dishes.map((dish) => [dish.id, dish]));
  const ordered = dishIds.map((id) => byId.get(id)).filter((dish): dish is OwnerMenuDish => dish !== undefined);
  const named = new Set(dishIds);
  return { ...menu, dishes: [...ordered, ...menu.dishes.filter((dish) => !named.has(dish.id))] };
}

const orderMutationKey = [...menuEditorQueries.all(), 'order'] as const;

/** A move of the list, sent after an earlier one failed: not sent (its list was made on top of the failed one). */
const afterFailedMove = () =>
  new ApiError({ status: 409, code: 'CONFLICT', message: 'The order was not saved: an earlier move was not saved either. Reload to see the order as it is.' });

/**
 * Moves at once on screen (the keyboard stays with the moved dish); back as it was if the server
 * refuses. Each move is made from the cached menu at that moment (a quick second move is made on top
 * of the first even before the screen redraws) and sends the whole list with the order's version
 * it was made from: the cached `orderVersion` is raised with the move on screen (as the server
 * raises it), and moves are sent one after another, so quick moves of one owner follow each other,
 * while another owner's reorder meanwhile makes the next move a 409. After a failed move, the moves
 * already made on top of it are not sent. `error` is the first failure until `reload` reads the menu again.
 */
export function useReorderMenu() {
  const queryClient = useQueryClient();
  const key = menuEditorQueries.menu().queryKey;
  const reload = useReloadOwnerMenu();
  // Failed moves so far: a move made before the latest failure is not sent.
  const failures = useRef(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  type Move = MenuOrderRequest & { failuresAtMove: number; before: OwnerMenu };
  const mutation = useMutation({
    mutationKey: orderMutationKey,
    // One after another: each is made on top of the one before.
    scope: { id: 'menu-order' },
    mutationFn: ({ failuresAtMove, before: _before, ...request }: Move) =>
      failuresAtMove === failures.current ? putMenuOrder(request) : Promise.reject(afterFailedMove()),
    onError: (error, { failuresAtMove, before }) => {
      // Only the first failure of a run of moves puts the list back (to before it) and is shown.
      if (failuresAtMove !== failures.current) return;
      failures.current += 1;
      queryClient.setQueryData(key, before);
      setFailure(error);
    },
    onSuccess: async (menu) => {
      // A later move still on its way keeps its own order (and version) on screen until its answer comes.
      if (queryClient.isMutating({ mutationKey: orderMutationKey }) <= 1) queryClient.setQueryData(key, menu);
      await queryClient.invalidateQueries({ queryKey: dishQueries.all() });
    },
  });
  return {
    /**
     * Moves as `order` says, given the cached menu's dishes (null: nothing to move), on screen at
     * once and sent over the cached `orderVersion`; answers the list sent.
     */
    move: (order: (dishes: readonly OwnerMenuDish[]) => string[] | null): string[] | null => {
      const before = queryClient.getQueryData(key);
      const dishIds = before ? order(before.dishes) : null;
      if (!before || !dishIds) return null;
      // A read on its way would put the old order back on screen.
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, { ...inOrder(before, dishIds), orderVersion: before.orderVersion + 1 });
      setFailure(null);
      mutation.mutate({ dishIds, version: before.orderVersion, failuresAtMove: failures.current, before });
      return dishIds;
    },
    error: failure,
    /** Reads the menu again (the other owner's order), and the failure goes. */
    reload: async () => {
      setReloading(true);
      try {
        await reload();
        setFailure(null);
      } finally {
        setReloading(false);
      }
    },
    reloading,
  };
}
