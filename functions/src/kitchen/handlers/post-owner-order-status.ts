/**
 * POST /owner/orders/{orderId}/status {customerId, action, readyInMinutes?, reason?}: the board moves
 * an order along (accept with a ready time, ready, out for delivery, completed, cancel with a reason).
 */
import { boardActionRequestSchema, kitchenOrderPathSchema } from '../../orders/contract/kitchen.ts';
import { notFound } from '../../platform/errors.ts';
import { http } from '../../platform/http/http.ts';
import { actOnOrder } from '../use-cases/kitchen-board.ts';

export const handler = http({ route: 'kitchen/post-owner-order-status', body: boardActionRequestSchema }, async ({ pathParameters, body, user }) => {
  const path = kitchenOrderPathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('No such order.');
  return actOnOrder(user, path.data.orderId, body);
});
