/** POST /orders (Idempotency-Key header): turns the cart into an order, all or nothing. */
import { idempotencyKeyHeader, idempotencyKeySchema } from '../../orders/contract/order.ts';
import { placeOrderRequestSchema } from '../../orders/contract/place-order.ts';
import { validationError } from '../../platform/errors.ts';
import { clientAddress, http, Reply } from '../../platform/http/http.ts';
import { placeOrder } from '../use-cases/orders.ts';

export const handler = http({ route: 'ordering/post-orders', body: placeOrderRequestSchema }, async ({ body, user, event }) => {
  const key = idempotencyKeySchema.safeParse(event.headers?.[idempotencyKeyHeader]);
  if (!key.success) {
    throw validationError('An Idempotency-Key header is required.', [{ path: 'headers.idempotency-key', message: key.error.issues[0]?.message ?? 'Required' }]);
  }
  const placed = await placeOrder(user, key.data, body, new Date(), clientAddress(event));
  return new Reply(placed.status, placed.order);
});
