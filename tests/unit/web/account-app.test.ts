/**
 * The customer's account as an installable web app (docs/architecture.md#the-accounts-app): the committed manifest is
 * the one web/scripts/web-apps/manifest.ts describes (standalone, opening on the customer's orders), its icons are
 * PNGs of their sizes, and the worker the build emits (web/scripts/service-workers.ts) shows a push about an order with
 * the shop's icon and brings forward the tab showing its page, or opens it. The bundle is run in a stand-in of a
 * worker's global scope, as a browser would run it: one classic script, nothing imported.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { publicDir } from '../../../repo-paths.ts';
import { bundleAccountWorker } from '../../../web/scripts/service-workers.ts';
import { accountIcons, accountManifest } from '../../../web/scripts/web-apps/manifest.ts';
import { notificationFor, readPush, tapTarget, windowShowing } from '../../../web/src/account-worker/push-notification.ts';
import { accountManifestFile, accountWorkerFile } from '../../../web/src/lib/account-app.ts';

const scope = 'https://shop.example/spices/account/';
const ready = {
  title: 'Order A7K3Q9 is ready',
  body: 'Collect it at 2218 N Martin Luther King Jr Dr.',
  url: '/spices/account/order-details/01JD00000000000000000000C3',
  tag: 'order-01JD00000000000000000000C3',
};

describe('the account’s web app manifest', () => {
  const committed = JSON.parse(readFileSync(join(publicDir, accountManifestFile), 'utf8')) as ReturnType<typeof accountManifest>;

  it('is the one the script writes (run npx tsx web/scripts/make-web-apps.ts after changing it)', () => {
    expect(committed).toEqual(accountManifest());
  });

  it('opens the customer’s orders standalone, the start and the worker inside its scope, and is not the kitchen’s', () => {
    expect(committed).toMatchObject({ id: '/spices/account/', start_url: '/spices/account/orders', display: 'standalone' });
    expect(committed.start_url.startsWith(committed.scope)).toBe(true);
    expect(`/spices/${accountWorkerFile}`).toBe('/spices/account/sw.js');
    expect(`/spices/${accountWorkerFile}`.startsWith(committed.scope)).toBe(true);
    expect(committed.name).toBe('Spices African Kitchen');
  });

  it('names any and maskable icons of 192 and 512 px, each a PNG of its size, in the account’s own folder', async () => {
    expect(committed.icons.map((icon) => `${icon.purpose} ${icon.sizes} ${icon.src}`).sort()).toEqual([
      'any 192x192 /spices/account/icon-192.png',
      'any 512x512 /spices/account/icon-512.png',
      'maskable 192x192 /spices/account/icon-maskable-192.png',
      'maskable 512x512 /spices/account/icon-maskable-512.png',
    ]);
    for (const icon of accountIcons) {
      const { format, width, height } = await sharp(join(publicDir, icon.file)).metadata();
      expect({ file: icon.file, format, width, height }).toEqual({ file: icon.file, format: 'png', width: icon.size, height: icon.size });
    }
  });
});

describe('notificationFor', () => {
  it('shows the push with the shop’s icon, replacing the order’s last one and ringing again, and keeps where a tap goes', () => {
    expect(notificationFor(ready, scope)).toEqual({
      title: 'Order A7K3Q9 is ready',
      options: {
        body: 'Collect it at 2218 N Martin Luther King Jr Dr.',
        icon: 'https://shop.example/spices/account/icon-192.png',
        badge: 'https://shop.example/spices/account/badge-96.png',
        tag: 'order-01JD00000000000000000000C3',
        renotify: true,
        data: { url: 'https://shop.example/spices/account/order-details/01JD00000000000000000000C3' },
      },
    });
  });

  it('still shows something for a push it cannot read (every push must show a notification), never renotifying without a tag', () => {
    const shown = notificationFor(undefined, scope);
    expect(shown.title).toBe('Spices African Kitchen');
    expect(shown.options.body).toBe('There is news about your order: open it to see.');
    expect(shown.options).not.toHaveProperty('renotify');
    expect(shown.options.data.url).toBe('https://shop.example/spices/account/orders');
    expect(readPush({ title: ' ', body: 7, tag: null, url: '/spices/account/orders' })).toEqual({ url: '/spices/account/orders' });
  });
});

describe('tapTarget and windowShowing', () => {
  it('keeps an address on the shop’s own origin and sends another site’s to the customer’s orders', () => {
    expect(tapTarget('/spices/menu', scope)).toBe('https://shop.example/spices/menu');
    expect(tapTarget('https://elsewhere.example/spices/account/orders', scope)).toBe('https://shop.example/spices/account/orders');
    expect(tapTarget(undefined, scope)).toBe('https://shop.example/spices/account/orders');
  });

  it('finds the tab showing the address (the focused one first), never another page or another site', () => {
    const win = (url: string, focused = false) => ({ url, focused });
    const target = tapTarget(ready.url, scope);
    const plain = win(`${target}?from=mail`);
    const focused = win(target, true);
    expect(windowShowing([win('https://shop.example/spices/menu', true), plain, focused], target)).toBe(focused);
    expect(windowShowing([plain], target)).toBe(plain);
    expect(windowShowing([win('https://elsewhere.example/spices/account/order-details/01JD00000000000000000000C3', true)], target)).toBeUndefined();
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
  }));
  const self = {
    registration: { scope, showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
    clients: { matchAll: async () => clients, openWindow: async (url: string) => void opened.push(url), claim: async () => undefined },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  runInNewContext(await bundleAccountWorker(), { self, URL });
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
    const code = await bundleAccountWorker();
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    const { listeners } = await runWorker([]);
    expect([...listeners.keys()].sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
  });

  it('shows a push as a notification, and a tap focuses the tab showing the order', async () => {
    const order = 'https://shop.example/spices/account/order-details/01JD00000000000000000000C3';
    const worker = await runWorker([
      { url: 'https://shop.example/spices/menu', focused: true },
      { url: order, focused: false },
    ]);
    await worker.dispatch('push', { data: { json: () => ready, text: () => JSON.stringify(ready) } });
    expect(worker.shown).toEqual([{ title: ready.title, options: expect.objectContaining({ tag: ready.tag, icon: `${scope}icon-192.png` }) as unknown }]);

    const close = vi.fn();
    await worker.dispatch('notificationclick', { notification: { close, data: worker.shown[0]!.options.data } });
    expect(close).toHaveBeenCalled();
    expect(worker.focused).toEqual([order]);
    expect(worker.opened).toEqual([]);
  });

  it('opens the order’s page when no tab shows it, and the orders for a push it could not read', async () => {
    const worker = await runWorker([{ url: 'https://shop.example/spices/account/orders', focused: true }]);
    await worker.dispatch('push', { data: { json: () => ready, text: () => JSON.stringify(ready) } });
    await worker.dispatch('notificationclick', { notification: { close: () => undefined, data: worker.shown[0]!.options.data } });
    expect(worker.opened).toEqual(['https://shop.example/spices/account/order-details/01JD00000000000000000000C3']);

    await worker.dispatch('push', { data: { json: () => JSON.parse('not json') as unknown, text: () => 'not json' } });
    expect(worker.shown[1]?.title).toBe('Spices African Kitchen');
    await worker.dispatch('notificationclick', { notification: { close: () => undefined, data: worker.shown[1]!.options.data } });
    expect(worker.focused).toEqual(['https://shop.example/spices/account/orders']);
  });
});
