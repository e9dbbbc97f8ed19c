/**
 * What the local push service keeps, in memory: the subscriptions it issued (with the browser's side of them, the
 * private key and auth secret a real browser would keep) and the pushes delivered to them.
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { SubscriptionKeys } from './aes128gcm.ts';

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

export type LocalSubscription = SubscriptionKeys & {
  id: string;
  /** The VAPID public key pushes must be signed with, when the subscriber gave one (a restricted subscription). */
  applicationServerKey: Buffer | undefined;
  createdAt: number;
  /** Unsubscribed: pushes to it are answered 410 Gone. */
  gone: boolean;
};

/** One delivered push, as GET /store lists it. */
export type LocalPush = {
  id: string;
  subscriptionId: string;
  /** When it was taken, in milliseconds since the epoch. */
  at: number;
  ttl: number;
  urgency: Urgency;
  topic: string | null;
  /** The decrypted payload (UTF-8); null for a push without one. */
  text: string | null;
};

/** The PushSubscription JSON a browser's `subscription.toJSON()` gives. */
export type PushSubscriptionJson = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };

/** Enough for any test run; the oldest pushes go first beyond it, so a long `npm start` does not grow without end. */
const maxPushes = 2_000;

export class PushStore {
  readonly subscriptions = new Map<string, LocalSubscription>();
  /** Oldest first. */
  readonly pushes: LocalPush[] = [];

  subscribe(applicationServerKey: Buffer | undefined): LocalSubscription {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const subscription: LocalSubscription = {
      id: randomBytes(18).toString('base64url'),
      privateKey: ecdh.getPrivateKey(),
      publicKey,
      auth: randomBytes(16),
      applicationServerKey,
      createdAt: Date.now(),
      gone: false,
    };
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  record(push: Omit<LocalPush, 'id' | 'at'>): LocalPush {
    const stored: LocalPush = { id: randomBytes(12).toString('base64url'), at: Date.now(), ...push };
    this.pushes.push(stored);
    if (this.pushes.length > maxPushes) this.pushes.splice(0, this.pushes.length - maxPushes);
    return stored;
  }

  toJson(subscription: LocalSubscription, origin: string): PushSubscriptionJson {
    return {
      endpoint: `${origin}/push/${subscription.id}`,
      expirationTime: null,
      keys: { p256dh: subscription.publicKey.toString('base64url'), auth: subscription.auth.toString('base64url') },
    };
  }

  /** GET /store: every subscription (id, whether gone, whether restricted) and every push, oldest first. */
  snapshot() {
    return {
      subscriptions: [...this.subscriptions.values()].map((subscription) => ({
        id: subscription.id,
        gone: subscription.gone,
        restricted: subscription.applicationServerKey !== undefined,
        createdAt: subscription.createdAt,
      })),
      pushes: this.pushes,
    };
  }
}
