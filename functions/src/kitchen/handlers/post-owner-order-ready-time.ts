/**
 * POST /owner/orders/{orderId}/ready-time {customerId, readyInMinutes, promised}: the kitchen gives an accepted order a
 * new ready time, and the customer is told it (docs/business-rules.md#the-order-board).
 */
import { kitchenOrderPathSchema, readyTimeRequestSchema } from '../../orders/contract/kitchen.ts';
import { notFound } from '../../platform/errors.ts';
import { http } from '../../platform/http/http.ts';
import { changeOrderReadyTime } from '../use-cases/kitchen-board.ts';

export const handler = http({ route: 'kitchen/post-owner-order-ready-time', body: readyTimeRequestSchema }, async ({ pathParameters, body, user }) => {
  const path = kitchenOrderPathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('No such order.');
  return changeOrderReadyTime(user, path.data.orderId, body);
});
