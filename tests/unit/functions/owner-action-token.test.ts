import { createHmac } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  ownerActionAudience,
  ownerActionIssuer,
  ownerActionKey,
  ownerActionLifetimeSeconds,
  signOwnerActionToken,
  verifyOwnerActionToken,
  type OwnerActionClaims,
} from '../../../functions/src/kitchen/rules/owner-action-token.ts';
import { signSessionToken, verifySessionToken } from '../../../functions/src/platform/http/session-token.ts';

const secret = new TextEncoder().encode('a-session-secret-of-at-least-32-characters!');
const otherSecret = new TextEncoder().encode('another-secret-of-at-least-32-characters!!');
const claims: OwnerActionClaims = { orderId: '01JXKQ7Z8M3N4P5R6S7T8V9W0A', userId: 'user-123', action: 'accept' };
const now = Date.parse('2026-11-24T22:00:00Z');

const base64url = (value: string | Uint8Array) => Buffer.from(value).toString('base64url');

/** Re-signs a payload with the right key, to show that the claim checks hold on their own. */
async function signedWith(payload: Record<string, unknown>, options: { audience?: string; issuer?: string; key?: Uint8Array; exp?: number } = {}) {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(options.audience ?? ownerActionAudience)
    .setIssuer(options.issuer ?? ownerActionIssuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(options.exp ?? issuedAt + 3600)
    .sign(options.key ?? ownerActionKey(secret));
}

describe('owner action tokens', () => {
  it('carry the order, its customer and one action, and verify for 7 days', async () => {
    const token = await signOwnerActionToken(claims, secret, now);
    expect(await verifyOwnerActionToken(token, secret, now)).toEqual(claims);
    expect(await verifyOwnerActionToken(token, secret, now + (ownerActionLifetimeSeconds - 60) * 1000)).toEqual(claims);
  });

  it('refuse an expired token', async () => {
    const token = await signOwnerActionToken(claims, secret, now);
    expect(await verifyOwnerActionToken(token, secret, now + (ownerActionLifetimeSeconds + 60) * 1000)).toBeUndefined();
  });

  it('refuse a forged signature: another secret, or the raw session secret instead of the derived key', async () => {
    expect(await verifyOwnerActionToken(await signOwnerActionToken(claims, otherSecret, now), secret, now)).toBeUndefined();
    expect(await verifyOwnerActionToken(await signedWith({ ...claims }, { key: secret }), secret, now)).toBeUndefined();
  });

  it('refuse a token for another audience or issuer, even when signed with the right key', async () => {
    expect(await verifyOwnerActionToken(await signedWith({ ...claims }), secret, now)).toEqual(claims);
    expect(await verifyOwnerActionToken(await signedWith({ ...claims }, { audience: 'spices-shop' }), secret, now)).toBeUndefined();
    expect(await verifyOwnerActionToken(await signedWith({ ...claims }, { issuer: 'spices-shop/auth' }), secret, now)).toBeUndefined();
  });

  it('refuse alg none', async () => {
    const unsecured = new UnsecuredJWT({ ...claims })
      .setAudience(ownerActionAudience)
      .setIssuer(ownerActionIssuer)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + 3600)
      .encode();
    expect(unsecured.split('.')[2]).toBe('');
    expect(await verifyOwnerActionToken(unsecured, secret, now)).toBeUndefined();
  });

  it('refuse tampered claims: another action or order under the original signature', async () => {
    const [header, payload, signature] = (await signOwnerActionToken(claims, secret, now)).split('.') as [string, string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    for (const change of [{ action: 'complete' }, { orderId: '01JXKQ7Z8M3N4P5R6S7T8V9W0B' }, { userId: 'someone-else' }]) {
      const tampered = `${header}.${base64url(JSON.stringify({ ...decoded, ...change }))}.${signature}`;
      expect(await verifyOwnerActionToken(tampered, secret, now), JSON.stringify(change)).toBeUndefined();
    }
  });

  it('refuse validly signed tokens whose claims are not an action on an order', async () => {
    expect(await verifyOwnerActionToken(await signedWith({ ...claims, action: 'refund' }), secret, now)).toBeUndefined();
    expect(await verifyOwnerActionToken(await signedWith({ ...claims, orderId: '../admin' }), secret, now)).toBeUndefined();
    expect(await verifyOwnerActionToken(await signedWith({ orderId: claims.orderId, action: 'accept' }), secret, now)).toBeUndefined();
  });

  it('refuse garbage', async () => {
    for (const token of ['', 'not-a-jwt', 'a.b.c', `${base64url('{"alg":"HS256"}')}.${base64url('{}')}.`]) {
      expect(await verifyOwnerActionToken(token, secret, now)).toBeUndefined();
    }
  });

  it('never pass for a session token, nor a session token for them', async () => {
    // The session check reads the clock, so both are made now.
    const session = await signSessionToken({ userId: 'user-123', tokenVersion: 1 }, secret);
    expect(await verifySessionToken(session, secret)).toEqual({ userId: 'user-123', tokenVersion: 1 });
    expect(await verifyOwnerActionToken(session, secret)).toBeUndefined();
    const action = await signOwnerActionToken(claims, secret);
    expect(await verifyOwnerActionToken(action, secret)).toEqual(claims);
    expect(await verifySessionToken(action, secret)).toBeUndefined();
  });

  it('are signed with HMAC-SHA256(secret, "owner-action"), not the secret itself', () => {
    const expected = createHmac('sha256', secret).update('owner-action').digest();
    expect(Buffer.from(ownerActionKey(secret)).equals(expected)).toBe(true);
    expect(Buffer.from(ownerActionKey(secret)).equals(Buffer.from(secret))).toBe(false);
  });
});

describe('the life of an owner link', () => {
  it('lasts until two days after a slot booked further ahead than a week', async () => {
    const { signOwnerActionToken, verifyOwnerActionToken } = await import('../../../functions/src/kitchen/rules/owner-action-token.ts');
    const secret = new TextEncoder().encode('s'.repeat(48));
    const now = Date.parse('2026-11-21T12:00:00.000Z');
    const slotId = '2026-12-04T18:00:00.000Z';
    const token = await signOwnerActionToken({ orderId: '01JDX7Q3ZK8M4N2P6R0S9T5V7W', userId: 'u1', action: 'complete' }, secret, now, slotId);
    expect(await verifyOwnerActionToken(token, secret, Date.parse('2026-12-05T18:00:00.000Z'))).toBeDefined();
    expect(await verifyOwnerActionToken(token, secret, Date.parse('2026-12-06T19:00:00.000Z'))).toBeUndefined();
  });
});
