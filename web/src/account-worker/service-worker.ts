/**
 * The customer's service worker (docs/architecture.md#the-accounts-app), served as /spices/account/sw.js, so its scope
 * is the account's and never the shop's other pages. It caches nothing and answers no fetch: the pages load as they
 * always do. A push about an order shows a notification (./push-notification.ts); a tap on it brings forward a tab
 * showing its address, or opens one. The build bundles this file on its own (web/scripts/service-workers.ts).
 */
import type { PushEvent, ServiceWorkerScope } from '../lib/service-worker-types.ts';
import { notificationFor, ordersPage, windowShowing } from './push-notification.ts';

declare const self: ServiceWorkerScope;

// A new version takes over at once: it holds no state, and an old one would show notifications the old way.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function payloadOf(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return undefined;
  }
}

self.addEventListener('push', (event) => {
  const { title, options } = notificationFor(payloadOf(event), self.registration.scope);
  event.waitUntil(self.registration.showNotification(title, options));
});

async function bringForward(url: string): Promise<unknown> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windowShowing(windows, url);
  return showing ? showing.focus() : self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string' ? data.url : ordersPage(self.registration.scope);
  event.waitUntil(bringForward(url));
});
