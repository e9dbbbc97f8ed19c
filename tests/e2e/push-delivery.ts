/**
 * Handing the local push service's pushes to a page's service worker (docs/local-push.md#pushes-in-a-real-browser): no
 * browser here reaches a vendor's push service, so the test reads each push the shop sent to the subscription from
 * the local service's /store and delivers its decrypted payload as a `push` event through the DevTools protocol
 * (ServiceWorker.deliverPushMessage), as the browser does when its push service hands it a message.
 *
 * The page must be on the shop's origin with its service worker registered; grant it 'notifications' first
 * (context.grantPermissions) when the worker shows a notification.
 */
import type { CDPSession, Page } from '@playwright/test';
import type { LocalPush } from '../fixtures/push.ts';

export type PushDelivery = {
  /** The pushes handed to the service worker so far, oldest first. */
  readonly delivered: readonly LocalPush[];
  /** Waits (up to `timeoutMs`) until `count` pushes have been handed over; those pushes, oldest first. */
  waitForDelivered: (count: number, timeoutMs?: number) => Promise<LocalPush[]>;
  /** Stops polling and closes the DevTools session. */
  stop: () => Promise<void>;
};

export type PushDeliveryOptions = {
  /** The service worker registration's scope, when the origin has more than one (default: the first activated one). */
  scope?: string;
  /** How often /store is read. */
  pollMs?: number;
};

type Registration = { scopeURL: string; activated: boolean };

/** Follows the page's service worker registrations: which exist, and which has an activated worker to take a push. */
async function watchRegistrations(cdp: CDPSession): Promise<() => Map<string, Registration>> {
  const scopes = new Map<string, string>();
  // Kept apart from the scopes: a version's event may come before its registration's.
  const activated = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) {
      if (registration.isDeleted) scopes.delete(registration.registrationId);
      else scopes.set(registration.registrationId, registration.scopeURL);
    }
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) if (version.status === 'activated') activated.add(version.registrationId);
  });
  // Enabling reports the registrations and versions that already exist through the events above.
  await cdp.send('ServiceWorker.enable');
  return () => new Map([...scopes].map(([id, scopeURL]) => [id, { scopeURL, activated: activated.has(id) }]));
}

/**
 * Delivers every push the local push service took for the subscription to the page's service worker, each once and in
 * order (those taken before the call included: the subscription is the test's own), until `stop`.
 */
export async function deliverPushesTo(page: Page, pushServiceUrl: string, subscriptionId: string, options: PushDeliveryOptions = {}): Promise<PushDelivery> {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrations = await watchRegistrations(cdp);
  const delivered: LocalPush[] = [];
  let lastError: unknown;
  let stopped = false;

  const registrationId = () =>
    [...registrations().entries()].find(
      ([, registration]) => registration.activated && registration.scopeURL.startsWith(origin) && (!options.scope || registration.scopeURL === options.scope),
    )?.[0];

  const deliverNew = async () => {
    const response = await fetch(new URL('/store', pushServiceUrl));
    const { pushes } = (await response.json()) as { pushes: LocalPush[] };
    for (const push of pushes.filter((candidate) => candidate.subscriptionId === subscriptionId)) {
      if (delivered.some((done) => done.id === push.id)) continue;
      const id = registrationId();
      // No activated worker yet: the next round tries again, so nothing is lost while the page registers it.
      if (!id) return;
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: push.text ?? '' });
      delivered.push(push);
    }
  };

  const loop = (async () => {
    while (!stopped) {
      try {
        await deliverNew();
        lastError = undefined;
      } catch (error) {
        // Kept for waitForDelivered's message; a failed round (the worker restarting) is tried again.
        lastError = error;
      }
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100));
    }
  })();

  return {
    delivered,
    waitForDelivered: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (delivered.length < count) {
        if (Date.now() > deadline) {
          const why = lastError instanceof Error ? ` (last error: ${lastError.message})` : registrationId() ? '' : ' (no activated service worker on the page)';
          throw new Error(`${delivered.length} of ${count} pushes to ${subscriptionId} reached the service worker in ${timeoutMs} ms${why}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return delivered.slice(0, count);
    },
    stop: async () => {
      stopped = true;
      await loop;
      await cdp.send('ServiceWorker.disable').catch(() => {});
      await cdp.detach().catch(() => {});
    },
  };
}
