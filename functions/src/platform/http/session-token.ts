/**
 * The session token: a JWT signed with HS256 (jose), holding the user id and the user's token
 * version, with an audience, issuer and expiry. Verification allows HS256 only.
 */
import { jwtVerify, SignJWT } from 'jose';

export const sessionCookieName = 'spices_session';
export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;
const audience = 'spices-shop';
const issuer = 'spices-shop/auth';

export type SessionClaims = { userId: string; tokenVersion: number };

export async function signSessionToken(claims: SessionClaims, secret: Uint8Array, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setAudience(audience)
    .setIssuer(issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + sessionLifetimeSeconds)
    .sign(secret);
}

/** The claims of a valid token, or undefined for anything forged, tampered, expired or malformed. */
export async function verifySessionToken(token: string, secret: Uint8Array): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience, issuer, requiredClaims: ['exp', 'sub'] });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return undefined;
    return { userId: payload.sub, tokenVersion: payload.ver };
  } catch {
    return undefined;
  }
}

export function sessionCookie(token: string, secure: boolean): string {
  return [`${sessionCookieName}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${sessionLifetimeSeconds}`, ...(secure ? ['Secure'] : [])].join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return [`${sessionCookieName}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join('; ');
}

export function sessionTokenFromCookies(cookies: readonly string[] | undefined): string | undefined {
  for (const cookie of cookies ?? []) {
    for (const part of cookie.split(';')) {
      const [name, ...rest] = part.trim().split('=');
      if (name === sessionCookieName) return rest.join('=') || undefined;
    }
  }
  return undefined;
}
