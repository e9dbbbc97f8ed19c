// @vitest-environment jsdom
/**
 * Settings › Alerts (web/src/app/routes/kitchen/alerts.tsx) with the API and the browser stubbed: turning alerts on
 * asks the browser's permission, takes a subscription from the local push service the answer names, adds the device
 * under the name typed and lists it as this one; a stage without push says so and offers nothing to turn on; the
 * ladder's Save sends the minutes, the numbers and the amount in cents over the version read, and a 409 offers Reload;
 * the numbers' Add and Remove move the keyboard where the owner goes on, and a save says so.
 */
import { defaultAlertSettings, type AlertDevice, type AlertsAnswer } from '@functions/alerts/contract/alerts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitchenAlertsScreen } from '../../../web/src/app/routes/kitchen/alerts.tsx';

const localPushService = 'http://127.0.0.1:8808/';
const subscription = { endpoint: 'http://127.0.0.1:8808/push/sub-1', expirationTime: null, keys: { p256dh: 'BPk3', auth: 'YXV0aA' } };
const ours: AlertDevice = { deviceId: '01JZ0000000000000000000001', label: 'Tablet on the pass', addedAt: '2026-12-07T16:00:00.000Z', addedBy: 'Ama Owner' };
const theirs: AlertDevice = { deviceId: '01JZ0000000000000000000000', label: 'Kofi’s phone', addedAt: '2026-12-06T16:00:00.000Z', addedBy: 'Kofi' };

function answerOf(change: Partial<AlertsAnswer> = {}): AlertsAnswer {
  return {
    settings: defaultAlertSettings,
    version: 2,
    devices: [theirs],
    channels: { push: true, phone: true },
    applicationServerKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    localPushService,
    ...change,
  };
}

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answer: (call: Call) => Response;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <KitchenAlertsScreen />
    </QueryClientProvider>,
  );
}

let permission: NotificationPermission;
const requestPermission = vi.fn(async (): Promise<NotificationPermission> => {
  permission = 'granted';
  return permission;
});

beforeEach(() => {
  calls = [];
  permission = 'default';
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
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
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  requestPermission.mockClear();
});

describe('Settings › Alerts', () => {
  it('turns alerts on: permission, a subscription from the local push service, the device added and listed as this one', async () => {
    answer = (call) => {
      if (call.url === `${localPushService}subscriptions`) return json(subscription, 201);
      if (call.url === '/api/owner/alerts/devices') return json(answerOf({ devices: [theirs, ours] }));
      return json(answerOf());
    };
    renderScreen();
    const section = await screen.findByRole('region', { name: 'Alerts on this device' });
    expect(within(section).getByRole('status').textContent).toContain('Alerts are off on this device');
    fireEvent.change(within(section).getByLabelText('Name this device'), { target: { value: ' Tablet on the pass ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Turn on alerts' }));

    await waitFor(() => expect(within(section).getByRole('status').textContent).toContain('Alerts are on for this device'));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(calls.find((call) => call.url === `${localPushService}subscriptions`)).toMatchObject({
      method: 'POST',
      body: { applicationServerKey: answerOf().applicationServerKey },
    });
    expect(calls.find((call) => call.url === '/api/owner/alerts/devices')).toEqual({
      url: '/api/owner/alerts/devices',
      method: 'POST',
      body: { subscription, label: 'Tablet on the pass' },
    });
    expect(document.activeElement).toBe(within(section).getByRole('status'));
    const list = screen.getByRole('list', { name: 'Devices that take alerts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).queryByText('This device') !== null)).toEqual([false, true]);
    expect(JSON.parse(window.localStorage.getItem('spices.kitchen.alerts-device')!)).toEqual({ deviceId: ours.deviceId, endpoint: subscription.endpoint });
  });

  it('says when the browser blocks notifications, and sends nothing', async () => {
    answer = () => json(answerOf());
    requestPermission.mockImplementationOnce(async () => {
      permission = 'denied';
      return permission;
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('This browser blocks notifications from the shop');
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says when push is not set up on this stage or there is no sending number, and offers nothing to turn on', async () => {
    answer = () => json(answerOf({ channels: { push: false, phone: false }, applicationServerKey: undefined, localPushService: undefined }));
    renderScreen();
    expect(await screen.findByText('Push alerts are not set up on this stage')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on alerts' })).toBeNull();
    expect(screen.getByText(/This shop was deployed without a sending number: the kitchen is alerted by push and e-mail only/)).toBeTruthy();
  });

  it('saves the ladder, the numbers and the amount in cents over the version read; a 409 offers Reload', async () => {
    let stored = answerOf();
    answer = (call) => {
      if (call.method === 'PUT') {
        return json(
          { error: { code: 'CONFLICT', message: 'The alert settings were changed on another device. Reload to see them, then make your change again.' } },
          409,
        );
      }
      return json(stored);
    };
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a number' }));
    fireEvent.change(screen.getByLabelText('Number 1'), { target: { value: '4145550188' } });
    fireEvent.change(screen.getByLabelText('Tell the customer after (minutes)'), { target: { value: '12' } });
    fireEvent.click(screen.getByLabelText(/Accept small orders automatically/));
    fireEvent.change(screen.getByLabelText('Up to (order total)'), { target: { value: '$42.5' } });
    stored = answerOf({ version: 3, settings: { ...defaultAlertSettings, kitchenPhones: ['+14145550100'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save alert settings' }));

    const refusal = await screen.findByRole('alert');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      kitchenPhones: ['(414) 555-0188'],
      ladder: { ...defaultAlertSettings.ladder, tellCustomerAfterMinutes: 12 },
      autoAccept: { enabled: true, upToCents: 4250 },
      version: 2,
    });
    fireEvent.click(within(refusal).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByLabelText('Number 1') as HTMLInputElement).value).toBe('(414) 555-0100'));
    expect((screen.getByLabelText('Tell the customer after (minutes)') as HTMLInputElement).value).toBe('10');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the keyboard on a number just added and back on Add when one goes; a save says so, and then nothing is unsaved', async () => {
    let stored = answerOf();
    answer = (call) => {
      if (call.method === 'PUT') stored = answerOf({ version: 3, settings: { ...defaultAlertSettings, kitchenPhones: ['+14145550188'] } });
      return json(stored);
    };
    renderScreen();
    const add = await screen.findByRole('button', { name: 'Add a number' });
    expect(screen.getByText('Everything here is saved.')).toBeTruthy();
    fireEvent.click(add);
    expect(document.activeElement).toBe(screen.getByLabelText('Number 1'));
    fireEvent.click(add);
    expect(document.activeElement).toBe(screen.getByLabelText('Number 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove number 2' }));
    expect(screen.queryByLabelText('Number 2')).toBeNull();
    expect(document.activeElement).toBe(add);

    fireEvent.change(screen.getByLabelText('Number 1'), { target: { value: '4145550188' } });
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save alert settings' }));

    await screen.findByText('Alert settings saved');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ kitchenPhones: ['(414) 555-0188'], version: 2 });
    expect((screen.getByLabelText('Number 1') as HTMLInputElement).value).toBe('(414) 555-0188');
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
    expect(screen.queryByText('Everything here is saved.')).toBeNull();
  });
});
