/**
 * The customer's orders, for every screen: GET /api/orders (the list), GET /api/orders/{orderId},
 * POST /api/orders/{orderId}/buyAgain, and checkout: GET /api/orders/schedule, POST
 * /api/orders/quote and POST /api/orders (placing the order). Two key roots, general to specific:
 * `orderQueries` (['orders']: the list and one order) and `checkoutQueries` (['checkout']: the
 * schedule per mode and the quote per choice), so placing an order re-reads the orders without
 * asking the checkout screen's schedule and quote again.
 */
import type { BuyAgainAnswer, Order, OrderSummary, OrderTime, QuoteAnswer, QuoteRequest, ScheduleAnswer } from '@functions/orders/contract/order';
import type { PlaceOrderRequest } from '@functions/orders/contract/place-order';
import type { FulfilmentMode, TipChoice } from '@functions/shop/contract/ordering';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { isApiError } from '../lib/api-error.ts';
import { isOpenStatus } from '../lib/order-status-words.ts';
import { invalidateCart } from './cart.ts';
import { messageQueries } from './messages.ts';
import { privateKeyRoots } from './private-keys.ts';
import { sessionQueries, type LoginCheck } from './session.ts';

/** The shared schemas load lazily with zod, so a screen starts its request without waiting for them. */
const orderSchemas = () => import('@functions/orders/contract/order');

/**
 * How often an order still on its way is read again while its page is visible, so a change of status or of the
 * promised time shows within two seconds without a reload (docs/business-rules.md#the-order-page, issue 39). A
 * hidden tab does not ask (React Query pauses the interval) and reads it again when it is shown.
 */
export const orderFollowIntervalMs = 1_000;

// ---- The customer's orders ----

export async function getOrders({ signal }: { signal?: AbortSignal } = {}): Promise<OrderSummary[]> {
  const orders = await apiRequest('/orders', { schema: () => orderSchemas().then((m) => m.orderSummariesSchema), signal });
  // The server answers newest first; sorting again keeps the promise whatever its index does.
  return orders.toSorted((a, b) => b.placedAt.localeCompare(a.placedAt));
}

/** One of the customer's orders with its lines, totals and history (404 if not theirs). */
export function getOrder(orderId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Order> {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}`, { schema: () => orderSchemas().then((m) => m.orderSchema), signal });
}

/** The order's lines back in the cart at today's prices. */
export function postBuyAgain(orderId: string): Promise<BuyAgainAnswer> {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}/buyAgain`, {
    method: 'POST',
    schema: () => orderSchemas().then((m) => m.buyAgainAnswerSchema),
  });
}

export const orderQueries = {
  all: () => privateKeyRoots.orders,
  list: () => queryOptions({ queryKey: [...orderQueries.all(), 'list'] as const, queryFn: ({ signal }) => getOrders({ signal }) }),
  detail: (orderId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', orderId] as const,
      queryFn: ({ signal }) => getOrder(orderId, { signal }),
      refetchInterval: (query) => (query.state.data && isOpenStatus(query.state.data.status) ? orderFollowIntervalMs : false),
      refetchIntervalInBackground: false,
      // Shown again (another tab, the phone unlocked): read it at once rather than at the next interval.
      staleTime: 0,
    }),
};

export function useOrders() {
  return useQuery(orderQueries.list());
}

export function useOrder(orderId: string) {
  return useQuery(orderQueries.detail(orderId));
}

export function useBuyAgain() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postBuyAgain, onSuccess: () => invalidateCart(queryClient) });
}

// ---- Checkout ----

/** ASAP and the 15-minute slots still offered for pickup or delivery. */
export function getSchedule(mode: FulfilmentMode, { signal }: { signal?: AbortSignal } = {}): Promise<ScheduleAnswer> {
  return apiRequest('/orders/schedule', { query: { mode }, schema: () => orderSchemas().then((m) => m.scheduleAnswerSchema), signal });
}

/**
 * What the order costs now (subtotal, fee, an offer's discount, tax, tip, total), the offer it would take or why a
 * typed code is not taken, and why it can't be placed yet. A read, so it is a query keyed by the choices; the last
 * answer stays on screen while the next one loads.
 */
export function postQuote(request: QuoteRequest, { signal }: { signal?: AbortSignal } = {}): Promise<QuoteAnswer> {
  return apiRequest('/orders/quote', {
    method: 'POST',
    body: request,
    schema: () => orderSchemas().then((m) => m.quoteAnswerSchema),
    signal,
  });
}

/**
 * Places the order. The Idempotency-Key header is the checkout trip's id, so a double click, a
 * retry or a reload after a lost answer places one order.
 */
export function postOrder({ request, idempotencyKey }: { request: PlaceOrderRequest; idempotencyKey: string }): Promise<Order> {
  return apiRequest('/orders', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: () => orderSchemas().then((m) => m.orderSchema),
  });
}

export type QuoteChoice = {
  mode: FulfilmentMode;
  addressId?: string | undefined;
  tip: TipChoice;
  /** The time chosen so far: an offer's days and hours are judged at it (none: as soon as possible). */
  when?: OrderTime | undefined;
  /** What the customer typed in "Have a code?" (docs/business-rules.md#offers-and-loyalty). */
  code?: string | undefined;
  /** A loyalty reward taken with points instead of a code (never both: the server answers 400). */
  rewardId?: string | undefined;
};

