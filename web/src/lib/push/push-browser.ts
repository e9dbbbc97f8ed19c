/**
 * The browser's side of Web Push, for each app that takes it (the kitchen's alerts, a customer's notifications): the
 * app's service worker registration (its own scope only), the push subscription and this device's remembered entry.
 * In AWS the subscription is the browser's PushManager's; locally, when the API names a local push service, that
 * service issues it (no machine here reaches a browser vendor's push service; docs/local-push.md), and from there on
 * the path is production's.
 */
import type { pushSubscriptionSchema } from '@functions/platform/contract/push-subscription';
import type { z } from 'zod';
import { parseStoredDevice, type StoredDevice } from './device-state.ts';

/** One app that takes pushes: where its worker is, the scope it controls, where the device remembers its entry. */
export type PushApp = {
  /** The worker's scope (its folder), e.g. /spices/kitchen/; never the shop's other pages. */
  scope: string;
  /** The worker's script, inside the scope's folder. */
  workerUrl: string;
  /** The localStorage key of this device's entry. */
  storedKey: string;
  /** What the app's pushes are called in its words: "alerts", "notifications". */
  thing: string;
};

/** A subscription as a page sends it (`subscription.toJSON()`). */
export type PushSubscriptionBody = z.input<ReturnType<typeof pushSubscriptionSchema>>;

/** Where this device subscribes: the shop's public key, and locally the stand-in that issues subscriptions. */
export type PushKeys = { applicationServerKey: string | undefined; localPush: string | undefined };

/** Whether this browser can take pushes: a service worker and notifications, and PushManager unless the stand-in subscribes. */
export function pushSupported(local: boolean): boolean {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('Notification' in window)) return false;
  return local || 'PushManager' in window;
}

export function notificationPermission(): NotificationPermission {
  return typeof Notification === 'undefined' ? 'default' : Notification.permission;
}

/** Opened from the Home Screen (an installed web app), where an iPhone's Safari offers push. */
export function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;
}

/** Registers the app's worker (again: the browser checks it for a new version, past any HTTP cache). */
export function registerWorker(app: PushApp): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(app.workerUrl, { scope: app.scope, updateViaCache: 'none' });
}

/** The registration once its worker is active: a subscription needs an active worker. */
async function activeRegistration(app: PushApp): Promise<ServiceWorkerRegistration> {
  const registration = await registerWorker(app);
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) return registration;
  await new Promise<void>((resolve, reject) => {
    const settle = () => {
      if (worker.state === 'activated') resolve();
      if (worker.state === 'redundant') reject(new Error(`The ${app.thing} worker could not start.`));
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
  return registration;
}

/** The endpoint of the browser's own subscription on the app's worker; null without one. */
export async function browserEndpoint(app: PushApp): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration(app.scope);
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function sameKey(key: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!key || key.byteLength !== wanted.length) return false;
  const bytes = new Uint8Array(key);
  return bytes.every((byte, index) => byte === wanted[index]);
}

/** Where the local stand-in takes its subscriptions: `subscriptions` under the address the API gave. */
function localUrl(service: string, path: string): string {
  return new URL(path, service.endsWith('/') ? service : `${service}/`).href;
}

function subscriptionBody(json: unknown): PushSubscriptionBody {
  const value = json as Partial<PushSubscriptionJSON> | null;
  const { endpoint, keys } = value ?? {};
  if (typeof endpoint !== 'string' || typeof keys?.p256dh !== 'string' || typeof keys.auth !== 'string') {
    throw new Error('The push service gave no usable subscription.');
  }
  return { endpoint, expirationTime: value?.expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** A subscription for this device, signed for the shop's key: the browser's, or locally the stand-in's. */
export async function subscribe(app: PushApp, { applicationServerKey: key, localPush }: PushKeys): Promise<PushSubscriptionBody> {
  if (!key) throw new Error(`Push ${app.thing} are not set up on this stage.`);
  const registration = await activeRegistration(app);
  if (localPush) {
    const response = await fetch(localUrl(localPush, 'subscriptions'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationServerKey: key }),
    });
    if (!response.ok) throw new Error(`The local push service refused a subscription (${response.status}).`);
    return subscriptionBody(await response.json());
  }
  const wanted = bytesOf(key);
  const existing = await registration.pushManager.getSubscription();
  // A subscription for another key (the stage's keys were replaced) cannot be reused: the browser refuses a second.
  if (existing && !sameKey(existing.options.applicationServerKey, wanted)) await existing.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: wanted });
  return subscriptionBody(subscription.toJSON());
}

/** Ends this device's subscription with whoever issued it; the server's entry is removed apart. */
export async function unsubscribe(app: PushApp, endpoint: string, localPush: string | undefined): Promise<void> {
  if (localPush && endpoint.startsWith(new URL(localPush).origin)) {
    const id = new URL(endpoint).pathname.split('/').pop() ?? '';
    await fetch(localUrl(localPush, `subscriptions/${encodeURIComponent(id)}`), { method: 'DELETE' });
    return;
  }
  const registration = await navigator.serviceWorker.getRegistration(app.scope);
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription?.endpoint === endpoint) await subscription.unsubscribe();
}

export function readStoredDevice(app: PushApp): StoredDevice | undefined {
  try {
    return parseStoredDevice(window.localStorage.getItem(app.storedKey));
  } catch {
    return undefined;
  }
}

export function storeDevice(app: PushApp, device: StoredDevice | undefined): void {
  try {
    if (device) window.localStorage.setItem(app.storedKey, JSON.stringify(device));
    else window.localStorage.removeItem(app.storedKey);
  } catch {
    // Private mode: this device forgets it takes pushes when the tab closes; the server still lists it.
  }
}
