/**
 * Sending a Web Push (docs/local-push.md#the-shops-side): the payload as JSON, encrypted for the subscription
 * (aes128gcm, RFC 8291) and signed with the shop's VAPID key (RFC 8292) by the `web-push` package, posted to the
 * subscription's push service. 'gone' when the service says the subscription no longer exists (404, 410): the
 * caller removes it. Any other refusal throws.
 */
import { Agent } from 'node:https';
import { createConnection } from 'node:net';
import webpush from 'web-push';
import { checkPushSubscription, type PushSubscriptionInput } from '../contract/push-endpoint.ts';
import { localPushOrigin, vapidKeys } from './vapid-keys.ts';

export { localPushOrigin, pushConfigured, vapidPublicKey } from './vapid-keys.ts';

export type PushOptions = {
  /** How long the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  urgency?: 'normal' | 'high';
  /** A later push with the same topic replaces one not yet delivered (up to 32 base64url characters). */
  topic?: string;
};

/**
 * The most bytes of payload one push carries: push services take 4096 bytes of encrypted body, and aes128gcm adds
 * 103 (an 86-byte header, the padding delimiter and the 16-byte tag; RFC 8291 section 4).
 */
export const maxPushPayloadBytes = 3993;

/** How long a push service may take to answer before the push counts as failed. */
const timeoutMs = 10_000;

/**
 * web-push always speaks https (https.request); the local stand-in listens on plain http on this machine, so for that
 * one origin the request goes through an https agent whose connection is a plain socket. The bytes sent are the same.
 */
class PlainSocketAgent extends Agent {
  override createConnection(options: Parameters<Agent['createConnection']>[0]) {
    return createConnection({ host: options.hostname ?? options.host ?? '127.0.0.1', port: Number(options.port) });
  }
}

let plainSocketAgent: PlainSocketAgent | undefined;

function isWebPushError(error: unknown): error is webpush.WebPushError {
  return error instanceof webpush.WebPushError;
}

/** Sends one push; 'gone' when the subscription no longer exists at its push service. */
export async function sendPush(subscription: PushSubscriptionInput, payload: object, options: PushOptions): Promise<'sent' | 'gone'> {
  const localOrigin = localPushOrigin();
  // Checked again here, not only when it was stored: the server never posts to an endpoint the check refuses.
  const checked = checkPushSubscription(subscription, { localPushOrigin: localOrigin });
  if (!checked.ok) throw new Error(`Refusing to push: ${checked.reason}`);
  const body = JSON.stringify(payload);
  const bytes = Buffer.byteLength(body);
  if (bytes > maxPushPayloadBytes) throw new Error(`The push payload is ${bytes} bytes; at most ${maxPushPayloadBytes} fit in one push`);
  const endpoint = new URL(checked.subscription.endpoint);
  const local = endpoint.origin === localOrigin && endpoint.protocol === 'http:';
  if (local) plainSocketAgent ??= new PlainSocketAgent({ keepAlive: false });
  const keys = await vapidKeys();
  let refusal: webpush.WebPushError;
  try {
    await webpush.sendNotification(checked.subscription, body, {
      vapidDetails: keys,
      TTL: options.ttlSeconds,
      urgency: options.urgency ?? 'normal',
      ...(options.topic ? { topic: options.topic } : {}),
      contentEncoding: 'aes128gcm',
      timeout: timeoutMs,
      ...(local ? { agent: plainSocketAgent } : {}),
    });
    return 'sent';
  } catch (error) {
    if (!isWebPushError(error)) throw error;
    refusal = error;
  }
  if (refusal.statusCode === 404 || refusal.statusCode === 410) return 'gone';
  // Not thrown with the WebPushError as its cause: that carries the endpoint, the subscriber's capability, into the
  // logs. The message names only the service's host and its answer.
  throw new Error(`The push service ${endpoint.host} answered ${refusal.statusCode}: ${refusal.body.replace(/\s+/g, ' ').trim().slice(0, 300)}`);
}
