/**
 * The check of a browser's push subscription before the server ever posts to it (docs/local-push.md#the-subscription-check).
 * A subscription is the browser's to give, so its endpoint is a URL a visitor chose: the server posts only to a known
 * browser push service over https on the default port, never to an IP address, a host of our own network or a URL
 * with a user name in it, and only with keys of the right shape. Pure (no Node, no AWS): the contract and the web use
 * it as they are, and the sender checks again before each push.
 */

/** The longest endpoint taken: real ones (Windows' carry a long token) stay well under it. */
export const pushEndpointMaxLength = 1024;

/**
 * The push services browsers use, by host: Chrome and the other Chromium browsers (Opera, Samsung Internet, Brave,
 * Edge on Android) use Google's FCM; Firefox Mozilla's autopush; Safari Apple's (web.push.apple.com, and Apple asks
 * senders to allow all of *.push.apple.com); Edge on Windows the Windows Notification Service (wns2-….notify.windows.com).
 * GCM's old android.googleapis.com is gone (and took no VAPID), so it is not here.
 */
const label = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const pushServiceHosts: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  new RegExp(`^${label}\\.push\\.apple\\.com$`),
  new RegExp(`^${label}\\.notify\\.windows\\.com$`),
];

/** Names that only ever mean this machine or a private network. */
const ownNetworkHost = /(^|\.)(localhost|local|internal|lan|intranet|home\.arpa)$/;

export type PushSubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/** A subscription that passed: the endpoint as the URL parser writes it, the keys without base64 padding. */
export type CheckedPushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushSubscriptionField = 'endpoint' | 'keys.p256dh' | 'keys.auth';

export type PushSubscriptionCheck = { ok: true; subscription: CheckedPushSubscription } | { ok: false; field: PushSubscriptionField; reason: string };

export type PushEndpointOptions = {
  /** The local push stand-in's origin (off AWS only): the one origin taken over http, on its own port. */
  localPushOrigin?: string | undefined;
};

/** Base64url (padding allowed) to bytes; undefined when the text is not base64url. */
export function decodeBase64url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return undefined;
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) return undefined;
  const base64 = bare.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (bare.length % 4)) % 4);
  const binary = atob(base64);
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

// P-256's field prime and curve constant b (y² = x³ − 3x + b), to check that a public key is a point of the curve.
const p = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const b = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

function bigIntOf(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

/** Whether the bytes are an uncompressed P-256 public key (0x04, x, y) on the curve, as PushManager and VAPID give them. */
export function isP256PublicKey(bytes: Uint8Array): boolean {
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  const x = bigIntOf(bytes.subarray(1, 33));
  const y = bigIntOf(bytes.subarray(33, 65));
  if (x >= p || y >= p) return false;
  const mod = (value: bigint) => ((value % p) + p) % p;
  return mod(y * y) === mod(x * x * x - 3n * x + b);
}

function isIpLiteral(hostname: string): boolean {
  // The URL parser writes every IPv4 form (0x7f.1, 2130706433) as dotted decimal and IPv6 in brackets.
  return hostname.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(hostname);
}

/** The reason the endpoint is refused, or the URL to post to. */
function checkEndpoint(endpoint: string, localPushOrigin: string | undefined): { reason: string } | { url: URL } {
  if (endpoint.length > pushEndpointMaxLength) return { reason: `Push endpoint must be at most ${pushEndpointMaxLength} characters` };
  if (!URL.canParse(endpoint)) return { reason: 'Push endpoint must be a URL' };
  const url = new URL(endpoint);
  if (url.username || url.password) return { reason: 'Push endpoint must not carry a user name or password' };
  if (url.hash) return { reason: 'Push endpoint must not have a #fragment' };
  if (localPushOrigin !== undefined && URL.canParse(localPushOrigin) && url.origin === new URL(localPushOrigin).origin) {
    return url.pathname.startsWith('/push/') ? { url } : { reason: 'Push endpoint of the local push service must be under /push/' };
  }
  if (url.protocol !== 'https:') return { reason: 'Push endpoint must use https' };
  if (url.port !== '') return { reason: 'Push endpoint must use the default https port' };
  if (isIpLiteral(url.hostname)) return { reason: 'Push endpoint must name a host, not an IP address' };
  if (!url.hostname.includes('.') || ownNetworkHost.test(url.hostname)) return { reason: 'Push endpoint must not point into a private network' };
  if (!pushServiceHosts.some((host) => host.test(url.hostname))) {
    return { reason: 'Push endpoint must be a browser push service (Google FCM, Mozilla, Apple or Windows)' };
  }
  return { url };
}

/** Checks a subscription a browser gave; the cleaned subscription, or the field at fault and why. */
export function checkPushSubscription(input: PushSubscriptionInput, options: PushEndpointOptions = {}): PushSubscriptionCheck {
  const endpoint = checkEndpoint(input.endpoint, options.localPushOrigin);
  if ('reason' in endpoint) return { ok: false, field: 'endpoint', reason: endpoint.reason };
  // Length first, so a huge value is refused before it is decoded.
  const p256dh = input.keys.p256dh.length <= 90 ? decodeBase64url(input.keys.p256dh) : undefined;
  if (!p256dh || !isP256PublicKey(p256dh)) {
    return { ok: false, field: 'keys.p256dh', reason: 'Push key p256dh must be an uncompressed P-256 public key (65 bytes, base64url)' };
  }
  const auth = input.keys.auth.length <= 24 ? decodeBase64url(input.keys.auth) : undefined;
  if (!auth || auth.length !== 16) return { ok: false, field: 'keys.auth', reason: 'Push key auth must be 16 bytes, base64url' };
  return {
    ok: true,
    // The endpoint as the WHATWG parser writes it: the sender's own URL parser reads that text the same way, which it
    // might not for the visitor's original spelling (a backslash, odd escapes).
    subscription: { endpoint: endpoint.url.href, keys: { p256dh: input.keys.p256dh.replace(/=+$/, ''), auth: input.keys.auth.replace(/=+$/, '') } },
  };
}
