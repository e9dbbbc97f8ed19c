/**
 * The kitchen's service worker (docs/architecture.md#the-kitchens-app), served as /spices/kitchen/sw.js, so its scope
 * is the kitchen and never the shop's pages. It caches nothing and answers no fetch: the pages load as they always
 * do. A push from the shop shows a notification (./push-notification.ts); a tap on it brings the board forward, or
 * opens it. The build bundles this file on its own (web/scripts/service-workers.ts).
 */
import { notificationFor, windowsFor } from './push-notification.ts';
import type { PushEvent, ServiceWorkerScope, WindowClient } from '../lib/service-worker-types.ts';

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

/** The window showing the address, else a kitchen window moved to it (when this worker controls it), else a new one. */
async function bringForward(url: string): Promise<WindowClient | null> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const { showing, kitchen } = windowsFor(windows, url, self.registration.scope);
  if (showing) return showing.focus();
  if (kitchen) {
    const moved = await kitchen.navigate(url).catch(() => null);
    if (moved) return moved.focus();
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string' ? data.url : self.registration.scope;
  event.waitUntil(bringForward(url));
});
