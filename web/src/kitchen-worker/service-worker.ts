/**
 * The kitchen's service worker (docs/architecture.md#the-kitchens-app), served as /spices/kitchen/sw.js, so its scope
 * is the kitchen and never the shop's pages. It caches nothing and answers no fetch: the pages load as they always
 * do. A push from the shop shows a notification (./push-notification.ts); a tap on it brings the board forward, or
 * opens it. The build bundles this file on its own (web/scripts/service-workers.ts).
 */
import { notificationFor, windowsFor } from './push-notification.ts';
import { showPushes, takeOverAtOnce, tappedUrl } from '../lib/service-worker-kit.ts';
import type { ServiceWorkerScope, WindowClient } from '../lib/service-worker-types.ts';

declare const self: ServiceWorkerScope;

takeOverAtOnce(self);
showPushes(self, notificationFor);

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
  const url = tappedUrl(event, self.registration.scope);
  event.waitUntil(bringForward(url));
});
