import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPushSubscription, type PushSubscriptionInput } from '../../../functions/src/platform/contract/push-endpoint.ts';
import { pushSubscriptionSchema } from '../../../functions/src/platform/contract/push-subscription.ts';

const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
const auth = randomBytes(16).toString('base64url');
const token = randomBytes(110).toString('base64url');
const localOrigin = 'http://127.0.0.1:8808';

const subscriptionAt = (endpoint: string, keys: Partial<PushSubscriptionInput['keys']> = {}): PushSubscriptionInput => ({
  endpoint,
  keys: { p256dh, auth, ...keys },
});

function refusal(input: PushSubscriptionInput, options = {}) {
  const checked = checkPushSubscription(input, options);
  if (checked.ok) throw new Error(`${input.endpoint} was taken`);
  return checked;
}

describe('the push subscription check', () => {
  it.each([
    ['Chrome (FCM, VAPID)', `https://fcm.googleapis.com/wp/${token}`],
    ['Chrome (FCM, legacy path)', `https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b${token}`],
    ['Firefox', `https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB${token}`],
    ['Safari', `https://web.push.apple.com/QG${token}`],
    ['Edge on Windows', `https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB${token}`],
  ])('takes a real-looking %s endpoint as it is', (_browser, endpoint) => {
    expect(checkPushSubscription(subscriptionAt(endpoint))).toEqual({ ok: true, subscription: { endpoint, keys: { p256dh, auth } } });
  });

  it.each([
    ['http', `http://fcm.googleapis.com/wp/${token}`, /https/],
    ['an IPv4 literal', 'https://142.250.72.10/fcm/send/abc', /IP address/],
    ['an IPv4 literal in hexadecimal', 'https://0x7f000001/push/abc', /IP address/],
    ['an IPv6 literal', 'https://[2001:db8::1]/push/abc', /IP address/],
    ['the instance metadata address', 'https://169.254.169.254/latest/meta-data/', /IP address/],
    ['the instance metadata address over http', 'http://169.254.169.254/latest/meta-data/', /https/],
    ['localhost', 'https://localhost/push/abc', /private network/],
    ['a .internal host', 'https://metadata.google.internal/computeMetadata/v1/', /private network/],
    ['a one-label host', 'https://intranet/push/abc', /private network/],
    ['another port', `https://fcm.googleapis.com:8443/wp/${token}`, /default https port/],
    ['a user name', `https://attacker@fcm.googleapis.com/wp/${token}`, /user name/],
    ['a user name and password', `https://a:b@fcm.googleapis.com/wp/${token}`, /user name/],
    ['an unknown host', `https://push.example.com/wp/${token}`, /browser push service/],
    ['a look-alike host', `https://fcm.googleapis.com.evil.example/wp/${token}`, /browser push service/],
    ['a host behind a backslash', `https://evil.example\\@fcm.googleapis.com/wp/${token}`, /browser push service/],
    ['a deeper Apple host', 'https://a.b.push.apple.com/abc', /browser push service/],
    ['a fragment', `https://fcm.googleapis.com/wp/${token}#x`, /fragment/],
    ['not a URL', 'fcm.googleapis.com/wp/abc', /must be a URL/],
    ['over 1024 characters', `https://fcm.googleapis.com/wp/${'a'.repeat(1000)}`, /at most 1024/],
  ])('refuses an endpoint with %s', (_what, endpoint, reason) => {
    expect(refusal(subscriptionAt(endpoint))).toMatchObject({ field: 'endpoint', reason: expect.stringMatching(reason) });
  });

  it('takes the local push service over http on its own port only when it is the configured origin, and only its /push/ paths', () => {
    const endpoint = `${localOrigin}/push/abc123`;
    expect(refusal(subscriptionAt(endpoint))).toMatchObject({ field: 'endpoint', reason: expect.stringMatching(/https/) });
    expect(checkPushSubscription(subscriptionAt(endpoint), { localPushOrigin: localOrigin })).toMatchObject({ ok: true });
    expect(refusal(subscriptionAt('http://127.0.0.1:8809/push/abc123'), { localPushOrigin: localOrigin }).reason).toMatch(/https/);
    expect(refusal(subscriptionAt(`${localOrigin}/store`), { localPushOrigin: localOrigin }).reason).toMatch(/under \/push\//);
    expect(refusal(subscriptionAt('https://localhost/push/abc'), { localPushOrigin: localOrigin }).reason).toMatch(/private network/);
  });

  it.each([
    ['an oversized p256dh', { p256dh: 'A'.repeat(2000) }, 'keys.p256dh'],
    ['a 64-byte p256dh', { p256dh: Buffer.from(p256dh, 'base64url').subarray(0, 64).toString('base64url') }, 'keys.p256dh'],
    ['a 66-byte p256dh', { p256dh: Buffer.concat([Buffer.from(p256dh, 'base64url'), Buffer.from([1])]).toString('base64url') }, 'keys.p256dh'],
    ['a compressed p256dh', { p256dh: createECDH('prime256v1').generateKeys('base64url', 'compressed') }, 'keys.p256dh'],
    ['a p256dh off the curve', { p256dh: offCurve(p256dh) }, 'keys.p256dh'],
    ['a p256dh with a character outside base64url', { p256dh: `+${p256dh.slice(1)}` }, 'keys.p256dh'],
    ['a 15-byte auth', { auth: randomBytes(15).toString('base64url') }, 'keys.auth'],
    ['a 17-byte auth', { auth: randomBytes(17).toString('base64url') }, 'keys.auth'],
    ['an oversized auth', { auth: 'A'.repeat(500) }, 'keys.auth'],
    ['an auth that is not base64url', { auth: '!!!!!!!!!!!!!!!!!!!!!!' }, 'keys.auth'],
  ])('refuses %s', (_what, keys, field) => {
    expect(refusal(subscriptionAt(`https://fcm.googleapis.com/wp/${token}`, keys))).toMatchObject({ field });
  });

  it('takes padded base64url keys and gives them back without padding', () => {
    const checked = checkPushSubscription(subscriptionAt(`https://fcm.googleapis.com/wp/${token}`, { p256dh: `${p256dh}=`, auth: `${auth}==` }));
    expect(checked).toMatchObject({ ok: true, subscription: { keys: { p256dh, auth } } });
  });
});

/** The same x with y changed by one: a point not on P-256. */
function offCurve(key: string): string {
  const bytes = Buffer.from(key, 'base64url');
  bytes[64]! ^= 0x01;
  return bytes.toString('base64url');
}

describe('the push subscription body', () => {
  const schema = pushSubscriptionSchema();

  it('parses what subscription.toJSON() gives, expirationTime included', () => {
    const endpoint = `https://updates.push.services.mozilla.com/wpush/v2/${token}`;
    expect(schema.parse({ endpoint, expirationTime: null, keys: { p256dh, auth } })).toEqual({ endpoint, expirationTime: null, keys: { p256dh, auth } });
    expect(schema.parse({ endpoint, keys: { p256dh, auth } })).toMatchObject({ expirationTime: null });
  });

  it('names the field at fault and why, as one issue', () => {
    const result = schema.safeParse({ endpoint: 'https://169.254.169.254/latest/meta-data/', keys: { p256dh, auth } });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['endpoint'], message: 'Push endpoint must name a host, not an IP address' })]);
    const badAuth = schema.safeParse({ endpoint: `https://fcm.googleapis.com/wp/${token}`, keys: { p256dh, auth: 'short' } });
    expect(badAuth.error?.issues).toEqual([expect.objectContaining({ path: ['keys', 'auth'], message: 'Push key auth must be 16 bytes, base64url' })]);
  });

  it('refuses unknown fields and a missing key', () => {
    const endpoint = `https://fcm.googleapis.com/wp/${token}`;
    expect(schema.safeParse({ endpoint, keys: { p256dh, auth }, extra: 1 }).success).toBe(false);
    expect(schema.safeParse({ endpoint, keys: { p256dh } }).error?.issues[0]?.path).toEqual(['keys', 'auth']);
  });

  it('takes the local push service only when built with its origin', () => {
    const local = { endpoint: `${localOrigin}/push/abc`, keys: { p256dh, auth } };
    expect(schema.safeParse(local).success).toBe(false);
    expect(pushSubscriptionSchema({ localPushOrigin: localOrigin }).safeParse(local).success).toBe(true);
  });
});
