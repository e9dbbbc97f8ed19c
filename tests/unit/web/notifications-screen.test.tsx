// @vitest-environment jsdom
/**
 * Account › Notifications (web/src/app/routes/account/notifications.tsx) and the order page's "Notify me on this
 * device", with the API and the browser stubbed: turning texts on shows the consent words and sends texts:true; a
 * number that replied STOP and an account without a phone say so; turning this device on asks the browser's
 * permission, takes a subscription from the local push service the answer names, adds the device and lists it as this
 * one, and Remove ends it; an iPhone in a Safari tab reads how to add the shop to the Home Screen; the order's page
 * turns the same device on and says which number is texted.
 */
import type { NotificationsAnswer } from '@functions/messaging/contract/customer-updates';
import { textConsentWords } from '@functions/messaging/contract/customer-updates';
import type { Order } from '@functions/orders/contract/order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsScreen } from '../../../web/src/app/routes/account/notifications.tsx';
import { OrderNotify } from '../../../web/src/features/notifications/components/order-notify.tsx';
import { textsState } from '../../../web/src/features/notifications/hooks/texts-state.ts';
import { SessionContext, type Session } from '../../../web/src/features/session/hooks/use-session.ts';

const localPushOrigin = 'http://127.0.0.1:8808';
const subscription = { endpoint: 'http://127.0.0.1:8808/push/sub-1', expirationTime: null, keys: { p256dh: 'BPk3', auth: 'YXV0aA' } };
const laptop = { deviceId: '01JZ0000000000000000000000', label: 'Firefox on Mac', addedAt: '2026-12-06T16:00:00.000Z' };
const added = { deviceId: '01JZ0000000000000000000001', label: 'Chrome on Android', addedAt: '2026-12-07T16:00:00.000Z' };
const jsdomAgent = navigator.userAgent;
const agents = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};

function answerOf(change: Partial<NotificationsAnswer> = {}, texts: Partial<NotificationsAnswer['texts']> = {}): NotificationsAnswer {
  return {
    texts: { on: false, phone: '+14145550142', stopped: false, ...texts },
    devices: [laptop],
    channels: { texts: true, push: true },
    applicationServerKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    localPushOrigin,
    ...change,
  };
}

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answer: (call: Call) => Response;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const session: Session = {
  user: { id: 'u1', name: 'Ama Mensah' },
  loggedIn: true,
  setUser: () => undefined,
  logout: async () => undefined,
  signedOutByVisitor: false,
};

function renderAt(element: React.ReactNode, path = '/account/notifications') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

let permission: NotificationPermission;
const requestPermission = vi.fn(async (): Promise<NotificationPermission> => {
  permission = 'granted';
  return permission;
});

function setUserAgent(userAgent: string) {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => userAgent });
}

beforeEach(() => {
  calls = [];
  permission = 'default';
  setUserAgent(agents.android);
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      if (call.url === '/api/auth/isLoggdIn')
        return json({
          loggedIn: true,
          user: { id: 'u1', name: 'Ama Mensah', email: 'ama@example.com', theme: 'light', phone: '+14145550142', emailVerified: true, twoFactorEnabled: false },
        });
      return answer(call);
    }),
  );
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => ({ active: {}, installing: null, waiting: null })), getRegistration: vi.fn(async () => undefined) },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  setUserAgent(jsdomAgent);
  requestPermission.mockClear();
});

describe('textsState', () => {
  it('says what the texts are: none on this stage, no phone, STOP replied (whatever was chosen), on or off', () => {
    const { texts, channels } = answerOf();
    expect(textsState({ texts, channels: { ...channels, texts: false } })).toBe('unavailable');
    expect(textsState({ texts: { ...texts, phone: null }, channels })).toBe('no-phone');
    expect(textsState({ texts: { ...texts, on: true, stopped: true }, channels })).toBe('stopped');
    expect(textsState({ texts: { ...texts, on: true }, channels })).toBe('on');
    expect(textsState({ texts, channels })).toBe('off');
  });
});

