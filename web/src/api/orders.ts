/**
 * Query keys of the customer's orders, general to specific: ['orders'] for everything, then the
 * list (GET /orders) and one order (GET /orders/{orderId}).
 */
export const orderKeys = {
  all: () => ['orders'] as const,
  list: () => [...orderKeys.all(), 'list'] as const,
  detail: (orderId: string) => [...orderKeys.all(), 'detail', orderId] as const,
};

/** The shared schemas load lazily with zod, so a screen starts its request without waiting for them. */
export const orderSchemas = () => import('@contracts/order');
