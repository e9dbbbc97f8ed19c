/**
 * The browser's side of the kitchen's push alerts (docs/architecture.md#the-kitchens-app): the service worker's
 * registration (scope /spices/kitchen/ only), the push subscription and this device's remembered entry. In AWS the
 * subscription is the browser's PushManager's; locally, when the API names a local push service, that service issues
 * it (no machine here reaches a browser vendor's push service; docs/local-push.md), and from there on the path is
 * production's.
 */
import type { AlertDeviceRequest, AlertsAnswer } from '@functions/alerts/contract/alerts';
import { kitchenAppDir, kitchenWorkerFile } from '../../../lib/kitchen-app.ts';
import { parseStoredDevice, type StoredDevice } from './device-state.ts';

export const kitchenScope = `${import.meta.env.BASE_URL}${kitchenAppDir}`;
const workerUrl = `${import.meta.env.BASE_URL}${kitchenWorkerFile}`;
const storedKey = 'spices.kitchen.alerts-device';

export type PushSubscriptionBody = AlertDeviceRequest['subscription'];

/** Whether this browser can take alerts: a service worker and notifications, and PushManager unless the stand-in subscribes. */
export function pushSupported(local: boolean): boolean {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('Notification' in window)) return false;
  return local || 'PushManager' in window;
}

export function notificationPermission(): NotificationPermission {
  return typeof Notification === 'undefined' ? 'default' : Notification.permission;
}

/** Registers the kitchen's worker (again: the browser checks it for a new version, past any HTTP cache). */
export function registerKitchenWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(workerUrl, { scope: kitchenScope, updateViaCache: 'none' });
}

/** The registration once its worker is active: a subscription needs an active worker. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await registerKitchenWorker();
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) return registration;
  await new Promise<void>((resolve, reject) => {
    const settle = () => {
      if (worker.state === 'activated') resolve();
      if (worker.state === 'redundant') reject(new Error('The alerts worker could not start.'));
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
  return registration;
}

/** The endpoint of the browser's own subscription on the kitchen's worker; null without one. */
export async function browserEndpoint(): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration(kitchenScope);
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
export async function subscribe(answer: Pick<AlertsAnswer, 'applicationServerKey' | 'localPushService'>): Promise<PushSubscriptionBody> {
  const key = answer.applicationServerKey;
  if (!key) throw new Error('Push alerts are not set up on this stage.');
  const registration = await activeRegistration();
  if (answer.localPushService) {
    const response = await fetch(localUrl(answer.localPushService, 'subscriptions'), {
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
export async function unsubscribe(endpoint: string, localPushService: string | undefined): Promise<void> {
  if (localPushService && endpoint.startsWith(new URL(localPushService).origin)) {
    const id = new URL(endpoint).pathname.split('/').pop() ?? '';
    await fetch(localUrl(localPushService, `subscriptions/${encodeURIComponent(id)}`), { method: 'DELETE' });
    return;
  }
  const registration = await navigator.serviceWorker.getRegistration(kitchenScope);
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription?.endpoint === endpoint) await subscription.unsubscribe();
}

export function readStoredDevice(): StoredDevice | undefined {
  try {
    return parseStoredDevice(window.localStorage.getItem(storedKey));
  } catch {
    return undefined;
  }
}

export function storeDevice(device: StoredDevice | undefined): void {
  try {
    if (device) window.localStorage.setItem(storedKey, JSON.stringify(device));
    else window.localStorage.removeItem(storedKey);
  } catch {
    // Private mode: this device forgets it took alerts when the tab closes; the server still lists it.
  }
}
