/**
 * A webhook request's body and `Stripe-Signature` header, made with the stripe package's own
 * `webhooks.generateTestHeaderString` (HMAC-SHA256 over `timestamp.body` with the endpoint's `whsec_` secret),
 * and the faulty variants the tests need: a body changed after signing, the same JSON re-serialised, no
 * signature, a signature made with another secret, or one too old for Stripe's 5-minute tolerance.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { LocalEvent } from './events.ts';

export const deliveryVariants = ['signed', 'tampered', 'reserialised', 'unsigned', 'wrong-secret', 'stale'] as const;
export type DeliveryVariant = (typeof deliveryVariants)[number];

/** Older than the 300 seconds stripe-node's `constructEvent` tolerates by default. */
const staleBySeconds = 600;

export type SignedRequest = { body: string; signature?: string };

/** One byte of the body changed: the event id's last character, so the JSON stays valid and only the signature can tell. */
function changeOneByte(body: string, eventId: string): string {
  const at = body.indexOf(eventId) + eventId.length - 1;
  const replacement = body[at] === 'A' ? 'B' : 'A';
  return `${body.slice(0, at)}${replacement}${body.slice(at + 1)}`;
}

/**
 * The request for one delivery. `nowSeconds` is the real time: the receiver checks the signature's
 * timestamp against its own clock, whatever the service's clock offset says.
 */
export function signedRequest(event: LocalEvent, variant: DeliveryVariant, secret: string, nowSeconds: number): SignedRequest {
  // Stripe sends events pretty-printed with two spaces.
  const payload = JSON.stringify(event, null, 2);
  const sign = (withSecret: string, timestamp: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret: withSecret, timestamp });
  switch (variant) {
    case 'signed':
      return { body: payload, signature: sign(secret, nowSeconds) };
    case 'tampered':
      return { body: changeOneByte(payload, event.id), signature: sign(secret, nowSeconds) };
    case 'reserialised':
      return { body: JSON.stringify(JSON.parse(payload) as unknown), signature: sign(secret, nowSeconds) };
    case 'unsigned':
      return { body: payload };
    case 'wrong-secret':
      return { body: payload, signature: sign(`whsec_${randomBytes(24).toString('base64url')}`, nowSeconds) };
    case 'stale':
      return { body: payload, signature: sign(secret, nowSeconds - staleBySeconds) };
  }
}
