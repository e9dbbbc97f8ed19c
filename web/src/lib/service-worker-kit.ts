/**
 * What the kitchen's and the account's service workers share (each is bundled on its own by
 * web/scripts/service-workers.ts): taking over at once, showing each push as a notification, and reading where a tap on
 * one should go.
 */
import type { NotificationEvent, ServiceWorkerScope } from './service-worker-types.ts';

type NotificationOf = (payload: unknown, scope: string) => { title: string; options: NotificationOptions };

/** A new version takes over at once: the workers hold no state, and an old one would show notifications the old way. */
export function takeOverAtOnce(worker: ServiceWorkerScope): void {
  worker.addEventListener('install', () => void worker.skipWaiting());
  worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));
}

/** Each push shown as the notification `notificationFor` makes of its payload (undefined when it is not JSON). */
export function showPushes(worker: ServiceWorkerScope, notificationFor: NotificationOf): void {
  worker.addEventListener('push', (event) => {
    let payload: unknown;
    try {
      payload = event.data?.json();
    } catch {
      payload = undefined;
    }
    const { title, options } = notificationFor(payload, worker.registration.scope);
    event.waitUntil(worker.registration.showNotification(title, options));
  });
}

/** The address a tapped notification carries in its data, else `fallback`. */
export function tappedUrl(event: NotificationEvent, fallback: string): string {
  const data: unknown = event.notification.data;
  return typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string' ? data.url : fallback;
}
