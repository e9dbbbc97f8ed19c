/**
 * The cart, for every screen: GET /api/cart, /api/cart/total, /api/saves, /api/buyAgain and
 * /api/ingredients/chosen, and every change to them. docs/product.md#calls names two cached data sets:
 * 'cart' (the lines, saved items, buy again, chosen add-ons) and 'cartQuantity' (the header's count
 * and total), so `cartQueries` has two roots; every cart change and sign-out invalidate both.
 */
import type {
  AddToCartRequest,
  BuyAgainItem,
  Cart,
  CartSummary,
  ChangeQuantityRequest,
  ChosenIngredients,
  ChosenIngredientsAnswer,
  EditCartRequest,
  LineChange,
  SavedItem,
} from '@functions/cart/contract/cart';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { useStoredUser } from '../lib/stored-user.ts';

/** The shared schemas load lazily with zod, so a screen starts its request without waiting for them. */
const cartSchemas = () => import('@functions/cart/contract/cart');

// ---- Reads ----

/** The cart grouped by dish, priced today, with what changed. */
export function getCart({ signal }: { signal?: AbortSignal } = {}): Promise<Cart> {
  return apiRequest('/cart', { schema: () => cartSchemas().then((m) => m.cartSchema), signal });
}

/** The header's count and total. */
export function getCartTotal({ signal }: { signal?: AbortSignal } = {}): Promise<CartSummary> {
  return apiRequest('/cart/total', { schema: () => cartSchemas().then((m) => m.cartSummarySchema), signal });
}

/** The saved-for-later items. */
export function getSaves({ signal }: { signal?: AbortSignal } = {}): Promise<SavedItem[]> {
  return apiRequest('/saves', { schema: () => cartSchemas().then((m) => m.savedItemsSchema), signal });
}

/** Dishes ordered before, priced today. */
export function getBuyAgain({ signal }: { signal?: AbortSignal } = {}): Promise<BuyAgainItem[]> {
  return apiRequest('/buyAgain', { schema: () => cartSchemas().then((m) => m.buyAgainSchema), signal });
}

/** The add-ons the customer chose per dish last time (saved customisations). */
export function getChosenIngredients({ signal }: { signal?: AbortSignal } = {}): Promise<ChosenIngredientsAnswer> {
  return apiRequest('/ingredients/chosen', { schema: () => cartSchemas().then((m) => m.chosenIngredientsAnswerSchema), signal });
}

export const cartQueries = {
  all: () => ['cart'] as const,
  lines: () => queryOptions({ queryKey: [...cartQueries.all(), 'lines'] as const, queryFn: ({ signal }) => getCart({ signal }) }),
  saves: () => queryOptions({ queryKey: [...cartQueries.all(), 'saves'] as const, queryFn: ({ signal }) => getSaves({ signal }) }),
  buyAgain: () => queryOptions({ queryKey: [...cartQueries.all(), 'buy-again'] as const, queryFn: ({ signal }) => getBuyAgain({ signal }) }),
  chosenIngredients: () =>
    queryOptions({
      queryKey: [...cartQueries.all(), 'chosen-ingredients'] as const,
      queryFn: ({ signal }) => getChosenIngredients({ signal }),
      staleTime: 60_000,
    }),
  /** The header's count and total: its own data set 'cartQuantity', so its own root (no refetch on window focus, docs/product.md#calls). */
  total: () => queryOptions({ queryKey: ['cartQuantity'] as const, queryFn: ({ signal }) => getCartTotal({ signal }), refetchOnWindowFocus: false }),
};

/** After any change to the cart: refetch both data sets (returned, so mutations wait for it). */
export function invalidateCart(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
    queryClient.invalidateQueries({ queryKey: cartQueries.total().queryKey }),
  ]);
}

/** Runs only when a user is signed in (docs/product.md#validation). */
export function useCart() {
  return useQuery({ ...cartQueries.lines(), enabled: useStoredUser() !== null });
}

export function useCartTotal() {
  return useQuery({ ...cartQueries.total(), enabled: useStoredUser() !== null });
}

export function useSaves() {
  return useQuery({ ...cartQueries.saves(), enabled: useStoredUser() !== null });
}

