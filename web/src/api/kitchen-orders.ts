/**
 * The kitchen's order board: GET /api/owner/orders (polled, so new orders appear without a
 * reload), GET /api/owner/orders/search?q= and POST /api/owner/orders/{orderId}/status (accept with
 * a ready time, ready, out for delivery, completed, cancel with a reason), POST /api/owner/orders/{orderId}/ready-time
 * (a new ready time for an accepted order, told to the customer), POST /api/owner/orders/{orderId}/refunds (part or all
 * of a card order, with the reason the customer reads) and the balance link.
 */
import type { RefundRequest } from '@functions/orders/contract/card-payment.ts';
import type { BoardActionAnswer, BoardActionRequest, BoardAnswer, OrderSearchAnswer, ReadyTimeRequest } from '@functions/orders/contract/kitchen';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

const kitchenContracts = () => import('@functions/orders/contract/kitchen');

/** How often the board asks for changes: a new order shows within this (the issue asks for 10 s). */
export const boardPollMs = 5_000;

export async function getBoard({ signal }: { signal?: AbortSignal } = {}): Promise<BoardAnswer> {
  return apiRequest('/owner/orders', { schema: () => kitchenContracts().then((m) => m.boardAnswerSchema), signal });
}

export async function searchKitchenOrders(q: string, { signal }: { signal?: AbortSignal } = {}): Promise<OrderSearchAnswer> {
  return apiRequest('/owner/orders/search', { query: { q }, schema: () => kitchenContracts().then((m) => m.orderSearchAnswerSchema), signal });
}

export function postOrderStep({ orderId, ...request }: BoardActionRequest & { orderId: string }): Promise<BoardActionAnswer> {
  return apiRequest(`/owner/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'POST',
    body: request,
    schema: () => kitchenContracts().then((m) => m.boardActionAnswerSchema),
  });
}

export const kitchenOrderQueries = {
  all: () => ['kitchen-orders'] as const,
  board: () =>
    queryOptions({
      queryKey: [...kitchenOrderQueries.all(), 'board'] as const,
      queryFn: ({ signal }) => getBoard({ signal }),
      refetchInterval: boardPollMs,
      // The kitchen keeps the board in a background tab too: it must still hear new orders.
      refetchIntervalInBackground: true,
      // Offline, react-query pauses the poll (its onlineManager); back online it reads at once, and the board catches up.
      refetchOnReconnect: true,
      staleTime: 0,
    }),
  search: (q: string) =>
    queryOptions({
      queryKey: [...kitchenOrderQueries.all(), 'search', q] as const,
      queryFn: ({ signal }) => searchKitchenOrders(q, { signal }),
      staleTime: 30_000,
    }),
};

export function useBoard() {
  return useQuery(kitchenOrderQueries.board());
}

/** Searches once the owner typed at least two characters; keeps the last results while the next load. */
export function useKitchenOrderSearch(q: string) {
  return useQuery({ ...kitchenOrderQueries.search(q), enabled: q.trim().length >= 2, placeholderData: keepPreviousData });
}

/** The board's cache after a step or a refund: the answer's order shown at once; then everything is read again. */
function boardUpdates(queryClient: QueryClient) {
  return {
    onSuccess: ({ order }: BoardActionAnswer) => {
      queryClient.setQueryData(kitchenOrderQueries.board().queryKey, (board) =>
        board ? { ...board, orders: board.orders.map((entry) => (entry.orderId === order.orderId ? order : entry)) } : board,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenOrderQueries.all() }),
  };
}

/** Moves an order along: the board shows the answer's order at once, then reads everything again. */
export function useOrderStep() {
  return useMutation({ mutationFn: postOrderStep, ...boardUpdates(useQueryClient()) });
}

/** A new ready time for an accepted order; `promised` is the time the sheet showed (a change from an older read is refused). */
export function postReadyTime({ orderId, ...request }: ReadyTimeRequest & { orderId: string }): Promise<BoardActionAnswer> {
  return apiRequest(`/owner/orders/${encodeURIComponent(orderId)}/ready-time`, {
    method: 'POST',
    body: request,
    schema: () => kitchenContracts().then((m) => m.boardActionAnswerSchema),
  });
}

/** A new ready time: the board shows the answer's order at once, then reads everything again. */
export function useReadyTime() {
  return useMutation({ mutationFn: postReadyTime, ...boardUpdates(useQueryClient()) });
}

/** Refunds part or all of a charged card order; `refundsSeen` is how many refunds the sheet showed (a refund from an older read is refused). */
export function postRefund({ orderId, ...request }: RefundRequest & { orderId: string }): Promise<BoardActionAnswer> {
  return apiRequest(`/owner/orders/${encodeURIComponent(orderId)}/refunds`, {
    method: 'POST',
    body: request,
    schema: () => kitchenContracts().then((m) => m.boardActionAnswerSchema),
  });
}

/** A refund: the board shows the answer's order at once, then reads everything again. */
export function useRefund() {
  return useMutation({ mutationFn: postRefund, ...boardUpdates(useQueryClient()) });
}

/**
 * E-mails the customer a card link for a catering order's balance (what is left after the deposit; the server's
 * amount). A link still open is e-mailed again; the answer says which.
 */
export function postBalanceLink({ orderId, customerId }: { orderId: string; customerId: string }): Promise<BoardActionAnswer> {
  return apiRequest(`/owner/orders/${encodeURIComponent(orderId)}/balance-link`, {
    method: 'POST',
    body: { customerId },
    schema: () => kitchenContracts().then((m) => m.boardActionAnswerSchema),
  });
}

/** A balance link: the board shows the answer's order at once, then reads everything again. */
export function useBalanceLink() {
  return useMutation({ mutationFn: postBalanceLink, ...boardUpdates(useQueryClient()) });
}
