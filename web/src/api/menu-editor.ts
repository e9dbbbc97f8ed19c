/**
 * The back office's menu editor (docs/business-rules.md#the-menu-editor): GET /api/owner/menu (every
 * dish, hidden ones too, in the shop's order), POST /api/owner/menu/dishes, PUT
 * /api/owner/menu/dishes/{dishId}, POST …/{dishId}/sold-out and PUT /api/owner/menu/order. Each
 * change puts the server's answer into the cached menu and has the shop's dish queries read again,
 * so the owner's own shop tabs show the change.
 */
import type { DishImage } from '@contracts/catalogue';
import type { EditableDish, MenuChangeAnswer, OwnerMenu, OwnerMenuDish, SoldOutRequest } from '@contracts/menu-editor';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { dishQueries } from './dishes.ts';

const ownerMenuSchema = () => import('@contracts/menu-editor').then((contracts) => contracts.ownerMenuSchema);
const menuChangeAnswerSchema = () => import('@contracts/menu-editor').then((contracts) => contracts.menuChangeAnswerSchema);

const dishPath = (dishId: string) => `/owner/menu/dishes/${encodeURIComponent(dishId)}`;

export function getOwnerMenu({ signal }: { signal?: AbortSignal } = {}): Promise<OwnerMenu> {
  return apiRequest('/owner/menu', { schema: ownerMenuSchema, signal });
}

/** 201 with the new dish (its id made from its name); 400 with field paths ('body.sizes.0.price'). */
export function postMenuDish(dish: EditableDish): Promise<MenuChangeAnswer> {
  return apiRequest('/owner/menu/dishes', { method: 'POST', body: dish, schema: menuChangeAnswerSchema });
}

/** Replaces the whole dish (its photos and switches stay); 404 unknown, 400 with field paths, 409 when saved meanwhile. */
export function putMenuDish({ dishId, dish }: { dishId: string; dish: EditableDish }): Promise<MenuChangeAnswer> {
  return apiRequest(dishPath(dishId), { method: 'PUT', body: dish, schema: menuChangeAnswerSchema });
}

/** The dish's own switch, or one extra's (`extraId`): sold out today, until switched back, or available. */
export function postSoldOut({ dishId, ...request }: SoldOutRequest & { dishId: string }): Promise<MenuChangeAnswer> {
  return apiRequest(`${dishPath(dishId)}/sold-out`, { method: 'POST', body: request, schema: menuChangeAnswerSchema });
}

/** The dishes in the order the shop shows them (each category keeps its place); answers the menu as it is now. */
export function putMenuOrder(dishIds: readonly string[]): Promise<OwnerMenu> {
  return apiRequest('/owner/menu/order', { method: 'PUT', body: { dishIds }, schema: ownerMenuSchema });
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

/** The menu with one dish as the server answered it (in its place, or last when new). */
export function withDish(menu: OwnerMenu, answer: MenuChangeAnswer): OwnerMenu {
  const known = menu.dishes.some((dish) => dish.id === answer.dish.id);
  const dishes = known ? menu.dishes.map((dish) => (dish.id === answer.dish.id ? answer.dish : dish)) : [...menu.dishes, answer.dish];
  return { version: Math.max(menu.version, answer.version), dishes };
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

/** After a photo upload (api/menu-photos.ts): the dish's photos as they are now, in the cached menu; the menu is read again. */
export function useKeepDishPhotos() {
  const queryClient = useQueryClient();
  return (dishId: string, images: DishImage[]) => {
    queryClient.setQueryData(menuEditorQueries.menu().queryKey, (menu) =>
      menu ? { ...menu, dishes: menu.dishes.map((dish) => (dish.id === dishId ? { ...dish, images } : dish)) } : menu,
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

/** Moves at once on screen (the keyboard stays with the moved dish); back as it was if the server refuses. */
export function useReorderMenu() {
  const queryClient = useQueryClient();
  const key = menuEditorQueries.menu().queryKey;
  return useMutation({
    mutationKey: [...menuEditorQueries.all(), 'order'],
    mutationFn: putMenuOrder,
    onMutate: async (dishIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, inOrder(before, dishIds));
      return { before };
    },
    onError: (_error, _dishIds, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: async (menu) => {
      // A later move still on its way keeps its own order on screen until its answer comes.
      if (queryClient.isMutating({ mutationKey: [...menuEditorQueries.all(), 'order'] }) <= 1) queryClient.setQueryData(key, menu);
      await queryClient.invalidateQueries({ queryKey: dishQueries.all() });
    },
  });
}
