/**
 * The customer's service worker (docs/architecture.md#the-accounts-app), served as /spices/account/sw.js, so its scope
 * is the account's and never the shop's other pages. It caches nothing and answers no fetch: the pages load as they
 * always do. A push about an order shows a notification (./push-notification.ts); a tap on it brings forward a tab
 * showing its address, or opens one. The build bundles this file on its own (web/scripts/service-workers.ts).
 */
import { showPushes, takeOverAtOnce, tappedUrl } from '../lib/service-worker-kit.ts';
import type { ServiceWorkerScope } from '../lib/service-worker-types.ts';
import { notificationFor, ordersPage, windowShowing } from './push-notification.ts';

declare const self: ServiceWorkerScope;

takeOverAtOnce(self);
showPushes(self, notificationFor);

async function bringForward(url: string): Promise<unknown> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windowShowing(windows, url);
  return showing ? showing.focus() : self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = tappedUrl(event, ordersPage(self.registration.scope));
  event.waitUntil(bringForward(url));
});
