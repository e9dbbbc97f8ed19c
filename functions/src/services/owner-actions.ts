/**
 * The owner's e-mail links: the signed token is the only authority. GET previews the order and says
 * whether the action can still be taken; POST takes it once (status, marker and the customer's
 * message in one transaction). A bad token is 403; an action already taken or not possible now is 409.
 */
import { sessionSecret } from '../config/session-secret.ts';
import { orderSchema, type Order, type OwnerActionAnswer } from '../contracts/order.ts';
import { changeOrderStatus } from '../data/order-status.ts';
import { getOrder, type StoredOrder } from '../data/order.ts';
import { AppError, conflict, notFound } from '../domain/errors.ts';
import { ownerActionDone, ownerActionPrompt, planOwnerAction } from '../domain/order-status.ts';
import { orderMessage } from './messages.ts';
import { verifyOwnerActionToken, type OwnerActionClaims } from '../domain/owner-action-token.ts';

export const invalidLinkMessage = 'This link is not valid or has expired.';

/** The order as the answer shows it: the contract's fields only (no user id, cart lines or bookkeeping). */
const publicOrder = (order: StoredOrder): Order => orderSchema.parse(order);

async function claimsOf(token: string): Promise<OwnerActionClaims> {
  const claims = await verifyOwnerActionToken(token, await sessionSecret());
  if (!claims) throw new AppError('FORBIDDEN', invalidLinkMessage);
  return claims;
}

async function orderOf(claims: OwnerActionClaims): Promise<StoredOrder> {
  const order = await getOrder(claims.userId, claims.orderId);
  if (!order) throw notFound('This order no longer exists.');
  return order;
}

/** GET: the order and whether the link's action can still be taken. */
export async function previewOwnerAction(token: string): Promise<OwnerActionAnswer> {
  const claims = await claimsOf(token);
  const order = await orderOf(claims);
  const plan = planOwnerAction(order, claims.action);
  return {
    action: claims.action,
    order: publicOrder(order),
    available: plan.kind === 'allowed',
    message: plan.kind === 'allowed' ? ownerActionPrompt(order, claims.action) : plan.message,
  };
}

/** POST: takes the action once; 409 (nothing changed, no message sent) when done already or not possible now. */
export async function performOwnerAction(token: string, now = new Date()): Promise<OwnerActionAnswer> {
  const claims = await claimsOf(token);
  const order = await orderOf(claims);
  const plan = planOwnerAction(order, claims.action);
  if (plan.kind !== 'allowed') throw conflict(plan.message);

  const outcome = await changeOrderStatus({
    userId: claims.userId,
    order,
    action: claims.action,
    from: plan.from,
    to: plan.to,
    ...(plan.to === 'completed' && order.paymentStatus === 'pay-on-handover' ? { paymentStatus: 'paid' as const } : {}),
    message: orderMessage(order, plan.to, now),
    now,
  });
  if (outcome !== 'changed') {
    // Someone acted in between: tell the owner what the order is now.
    const current = await orderOf(claims);
    const again = planOwnerAction(current, claims.action);
    throw conflict(again.kind === 'allowed' ? 'The order changed meanwhile. Please try again.' : again.message);
  }
  const updated = await orderOf(claims);
  return { action: claims.action, order: publicOrder(updated), available: false, message: ownerActionDone(updated, plan.to) };
}