/** The quote's body for a choice: only the parts chosen, as the strict schema takes them. */
export function quoteRequestOf({ mode, addressId, tip, when, code, rewardId }: QuoteChoice): QuoteRequest {
  return {
    mode,
    ...(addressId === undefined ? {} : { addressId }),
    tip,
    ...(when === undefined ? {} : { when }),
    ...(code === undefined ? {} : { code }),
    ...(rewardId === undefined ? {} : { rewardId }),
  };
}

/** Each combination the customer tries (mode, address, tip, time, code or reward) keeps its own cached answer. */
export const checkoutQueries = {
  all: () => privateKeyRoots.checkout,
  schedule: (mode: FulfilmentMode) =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'schedule', mode] as const,
      queryFn: ({ signal }) => getSchedule(mode, { signal }),
      // Slots fill up and the lead time moves with the clock: keep it fresh while the customer decides.
      staleTime: 30_000,
      refetchInterval: 60_000,
    }),
  quotes: () => [...checkoutQueries.all(), 'quote'] as const,
  quote: (choice: QuoteChoice) =>
    queryOptions({
      queryKey: [
        ...checkoutQueries.quotes(),
        choice.mode,
        choice.addressId ?? null,
        choice.tip,
        choice.when ?? null,
        choice.code ?? null,
        choice.rewardId ?? null,
      ] as const,
      queryFn: ({ signal }) => postQuote(quoteRequestOf(choice), { signal }),
      // Prices and the cart can change elsewhere: a quote is checked again whenever it is shown.
      staleTime: 0,
    }),
};

export function useSchedule(mode: FulfilmentMode) {
  return useQuery(checkoutQueries.schedule(mode));
}

/** `choice` null: not enough chosen yet to ask (e.g. delivery without an address). */
export function useQuote(choice: QuoteChoice | null) {
  return useQuery({
    ...checkoutQueries.quote(choice ?? { mode: 'pickup', tip: { kind: 'percent', percent: 0 } }),
    enabled: choice !== null,
    placeholderData: keepPreviousData,
  });
}

/** The server is placing this very checkout for an earlier request: the same key again answers that order. */
export function isStillPlacing(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.details.some((detail) => detail.message === 'IN_PROGRESS');
}

/**
 * An order changes the cart (emptied), the header's count, the orders, the inbox and the points: all are read
 * again. The order's page starts from the answer, and the phone given is the account's from now on, with
 * the texts' choice kept for next time (the notifications are read again).
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOrder,
    retry: (failureCount, error) => failureCount < 5 && isStillPlacing(error),
    retryDelay: (attempt) => 300 * 2 ** attempt,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueries.detail(order.orderId).queryKey, order);
      // The server kept the order's phone on the account (docs/business-rules.md#checkout).
      queryClient.setQueriesData<LoginCheck>({ queryKey: sessionQueries.all() }, (check) =>
        check?.user ? { ...check, user: { ...check.user, phone: order.customer.phone } } : check,
      );
      return Promise.all([
        invalidateCart(queryClient),
        queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
        queryClient.invalidateQueries({ queryKey: messageQueries.all() }),
        queryClient.invalidateQueries({ queryKey: privateKeyRoots.notifications }),
        // A reward taken spends points, and the order's own points are pending from now.
        queryClient.invalidateQueries({ queryKey: privateKeyRoots.loyalty }),
      ]);
    },
  });
}

// ---- Card payments (docs/business-rules.md#card-payments) ----

/**
 * The customer back from Stripe's page: 'paid' finishes the order from Stripe's own record (its webhook may have done
 * it first: then nothing changes); 'cancelled' ends the page so it can no longer be paid, and gives the order up.
 */
export function postPaymentReturn({ orderId, outcome }: { orderId: string; outcome: 'paid' | 'cancelled' }): Promise<Order> {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}/payment`, {
    method: 'POST',
    body: { outcome },
    schema: () => orderSchemas().then((m) => m.orderSchema),
  });
}

/** The order as the return left it is the order's page's; the cart (emptied once paid), the orders and the inbox are read again. */
export function usePaymentReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPaymentReturn,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueries.detail(order.orderId).queryKey, order);
      return Promise.all([
        invalidateCart(queryClient),
        queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
        queryClient.invalidateQueries({ queryKey: messageQueries.all() }),
      ]);
    },
  });
}

// ---- The customer's own cancel (docs/business-rules.md#the-customers-cancel) ----

/** Cancels the customer's order while the kitchen has not accepted it (409, saying why, once it has). */
export function postCancelOrder(orderId: string): Promise<Order> {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    schema: () => orderSchemas().then((m) => m.orderSchema),
  });
}

/** The cancelled order is the page's; the orders and the inbox are read again. Refused, the order is read again too. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueries.detail(order.orderId).queryKey, order);
      return Promise.all([queryClient.invalidateQueries({ queryKey: orderQueries.all() }), queryClient.invalidateQueries({ queryKey: messageQueries.all() })]);
    },
    onError: (_error, orderId) => queryClient.invalidateQueries({ queryKey: orderQueries.detail(orderId).queryKey }),
  });
}
