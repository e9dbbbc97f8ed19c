/** GET /api/orders/{orderId}: one of the customer's orders with its lines, totals and history (404 if not theirs). */
import type { Order } from '@contracts/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isOpenStatus } from '../order-status.ts';
import { orderKeys, orderSchemas } from './order-keys.ts';

/** How often an order still on its way is read again, so the tracker follows the kitchen. */
const followIntervalMs = 60_000;

export function getOrder(orderId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Order> {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}`, { schema: () => orderSchemas().then((m) => m.orderSchema), signal });
}

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, { signal }),
    refetchInterval: (query) => (query.state.data && isOpenStatus(query.state.data.status) ? followIntervalMs : false),
  });

export function useOrder(orderId: string) {
  return useQuery(orderQuery(orderId));
}
