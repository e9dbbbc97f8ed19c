/**
 * The owner's action links: a JWT (HS256, jose) naming one order and one action, with its own
 * audience and issuer, valid for 7 days. It is signed with a key derived from the session secret for
 * this purpose alone, so a session token never verifies as an action token, nor the other way round.
 */
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { orderIdPattern, ownerActions, type OwnerAction } from '../../orders/contract/order.ts';

export const ownerActionAudience = 'spices-owner-action';
export const ownerActionIssuer = 'spices-shop/kitchen';
export const ownerActionLifetimeSeconds = 7 * 24 * 60 * 60;

export type OwnerActionClaims = { orderId: string; userId: string; action: OwnerAction };

/** HMAC-SHA256(secret, 'owner-action'): a key no other token of the shop is signed with. */
export function ownerActionKey(secret: Uint8Array): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update('owner-action').digest());
}

/** After the slot, the owner still has this long to complete or cancel an order from its links. */
export const ownerActionGraceAfterSlotSeconds = 2 * 24 * 60 * 60;

/**
 * A link lasts a week, or until two days after the order's slot when that is later (orders can be
 * booked 14 days ahead, and their Complete link must still work on the day). A texted accept link
 * (docs/business-rules.md#the-ladder) gives its own, shorter `lifetimeSeconds` and no slot.
 */
export async function signOwnerActionToken(
  claims: OwnerActionClaims,
  secret: Uint8Array,
  now = Date.now(),
  slotId?: string,
  { lifetimeSeconds = ownerActionLifetimeSeconds }: { lifetimeSeconds?: number } = {},
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  const afterSlot = slotId ? Math.floor(Date.parse(slotId) / 1000) + ownerActionGraceAfterSlotSeconds : 0;
  return new SignJWT({ orderId: claims.orderId, userId: claims.userId, action: claims.action })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(ownerActionAudience)
    .setIssuer(ownerActionIssuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.max(issuedAt + lifetimeSeconds, afterSlot))
    .sign(ownerActionKey(secret));
}

const isOwnerAction = (value: unknown): value is OwnerAction => (ownerActions as readonly unknown[]).includes(value);

/** The claims of a valid action token, or undefined for anything forged, tampered, expired, foreign or malformed. */
export async function verifyOwnerActionToken(token: string, secret: Uint8Array, now = Date.now()): Promise<OwnerActionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, ownerActionKey(secret), {
      algorithms: ['HS256'],
      audience: ownerActionAudience,
      issuer: ownerActionIssuer,
      requiredClaims: ['exp', 'iat'],
      currentDate: new Date(now),
    });
    const { orderId, userId, action } = payload;
    if (typeof orderId !== 'string' || !orderIdPattern.test(orderId)) return undefined;
    if (typeof userId !== 'string' || userId === '' || !isOwnerAction(action)) return undefined;
    return { orderId, userId, action };
  } catch {
    return undefined;
  }
}