export function useBuyAgain(enabled = true) {
  const signedIn = useStoredUser() !== null;
  return useQuery({ ...cartQueries.buyAgain(), enabled: enabled && signedIn });
}

/** The ids of the add-ons this customer usually takes with a dish; empty when signed out or none are known. */
export function useUsualIngredients(dishId: string): string[] | undefined {
  const { data } = useQuery({ ...cartQueries.chosenIngredients(), enabled: useStoredUser() !== null });
  return data?.find((entry) => entry.dishId === dishId)?.ingredients.map((ingredient) => ingredient.id);
}

// ---- Changes ----

/** POST /api/cart: adds a dish and its companions; answers the header's summary. */
export function postCart(request: AddToCartRequest): Promise<CartSummary> {
  return apiRequest('/cart', { method: 'POST', body: request, schema: () => cartSchemas().then((m) => m.cartSummarySchema) });
}

/** DELETE /api/cart?dishOrderId=: removes a cart line or a saved item. */
export function deleteCartLine(orderId: string): Promise<unknown> {
  return apiRequest('/cart', { method: 'DELETE', query: { dishOrderId: orderId } });
}

/** PUT /api/cart/restore: Undo of a delete; the line comes back as it was (choices, quantity, place). */
export function putCartRestore(orderId: string): Promise<LineChange> {
  return apiRequest('/cart/restore', { method: 'PUT', body: { orderId }, schema: () => cartSchemas().then((m) => m.lineChangeSchema) });
}

/** PUT /api/cart/changeQuantity: one step (the arrows) or a new quantity. */
export function putChangeQuantity(request: ChangeQuantityRequest): Promise<LineChange> {
  return apiRequest('/cart/changeQuantity', { method: 'PUT', body: request, schema: () => cartSchemas().then((m) => m.lineChangeSchema) });
}

/** PUT /api/cart/confirm: accepts today's price of a line whose price changed. */
export function putCartConfirm(orderId: string): Promise<LineChange> {
  return apiRequest('/cart/confirm', { method: 'PUT', body: { orderId }, schema: () => cartSchemas().then((m) => m.lineChangeSchema) });
}

/** PUT /api/cart/edit: the edit modal's Finalize. */
export function putCartEdit(request: EditCartRequest): Promise<LineChange> {
  return apiRequest('/cart/edit', { method: 'PUT', body: request, schema: () => cartSchemas().then((m) => m.lineChangeSchema) });
}

/** PUT /api/saves: saves a cart line for later (the line plus status 'saved'). */
export function putSave(orderId: string): Promise<LineChange> {
  return apiRequest('/saves', { method: 'PUT', body: { orderId, status: 'saved' }, schema: () => cartSchemas().then((m) => m.lineChangeSchema) });
}

/** PUT /api/saves/unsave: moves a saved item back into the cart. */
export function putUnsave(id: string): Promise<LineChange> {
  return apiRequest('/saves/unsave', { method: 'PUT', body: { id }, schema: () => cartSchemas().then((m) => m.lineChangeSchema) });
}

/** POST /api/ingredients/setChosen: remembers the add-ons chosen per dish (saved customisations). */
export function postSetChosen(chosen: ChosenIngredients[]): Promise<unknown> {
  return apiRequest('/ingredients/setChosen', { method: 'POST', body: chosen });
}

export function useAddToCartMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCart,
    onSuccess: (summary) => {
      queryClient.setQueryData(cartQueries.total().queryKey, summary);
      return invalidateCart(queryClient);
    },
  });
}

export function useEditCartLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putCartEdit, onSuccess: () => invalidateCart(queryClient) });
}

// The changes below re-read the cart when they fail too (onSettled), so it shows what the server has.

export function useDeleteCartLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCartLine, onSettled: () => invalidateCart(queryClient) });
}

export function useRestoreCartLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putCartRestore, onSettled: () => invalidateCart(queryClient) });
}

export function useChangeQuantity() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putChangeQuantity, onSettled: () => invalidateCart(queryClient) });
}

export function useConfirmPrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putCartConfirm, onSettled: () => invalidateCart(queryClient) });
}

export function useSaveForLater() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putSave, onSettled: () => invalidateCart(queryClient) });
}

export function useMoveToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putUnsave, onSettled: () => invalidateCart(queryClient) });
}
