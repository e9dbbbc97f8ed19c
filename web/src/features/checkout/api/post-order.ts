/**
 * POST /api/orders: places the order. The Idempotency-Key header is the checkout trip's id, so a
 * double click, a retry or a reload after a lost answer places one order.
 */
import type { Order, PlaceOrderRequest } from '@contracts/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
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

/** The server is placing this very checkout for an earlier request: the same key again answers that order. */
export function isStillPlacing(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.details.some((detail) => detail.message === 'IN_PROGRESS');
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOrder,
    retry: (failureCount, error) => failureCount < 5 && isStillPlacing(error),
    retryDelay: (attempt) => 300 * 2 ** attempt,
    onSuccess: () => Promise.all(placedOrderKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
