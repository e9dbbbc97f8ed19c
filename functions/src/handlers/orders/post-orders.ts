/** POST /orders (Idempotency-Key header): turns the cart into an order, all or nothing. */
import { idempotencyKeyHeader, idempotencyKeySchema } from '../../contracts/order.ts';
import { placeOrderRequestSchema } from '../../contracts/place-order.ts';
import { validationError } from '../../domain/errors.ts';
import { http, Reply } from '../../middleware/http.ts';
import { placeOrder } from '../../services/orders.ts';

export const handler = http({ route: 'orders/post-orders', body: placeOrderRequestSchema }, async ({ body, user, event }) => {
  const key = idempotencyKeySchema.safeParse(event.headers?.[idempotencyKeyHeader]);
  if (!key.success) {
    throw validationError('An Idempotency-Key header is required.', [{ path: 'headers.idempotency-key', message: key.error.issues[0]?.message ?? 'Required' }]);
  }
  const placed = await placeOrder(user, key.data, body);
  return new Reply(placed.status, placed.order);
});