describe('Account › Notifications', () => {
  it('turns texts on beside the consent words, in full, and says so', async () => {
    let texts = false;
    answer = (call) => {
      if (call.method === 'PUT') texts = (call.body as { texts: boolean }).texts;
      return json(answerOf({}, { on: texts }));
    };
    renderAt(<NotificationsScreen />);
    const section = await screen.findByRole('region', { name: /^Texts/ });
    expect(within(section).getByText('Off')).toBeTruthy();
    expect(within(section).getByText(textConsentWords)).toBeTruthy();
    const turnOn = within(section).getByRole('button', { name: 'Turn on texts' });
    expect(turnOn.getAttribute('aria-describedby')).toBe(within(section).getByText(textConsentWords).id);

    fireEvent.click(turnOn);
    await waitFor(() => expect(within(section).getByText('On')).toBeTruthy());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([{ url: '/api/account/notifications', method: 'PUT', body: { texts: true } }]);
    expect(within(section).getByText('Texts are on: we’ll text (414) 555-0142 about each order.')).toBeTruthy();
    expect(within(section).queryByText(textConsentWords)).toBeNull();
    expect(within(section).getByRole('button', { name: 'Turn off texts' })).toBeTruthy();
  });

  it('says when the number replied STOP, with the same way back; without a phone, where to add one', async () => {
    answer = () => json(answerOf({}, { on: true, stopped: true }));
    renderAt(<NotificationsScreen />);
    const section = await screen.findByRole('region', { name: /^Texts/ });
    expect(within(section).getByText('You replied STOP to our texts: turn them on again to get texts')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Turn on texts' })).toBeTruthy();
    cleanup();

    answer = () => json(answerOf({}, { phone: null }));
    renderAt(<NotificationsScreen />);
    const without = await screen.findByRole('region', { name: /^Texts/ });
    expect(within(without).getByRole('link', { name: 'Add a phone number' }).getAttribute('href')).toBe('/account/login-security/phone');
    expect(within(without).queryByRole('button', { name: 'Turn on texts' })).toBeNull();
  });

  it('turns this device on through the local push service, lists it as this one, and Remove ends it', async () => {
    let devices = [laptop];
    answer = (call) => {
      if (call.url === `${localPushOrigin}/subscriptions`) return json(subscription, 201);
      if (call.url === '/api/account/notifications/devices' && call.method === 'POST') {
        devices = [...devices, added];
        return json({ device: added }, 201);
      }
      if (call.url.startsWith('/api/account/notifications/devices/') && call.method === 'DELETE') {
        devices = devices.filter((device) => !call.url.endsWith(device.deviceId));
        return new Response(null, { status: 204 });
      }
      if (call.url.startsWith(`${localPushOrigin}/subscriptions/`)) return new Response(null, { status: 204 });
      return json(answerOf({ devices }));
    };
    renderAt(<NotificationsScreen />);
    const section = await screen.findByRole('region', { name: /^This device/ });
    expect(within(section).getByRole('status').textContent).toContain('Notifications are off on this device');
    fireEvent.click(within(section).getByRole('button', { name: 'Turn on notifications' }));

    await waitFor(() => expect(within(section).getByRole('status').textContent).toContain('Notifications are on for this device'));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(calls.find((call) => call.url === '/api/account/notifications/devices')).toEqual({
      url: '/api/account/notifications/devices',
      method: 'POST',
      body: { subscription, label: 'Chrome on Android' },
    });
    expect(document.activeElement).toBe(within(section).getByRole('status'));
    const list = screen.getByRole('list', { name: 'Your devices' });
    const row = within(list).getByRole('listitem', { name: added.label });
    expect(within(row).getByText('This device')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('spices.account.push-device')!)).toEqual({ deviceId: added.deviceId, endpoint: subscription.endpoint });

    fireEvent.click(within(row).getByRole('button', { name: `Remove ${added.label}` }));
    await waitFor(() => expect(screen.getByText(`${added.label} no longer gets notifications.`)).toBeTruthy());
    expect(calls.some((call) => call.method === 'DELETE' && call.url === `/api/account/notifications/devices/${added.deviceId}`)).toBe(true);
    expect(calls.some((call) => call.method === 'DELETE' && call.url === `${localPushOrigin}/subscriptions/sub-1`)).toBe(true);
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: added.label })).toBeNull());
    expect(within(section).getByRole('status').textContent).toContain('Notifications are off on this device');
    expect(window.localStorage.getItem('spices.account.push-device')).toBeNull();
  });

  it('on an iPhone in a Safari tab, says how to add the shop to the Home Screen and offers nothing to turn on', async () => {
    setUserAgent(agents.iphoneSafari);
    // Safari gives a tab no notifications at all.
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    answer = () => json(answerOf({ localPushOrigin: undefined }));
    renderAt(<NotificationsScreen />);
    const section = await screen.findByRole('region', { name: /^This device/ });
    expect(
      within(section).getByText('On an iPhone, add the shop to your Home Screen (Share › Add to Home Screen) and open it from there to get notifications.'),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('keeps e-mail always on, and says so when the stage sends neither texts nor pushes', async () => {
    answer = () => json(answerOf({ channels: { texts: false, push: false }, devices: [], applicationServerKey: undefined, localPushOrigin: undefined }));
    renderAt(<NotificationsScreen />);
    const email = await screen.findByRole('region', { name: /^E-mail/ });
    await waitFor(() => expect(email.textContent).toContain('ama@example.com'));
    expect(screen.getByText('We don’t send texts yet: each change of your order reaches you by e-mail.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Turn on/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your devices' })).toBeNull();
  });
});

const order = {
  orderId: '01JD00000000000000000000C3',
  textUpdates: true,
  customer: { name: 'Ama Mensah', email: 'ama@example.com', phone: '+14145550142' },
} as Order;

describe('the order page’s Notify me on this device', () => {
  it('turns this device on as the settings do, then says it will be notified; the texted number shows', async () => {
    let devices = [laptop];
    answer = (call) => {
      if (call.url === `${localPushOrigin}/subscriptions`) return json(subscription, 201);
      if (call.url === '/api/account/notifications/devices') {
        devices = [...devices, added];
        return json({ device: added }, 201);
      }
      return json(answerOf({ devices }));
    };
    renderAt(<OrderNotify order={order} />, '/account/order-details/o1');
    const block = await screen.findByRole('region', { name: 'Order updates' });
    expect(within(block).getByText('Texts to (414) 555-0142')).toBeTruthy();
    fireEvent.click(await within(block).findByRole('button', { name: 'Notify me on this device' }));
    await waitFor(() => expect(within(block).getByText('This device will be notified')).toBeTruthy());
    expect(document.activeElement).toBe(within(block).getByText('This device will be notified'));
    expect(calls.filter((call) => call.url === '/api/account/notifications/devices')).toHaveLength(1);
  });

  it('shows nothing where the device can take no push and the order is not texted', async () => {
    answer = () => json(answerOf({ channels: { texts: true, push: false } }));
    renderAt(<OrderNotify order={{ ...order, textUpdates: false }} />, '/account/order-details/o1');
    await waitFor(() => expect(calls.some((call) => call.url === '/api/account/notifications')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Order updates' })).toBeNull();
  });
});
