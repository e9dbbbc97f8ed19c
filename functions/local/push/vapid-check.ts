/**
 * The VAPID check of a push request (RFC 8292): `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed with
 * ES256 by k, its `aud` the push service's origin, its `exp` in the future and at most 24 hours ahead, its `sub` a
 * mailto: or https: contact. Absent credentials are a 401 and present but invalid ones a 403, as RFC 8292 section 4.2
 * suggests and FCM and Apple answer (docs/local-push.md#answers).
 */
import { importJWK, jwtVerify } from 'jose';
import { decodeBase64url, isP256PublicKey } from '../../src/platform/contract/push-endpoint.ts';

export type VapidCheck = { ok: true; publicKey: Buffer; subject: string } | { ok: false; status: 401 | 403; reason: string };

/** The longest a VAPID token may live (RFC 8292 section 2). */
const maxLifetimeSeconds = 24 * 60 * 60;

/** The t and k parameters of a vapid Authorization header, or undefined when it is no such header. */
function vapidParameters(authorization: string | undefined): { t: string; k: string } | undefined {
  const match = /^vapid\s+(.+)$/i.exec(authorization?.trim() ?? '');
  if (!match) return undefined;
  const parameters = new Map<string, string>();
  for (const part of match[1]!.split(',')) {
    const equals = part.indexOf('=');
    if (equals > 0) parameters.set(part.slice(0, equals).trim().toLowerCase(), part.slice(equals + 1).trim());
  }
  const t = parameters.get('t');
  const k = parameters.get('k');
  return t && k ? { t, k } : undefined;
}

function isContact(subject: unknown): subject is string {
  if (typeof subject !== 'string' || !URL.canParse(subject)) return false;
  const url = new URL(subject);
  if (url.protocol === 'mailto:') return /^[^@\s]+@[^@\s]+$/.test(decodeURIComponent(url.pathname));
  return url.protocol === 'https:' && url.hostname !== '';
}

export async function checkVapid(authorization: string | undefined, audience: string, nowSeconds: number): Promise<VapidCheck> {
  const parameters = vapidParameters(authorization);
  if (!parameters) return { ok: false, status: 401, reason: 'No VAPID credentials: send Authorization: vapid t=<JWT>, k=<public key>.' };
  const keyBytes = decodeBase64url(parameters.k);
  if (!keyBytes || !isP256PublicKey(keyBytes)) return { ok: false, status: 403, reason: 'The k parameter is not a P-256 public key (65 bytes, base64url).' };
  const publicKey = Buffer.from(keyBytes);
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: publicKey.subarray(1, 33).toString('base64url'), y: publicKey.subarray(33).toString('base64url') },
    'ES256',
  );
  let claims: { exp?: number; sub?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(parameters.t, key, {
      algorithms: ['ES256'],
      audience,
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(nowSeconds * 1000),
    }));
  } catch (error) {
    return { ok: false, status: 403, reason: `Invalid VAPID token: ${error instanceof Error ? error.message : String(error)}.` };
  }
  if (claims.exp! > nowSeconds + maxLifetimeSeconds) return { ok: false, status: 403, reason: 'Invalid VAPID token: exp is more than 24 hours ahead.' };
  if (!isContact(claims.sub)) return { ok: false, status: 403, reason: 'Invalid VAPID token: sub must be a mailto: or https: URL.' };
  return { ok: true, publicKey, subject: claims.sub };
}
