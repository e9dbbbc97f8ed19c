/** GET /api/orders: the signed-in customer's orders as summaries, newest first. */
import type { OrderSummary } from '@contracts/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys, orderSchemas } from './order-keys.ts';

export async function getOrders({ signal }: { signal?: AbortSignal } = {}): Promise<OrderSummary[]> {
  const orders = await apiRequest('/orders', { schema: () => orderSchemas().then((m) => m.orderSummariesSchema), signal });
  // The server answers newest first; sorting again keeps the promise whatever its index does.
  return orders.toSorted((a, b) => b.placedAt.localeCompare(a.placedAt));
}

export const ordersQuery = () => queryOptions({ queryKey: orderKeys.list(), queryFn: ({ signal }) => getOrders({ signal }) });

export function useOrders() {
  return useQuery(ordersQuery());
}
