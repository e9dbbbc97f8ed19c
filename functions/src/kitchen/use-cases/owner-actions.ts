/**
 * The owner's e-mail links: the signed token is the only authority. GET previews the order and says
 * whether the action can still be taken; POST takes it once through the board's own path
 * (order-workflow.ts: status, who and when, marker and the customer's message in one transaction).
 * A bad token is 403; an action already taken or not possible now is 409.
 */
import { sessionSecret } from '../../platform/config/session-secret.ts';
import { orderSchema, type Order, type OwnerActionAnswer } from '../../orders/contract/order.ts';
import { promisedTime } from '../../orders/contract/order-promise.ts';
import { type StoredOrder, ownerActionPrompt, planOwnerAction } from '../../orders/index.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyOwnerActionToken, type OwnerActionClaims } from '../rules/owner-action-token.ts';
import { currentOrder, takeOrderStep } from '../../ordering/index.ts';

export const invalidLinkMessage = 'This link is not valid or has expired.';

/** The order as the answer shows it: the contract's fields only (no user id, cart lines or bookkeeping). */
const publicOrder = (order: StoredOrder): Order => orderSchema.parse(order);

async function claimsOf(token: string): Promise<OwnerActionClaims> {
  const claims = await verifyOwnerActionToken(token, await sessionSecret());
  if (!claims) throw new AppError('FORBIDDEN', invalidLinkMessage);
  return claims;
}

const orderOf = (claims: OwnerActionClaims): Promise<StoredOrder> => currentOrder(claims.userId, claims.orderId);

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
    // A link accepts with the order's own time: the page says which time that promises.
    ...(claims.action === 'accept' && plan.kind === 'allowed' ? { promisedAt: promisedTime(order) } : {}),
  };
}

/** What the order's history says took a step through an e-mailed link (the link names no person). */
export const emailLinkActor = 'e-mail link';

/** POST: takes the action once; 409 (nothing changed, no message sent) when done already or not possible now. */
export async function performOwnerAction(token: string, now = new Date()): Promise<OwnerActionAnswer> {
  const claims = await claimsOf(token);
  const order = await orderOf(claims);
  const { order: updated, message } = await takeOrderStep({ order, action: claims.action, by: emailLinkActor, now });
  return { action: claims.action, order: publicOrder(updated), available: false, message };
}
