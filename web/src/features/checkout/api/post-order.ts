/**
 * POST /api/orders: places the order. The Idempotency-Key header is the checkout trip's id, so a
 * double click, a retry or a reload after a lost answer places one order.
 */
import type { Order, PlaceOrderRequest } from '@contracts/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderSchemas } from './checkout-keys.ts';

export function postOrder({ request, idempotencyKey }: { request: PlaceOrderRequest; idempotencyKey: string }): Promise<Order> {
  return apiRequest('/orders', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: () => orderSchemas().then((m) => m.orderSchema),
  });
}

/** The data sets an order changes: the cart (emptied), the header's count, the orders and the inbox. */
export const placedOrderKeys = [['cart'], ['cartQuantity'], ['orders'], ['messages']] as const;

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOrder,
    onSuccess: () => Promise.all(placedOrderKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
