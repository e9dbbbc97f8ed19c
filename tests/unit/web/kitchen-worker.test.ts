/**
 * The kitchen's service worker (docs/architecture.md#the-kitchens-app): a push becomes a notification that replaces
 * the one before it and rings again, staying up for new orders; a tap brings the board forward or opens it. The pure
 * rules are read directly, and the bundle the build emits (web/scripts/service-workers.ts) is run in a stand-in of a
 * worker's global scope, as a browser would run it: one classic script, nothing imported.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { bundleKitchenWorker } from '../../../web/scripts/service-workers.ts';
import { notificationFor, readPush, tapTarget, windowsFor } from '../../../web/src/kitchen-worker/push-notification.ts';

const scope = 'https://shop.example/spices/kitchen/';
const newOrder = { title: 'New order A7K3Q9', body: 'Pickup as soon as possible · $24.50 · Ada', url: '/spices/kitchen', tag: 'spices-new-orders', orders: 1 };

describe('notificationFor', () => {
  it('shows a new order until someone acts, replacing the one before with the same tag and ringing again', () => {
    expect(notificationFor(newOrder, scope)).toEqual({
      title: 'New order A7K3Q9',
      options: {
        body: 'Pickup as soon as possible · $24.50 · Ada',
        icon: 'https://shop.example/spices/kitchen/icon-192.png',
        badge: 'https://shop.example/spices/kitchen/badge-96.png',
        tag: 'spices-new-orders',
        renotify: true,
        requireInteraction: true,
        // The board without its slash opens as the app's start, inside its scope.
        data: { url: 'https://shop.example/spices/kitchen/' },
      },
    });
  });

  it('lets a test alert go by itself', () => {
    const shown = notificationFor(
      { title: 'Test alert', body: 'Alerts work on Chrome on Android.', url: '/spices/kitchen', tag: 'spices-test-alert', orders: 0 },
      scope,
    );
    expect(shown.options.requireInteraction).toBe(false);
    expect(shown.options.tag).toBe('spices-test-alert');
  });

  it('still shows something for a push it cannot read (every push must show a notification), never renotifying without a tag', () => {
    const shown = notificationFor(undefined, scope);
    expect(shown.title).toBe('Spices Kitchen');
    expect(shown.options.body).toBe('Open the board to see what is new.');
    expect(shown.options).not.toHaveProperty('renotify');
    expect(shown.options.data.url).toBe(scope);
    expect(readPush({ title: '', orders: -1, tag: 3, url: '/spices/kitchen/settings' })).toEqual({ url: '/spices/kitchen/settings' });
  });
});

describe('tapTarget', () => {
  it('keeps a kitchen address and sends anything else to the kitchen’s start', () => {
    expect(tapTarget('/spices/kitchen/settings/alerts', scope)).toBe('https://shop.example/spices/kitchen/settings/alerts');
    expect(tapTarget('/spices/kitchen', scope)).toBe(scope);
    expect(tapTarget('/spices/menu', scope)).toBe(scope);
    expect(tapTarget('https://elsewhere.example/spices/kitchen/x', scope)).toBe(scope);
    expect(tapTarget(undefined, scope)).toBe(scope);
  });
});

describe('windowsFor', () => {
  const win = (path: string, focused = false) => ({ url: `https://shop.example${path}`, focused });

  it('brings forward a window showing the board (the focused one first), the board without its slash included', () => {
    const board = win('/spices/kitchen');
    const focusedBoard = win('/spices/kitchen/', true);
    expect(windowsFor([win('/spices/menu'), board, focusedBoard], scope, scope).showing).toBe(focusedBoard);
    expect(windowsFor([board], scope, scope).showing).toBe(board);
  });

  it('falls back to another kitchen window, never a shop page or another site', () => {
    const settings = win('/spices/kitchen/settings');
    const found = windowsFor([win('/spices/menu'), settings, { url: 'https://elsewhere.example/spices/kitchen/', focused: true }], scope, scope);
    expect(found).toEqual({ showing: undefined, kitchen: settings });
    expect(windowsFor([win('/spices/menu')], scope, scope)).toEqual({ showing: undefined, kitchen: undefined });
  });
});

type Listener = (event: Record<string, unknown>) => void;

/** The worker's bundle run in a stand-in of its global scope: its listeners, notifications and windows recorded. */
async function runWorker(windows: { url: string; focused: boolean }[]) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const clients = windows.map((window) => ({
    ...window,
    focus: vi.fn(async () => {
      focused.push(window.url);
      return window;
    }),
    navigate: vi.fn(async () => Promise.reject(new TypeError('This window is not controlled by the worker'))),
  }));
  const self = {
    registration: { scope, showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url: string) => void opened.push(url),
      claim: async () => undefined,
    },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  runInNewContext(await bundleKitchenWorker(), { self, URL });
  /** Dispatches an event and waits for what it asked the browser to wait for. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return { listeners, shown, focused, opened, dispatch };
}

describe('the built worker', () => {
  it('is one script that takes over at once and answers no fetch (the pages load as they always do)', async () => {
    const code = await bundleKitchenWorker();
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    const { listeners } = await runWorker([]);
    expect([...listeners.keys()].sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
  });

  it('shows a push as a notification and a tap focuses the open board', async () => {
    const worker = await runWorker([
      { url: 'https://shop.example/spices/kitchen/settings', focused: true },
      { url: 'https://shop.example/spices/kitchen', focused: false },
    ]);
    await worker.dispatch('push', { data: { json: () => newOrder, text: () => JSON.stringify(newOrder) } });
    expect(worker.shown).toHaveLength(1);
    expect(worker.shown[0]).toMatchObject({ title: 'New order A7K3Q9', options: { tag: 'spices-new-orders', renotify: true, requireInteraction: true } });

    const close = vi.fn();
    await worker.dispatch('notificationclick', { notification: { close, data: worker.shown[0]!.options.data } });
    expect(close).toHaveBeenCalled();
    expect(worker.focused).toEqual(['https://shop.example/spices/kitchen']);
    expect(worker.opened).toEqual([]);
  });

  it('opens the board when no kitchen window can show it', async () => {
    const worker = await runWorker([{ url: 'https://shop.example/spices/menu', focused: true }]);
    await worker.dispatch('push', { data: { json: () => JSON.parse('not json') as unknown, text: () => 'not json' } });
    expect(worker.shown[0]?.title).toBe('Spices Kitchen');
    await worker.dispatch('notificationclick', { notification: { close: () => undefined, data: worker.shown[0]!.options.data } });
    expect(worker.opened).toEqual([scope]);
  });

  it('opens the board when the kitchen window it finds is not the worker’s to move', async () => {
    const worker = await runWorker([{ url: 'https://shop.example/spices/kitchen/menu', focused: false }]);
    await worker.dispatch('notificationclick', { notification: { close: () => undefined, data: { url: scope } } });
    expect(worker.focused).toEqual([]);
    expect(worker.opened).toEqual([scope]);
  });
});
