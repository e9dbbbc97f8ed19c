/**
 * The sign-up link (docs/decisions.md#the-verification-link-signs-in-on-the-device-that-registered): the e-mailed
 * verification link of a new account signs the customer in, but only in the browser that registered (it holds a
 * random device value in an HttpOnly cookie whose digest the link's token keeps), or with the password re-entered.
 * It lasts 30 minutes and works once. Pure rules and the cookie's text; storage is in platform/table/one-time-token-store.ts.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { signUpLinkRefusals } from '../contract/auth.ts';
import { tokenDigest } from '../../platform/rules/one-time-token.ts';

/** A sign-up link works for this long (an e-mail-change link keeps the 'verify-email' lifetime). */
export const signUpLinkLifetimeSeconds = 30 * 60;

/** The device value's cookie: sent only to the sign-in calls under /api/auth, never readable by scripts. */
export const signUpDeviceCookieName = 'spices_signup';
const signUpDeviceCookiePath = '/api/auth';
/** 256 random bits, base64url. */
const deviceSecretPattern = /^[A-Za-z0-9_-]{43}$/;

export function newSignUpDeviceSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The well-formed device value among the request's cookies, if any. */
export function signUpDeviceFromCookies(cookies: readonly string[] | undefined): string | undefined {
  for (const cookie of cookies ?? []) {
    for (const part of cookie.split(';')) {
      const [name, ...rest] = part.trim().split('=');
      if (name !== signUpDeviceCookieName) continue;
      const value = rest.join('=');
      if (deviceSecretPattern.test(value)) return value;
    }
  }
  return undefined;
}

/** HttpOnly, SameSite=Lax, as long as a link lasts; Secure on deployed stages (local http has no TLS). */
export function signUpDeviceCookie(secret: string, secure: boolean): string {
  return [
    `${signUpDeviceCookieName}=${secret}`,
    `Path=${signUpDeviceCookiePath}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${signUpLinkLifetimeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSignUpDeviceCookie(secure: boolean): string {
  return [`${signUpDeviceCookieName}=`, `Path=${signUpDeviceCookiePath}`, 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join('; ');
}

/**
 * The device digest of a sign-up link bound to no browser (the one a first order's receipt carries): no device value
 * matches it, so it always asks for the password.
 */
export const noDevice = '';

/** Whether the browser's device value is the one the link was sent to. */
export function deviceMatches(deviceSecret: string | undefined, deviceDigest: string | undefined): boolean {
  if (!deviceSecret || !deviceDigest) return false;
  const presented = Buffer.from(tokenDigest(deviceSecret), 'hex');
  const expected = Buffer.from(deviceDigest, 'hex');
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** What the link's stored token says, as far as the rule needs it. */
export type SignUpLinkToken = { userId: string; expiresAt: number; usedAt?: number | undefined; deviceDigest?: string | undefined };

/**
 * What following a sign-up link does:
 * - `invalid`: no such link for this account (or the table already dropped it after its lifetime);
 * - `expired`, `used`: said so, and nothing happens;
 * - `passwordNeeded`: opened in another browser without the password: nothing is used up, the screen asks for it;
 * - `checkPassword`: opened elsewhere with a password, which the service checks (and counts when wrong);
 * - `signIn`: the browser that registered.
 * Expiry and use are decided before the device, so an old or spent link never asks for a password.
 */
export type SignUpLinkStep = 'invalid' | 'expired' | 'used' | 'passwordNeeded' | 'checkPassword' | 'signIn';

export function signUpLinkStep(
  token: SignUpLinkToken | undefined,
  request: { userId: string; deviceSecret: string | undefined; passwordGiven: boolean; nowSeconds: number },
): SignUpLinkStep {
  if (!token || token.userId !== request.userId) return 'invalid';
  if (token.usedAt !== undefined) return 'used';
  if (token.expiresAt <= request.nowSeconds) return 'expired';
  if (deviceMatches(request.deviceSecret, token.deviceDigest)) return 'signIn';
  return request.passwordGiven ? 'checkPassword' : 'passwordNeeded';
}

/** The words of each refusal, shared with the link's screen. */
export const signUpLinkMessages = signUpLinkRefusals;
