/**
 * What the customer's service worker shows for a push about their order and where a tap on it goes
 * (docs/business-rules.md#customer-updates): the push's JSON `{ title, body, url, tag }` (customerPushPayloadSchema,
 * messaging/contract/customer-updates.ts) as a notification with the shop's icon, which replaces the one before it
 * for the same order and rings again. Pure, so the unit tests read it without a worker.
 */
import { business } from '@business';
import type { CustomerPushPayload } from '@functions/messaging/contract/customer-updates';

/** The options the worker passes to showNotification; `renotify` is Chromium's, missing from TypeScript's DOM types. */
export type ShownNotification = { title: string; options: NotificationOptions & { renotify?: boolean; data: { url: string } } };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The push's fields that are what they should be; the rest left out (a push must show a notification all the same). */
export function readPush(payload: unknown): Partial<CustomerPushPayload> {
  if (!isRecord(payload)) return {};
  const text = (key: keyof CustomerPushPayload) => (typeof payload[key] === 'string' && payload[key].trim() !== '' ? payload[key] : undefined);
  return Object.fromEntries(
    Object.entries({ title: text('title'), body: text('body'), url: text('url'), tag: text('tag') }).filter(([, value]) => value !== undefined),
  );
}

/** The customer's orders, where a push without a usable address opens (the app's start, inside the worker's scope). */
export function ordersPage(scope: string): string {
  return new URL('orders', scope).href;
}

/** Where a tap goes: the push's address on the shop's own origin, else the customer's orders. */
export function tapTarget(url: string | undefined, scope: string): string {
  if (!url) return ordersPage(scope);
  const target = new URL(url, scope);
  return target.origin === new URL(scope).origin ? target.href : ordersPage(scope);
}

/** The notification for a push (its JSON already parsed, or undefined when it was none), with the shop's icons. */
export function notificationFor(payload: unknown, scope: string): ShownNotification {
  const push = readPush(payload);
  return {
    title: push.title ?? business.name,
    options: {
      body: push.body ?? 'There is news about your order: open it to see.',
      icon: new URL('icon-192.png', scope).href,
      badge: new URL('badge-96.png', scope).href,
      // One notification per order: a tag replaces the one before it, and renotify rings for the replacement (it needs a tag).
      ...(push.tag ? { tag: push.tag, renotify: true } : {}),
      data: { url: tapTarget(push.url, scope) },
    },
  };
}

/** A window of the site, as the worker's Clients API lists it. */
export type WindowLike = { url: string; focused: boolean };

/** The open window showing the address (its path; the focused one first), none when no tab shows it. */
export function windowShowing<Window extends WindowLike>(windows: readonly Window[], target: string): Window | undefined {
  const wanted = new URL(target);
  const showing = windows.filter((window) => {
    const url = new URL(window.url);
    return url.origin === wanted.origin && url.pathname.replace(/\/$/, '') === wanted.pathname.replace(/\/$/, '');
  });
  return showing.find((window) => window.focused) ?? showing[0];
}
