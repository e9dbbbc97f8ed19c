/**
 * What the kitchen's service worker shows for a push and where a tap on it goes (docs/business-rules.md#the-ladder):
 * the push's JSON `{ title, body, url, tag, orders }` (alerts/rules/alert-words.ts on the server) as a notification
 * that replaces the one before it with the same tag and rings again (a burst leaves one notification, never fifty),
 * staying up until answered when it is about new orders. Pure, so the unit tests read it without a worker.
 */

/** The push as the server sends it; anything else still shows a notification (a push must show one). */
export type KitchenPush = { title: string; body: string; url: string; tag: string; orders: number };

/** The options the worker passes to showNotification; `renotify` is Chromium's, missing from TypeScript's DOM types. */
export type ShownNotification = { title: string; options: NotificationOptions & { renotify?: boolean; data: { url: string } } };

const fallbackTitle = 'Spices Kitchen';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The push's fields that are what they should be; the rest left out. */
export function readPush(payload: unknown): Partial<KitchenPush> {
  if (!isRecord(payload)) return {};
  const text = (key: keyof KitchenPush) => (typeof payload[key] === 'string' && payload[key].trim() !== '' ? payload[key] : undefined);
  const orders = typeof payload.orders === 'number' && Number.isInteger(payload.orders) && payload.orders >= 0 ? payload.orders : undefined;
  return Object.fromEntries(
    Object.entries({ title: text('title'), body: text('body'), url: text('url'), tag: text('tag'), orders }).filter(([, value]) => value !== undefined),
  );
}

/**
 * Where a tap goes: the push's address when it is inside the kitchen, else the kitchen's start. The board's own
 * address (/spices/kitchen) is the app's start without its slash; the start is opened then, inside the app's scope.
 */
export function tapTarget(url: string | undefined, scope: string): string {
  const start = new URL(scope);
  if (!url) return start.href;
  const target = new URL(url, start);
  if (target.origin !== start.origin) return start.href;
  if (`${target.pathname}/` === start.pathname) return start.href;
  return target.pathname.startsWith(start.pathname) ? target.href : start.href;
}

/** The notification for a push (its JSON already parsed, or undefined when it was none), with the app's icons. */
export function notificationFor(payload: unknown, scope: string): ShownNotification {
  const push = readPush(payload);
  const url = tapTarget(push.url, scope);
  const aboutOrders = (push.orders ?? 0) > 0;
  return {
    title: push.title ?? fallbackTitle,
    options: {
      body: push.body ?? 'Open the board to see what is new.',
      icon: new URL('icon-192.png', scope).href,
      badge: new URL('badge-96.png', scope).href,
      // A tag replaces the notification before it; renotify rings for the replacement too (it needs a tag).
      ...(push.tag ? { tag: push.tag, renotify: true } : {}),
      // New orders stay on screen until someone acts: they are what must never be missed.
      requireInteraction: aboutOrders,
      data: { url },
    },
  };
}

/** A window of the site, as the worker's Clients API lists it. */
export type WindowLike = { url: string; focused: boolean };

/**
 * The open windows a tap can bring forward: one showing the address already, else one of the kitchen's (which the
 * worker moves to the address when it can); the focused one first in each case, none when none is open. The board
 * without its slash counts as the start.
 */
export function windowsFor<Window extends WindowLike>(windows: readonly Window[], target: string, scope: string): { showing?: Window; kitchen?: Window } {
  const start = new URL(scope);
  const pathOf = (url: string) => {
    const path = new URL(url).pathname;
    return `${path}/` === start.pathname ? start.pathname : path;
  };
  const wanted = pathOf(target);
  const ours = windows.filter((window) => new URL(window.url).origin === start.origin);
  const focusedFirst = (list: Window[]) => list.find((window) => window.focused) ?? list[0];
  return {
    showing: focusedFirst(ours.filter((window) => pathOf(window.url) === wanted)),
    kitchen: focusedFirst(ours.filter((window) => pathOf(window.url).startsWith(start.pathname))),
  };
}
