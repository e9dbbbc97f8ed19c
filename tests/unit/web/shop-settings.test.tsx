// @vitest-environment jsdom
import type { ScheduleAnswer } from '@functions/orders/contract/order';
import { defaultShopSettings, type OwnerShopSettings, type ShopStatus } from '@functions/shop/contract/shop-settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusRefetchInterval } from '../../../web/src/api/shop-settings.ts';
import { KitchenSettingsScreen } from '../../../web/src/app/routes/kitchen/settings.tsx';
import { TimeChoice } from '../../../web/src/features/checkout/components/time-choice.tsx';
import { customMinutes, PauseControl } from '../../../web/src/features/shop-settings/components/pause-control.tsx';
import { bannerOf, ShopStatusBanner } from '../../../web/src/features/shop-settings/components/shop-status-banner.tsx';
import { pausedUntilText, shopDate, addDays } from '../../../web/src/features/shop-settings/hooks/pause-words.ts';
import { draftErrors, draftOf, saveVersionOf, serverErrors, updateOf, weekdays } from '../../../web/src/features/shop-settings/hooks/settings-draft.ts';
import { ApiError } from '../../../web/src/lib/api-error.ts';

const pausedMessage = 'Online ordering is paused until 6:30 p.m. Please call us at (414) 555-0173 or try again then.';
const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

/** A GET /shop/status answer: open now with the default hours, unless told otherwise. */
function statusOf(change: Partial<ShopStatus> = {}): ShopStatus {
  return { ordering: 'open', openNow: true, label: 'Open now · until 8 p.m.', hours: defaultShopSettings.hours, closures: [], ...change };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answer: (call: Call) => Response;

const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
  calls.push(call);
  return answer(call);
});

function renderWithQueries(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', api);
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  api.mockClear();
});

describe('pausedUntilText', () => {
  // 12:00 in Milwaukee (CDT, UTC−5) on Tuesday 10 March 2026.
  const now = new Date('2026-03-10T17:00:00Z');

  it('names the time on the business’s clock when the pause ends today', () => {
    expect(pausedUntilText('2026-03-10T23:30:00.000Z', now)).toBe('Paused until 6:30 p.m.');
    expect(pausedUntilText('2026-03-10T22:00:00.000Z', now)).toBe('Paused until 5 p.m.');
  });

  it('says the rest of today for a pause until local midnight, tomorrow or the day otherwise', () => {
    expect(pausedUntilText('2026-03-11T05:00:00.000Z', now)).toBe('Paused for the rest of today');
    expect(pausedUntilText('2026-03-11T14:00:00.000Z', now)).toBe('Paused until tomorrow, 9 a.m.');
    expect(pausedUntilText('2026-03-13T14:00:00.000Z', now)).toBe('Paused until Fri, Mar 13 · 9 a.m.');
  });
});

describe('the status query', () => {
  it('asks again every minute, or just after a pause ends when that is sooner', () => {
    const now = Date.parse('2026-03-10T17:00:00Z');
    expect(statusRefetchInterval(undefined, now)).toBe(60_000);
    expect(statusRefetchInterval(statusOf(), now)).toBe(60_000);
    expect(statusRefetchInterval(statusOf({ ordering: 'paused', pausedUntil: '2026-03-10T17:00:20.000Z' }), now)).toBe(21_000);
    expect(statusRefetchInterval(statusOf({ ordering: 'paused', pausedUntil: '2026-03-10T18:00:00.000Z' }), now)).toBe(60_000);
  });

  it('asks again just after the kitchen opens or closes, and soon when a cached answer is past its change', () => {
    const now = Date.parse('2026-03-10T17:00:00Z');
    expect(statusRefetchInterval(statusOf({ openNow: false, opensAt: '2026-03-10T17:00:30.000Z' }), now)).toBe(31_000);
    expect(statusRefetchInterval(statusOf({ until: '2026-03-10T17:00:10.000Z' }), now)).toBe(11_000);
    expect(statusRefetchInterval(statusOf({ openNow: false, opensAt: '2026-03-10T16:59:50.000Z' }), now)).toBe(5_000);
  });
});

describe('the settings form’s draft', () => {
  it('shows the week Monday first and sends it Sunday first, a closed day as null', () => {
    expect(weekdays.map((day) => day.name)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekdays.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    const update = updateOf(draftOf(defaultShopSettings));
    expect(update).toEqual({
      hours: defaultShopSettings.hours,
      closures: [],
      specialHours: [],
      maxOrdersPerSlot: defaultShopSettings.maxOrdersPerSlot,
      leadMinutes: defaultShopSettings.leadMinutes,
      paymentChoices: defaultShopSettings.paymentChoices,
    });
    expect(update.hours[0]).toBeNull();
  });

  it('names each problem by the field it belongs to, in the schema’s words', () => {
    const draft = draftOf(defaultShopSettings);
    draft.hours[1] = { open: true, from: '20:00', to: '11:00' };
    draft.closures = [
      { key: 'a', date: '', note: '' },
      { key: 'b', date: addDays(shopDate(), -1), note: '' },
      { key: 'c', date: addDays(shopDate(), 3), note: 'x'.repeat(121) },
    ];
    draft.maxOrdersPerSlot = '';
    draft.pickupLead = '241';
    draft.deliveryLead = '1.5';
    expect(draftErrors(draft)).toEqual({
      'hours.1.close': 'Opening must be before closing',
      'closures.0.date': 'Choose a date',
      'closures.1.date': 'A closure cannot be in the past',
      'closures.2.note': 'A note can be at most 120 characters',
      maxOrdersPerSlot: 'Enter a whole number of orders',
      'leadMinutes.pickup': 'At most 240 minutes',
      'leadMinutes.delivery': 'Enter a whole number of minutes',
    });
    expect(draftErrors(draftOf(defaultShopSettings))).toEqual({});
  });

  it('names the special hours’ problems by row: no date, backwards, twice, and a date also closed', () => {
    const draft = draftOf(defaultShopSettings);
    const soon = addDays(shopDate(), 2);
    draft.closures = [{ key: 'a', date: soon, note: '' }];
    draft.specialHours = [
      { key: 'b', date: '', from: '11:00', to: '15:00', note: '' },
      { key: 'c', date: addDays(shopDate(), 4), from: '15:00', to: '11:00', note: '' },
      { key: 'd', date: addDays(shopDate(), 4), from: '11:00', to: '15:00', note: '' },
      { key: 'e', date: soon, from: '11:00', to: '15:00', note: ' Christmas Eve ' },
    ];
    expect(draftErrors(draft)).toEqual({
      'specialHours.0.date': 'Choose a date',
      'specialHours.1.close': 'Opening must be before closing',
      'specialHours.2.date': 'This date is listed twice',
      'specialHours.3.date': 'This date is also a closure: remove one of them',
    });
    expect(updateOf(draft).specialHours?.[3]).toEqual({ date: soon, open: '11:00', close: '15:00', note: 'Christmas Eve' });
  });

  it('reads the server’s refusal by field path', () => {
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: 'The request is not valid.',
      details: [
        { path: 'body.closures.0.date', message: 'A closure cannot be in the past' },
        { path: 'body.closures.0.date', message: 'This date is listed twice' },
        { path: 'body.leadMinutes.pickup', message: 'At most 240 minutes' },
      ],
    });
    expect(serverErrors(refusal)).toEqual({ 'closures.0.date': 'A closure cannot be in the past', 'leadMinutes.pickup': 'At most 240 minutes' });
    expect(serverErrors(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' }))).toEqual({});
  });
});

describe('the version a settings save goes over', () => {
  it('is the read the draft was made from, or a newer read that only moved the pause; never a newer read with a field changed', () => {
    const base = settingsWith({ version: 2 });
    expect(saveVersionOf(base, base)).toBe(2);
    // A newer read whose saved fields are as they were: no one else's save.
    expect(saveVersionOf(settingsWith({ version: 3, pausedUntil: inAnHour() }), base)).toBe(3);
    // Another owner's save: the draft's own version, so the server refuses it (409) instead of losing theirs.
    expect(saveVersionOf(settingsWith({ version: 3, maxOrdersPerSlot: 9 }), base)).toBe(2);
    // An older read (a slow answer) never lowers it.
    expect(saveVersionOf(settingsWith({ version: 1 }), base)).toBe(2);
  });
});

describe('customMinutes', () => {
  it('takes 1 to 720 whole minutes and says so otherwise', () => {
    expect(customMinutes(' 45 ')).toEqual({ minutes: 45 });
    expect(customMinutes('720')).toEqual({ minutes: 720 });
    for (const text of ['', '0', '721', '2.5', 'ten']) expect(customMinutes(text)).toHaveProperty('error');
  });
});

/** The banner's live region (it has no role of its own, so screens keep `role="status"` for their messages). */
const shopStatusRegion = () => document.querySelector<HTMLElement>('[data-shop-status]')!;

describe('ShopStatusBanner', () => {
  it('says the server’s words while ordering is paused, the phone a call link, in a live region', async () => {
    answer = () => json(statusOf({ ordering: 'paused', openNow: false, pausedUntil: inAnHour(), message: pausedMessage }));
    renderWithQueries(<ShopStatusBanner />);
    const banner = shopStatusRegion();
    expect(banner.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(banner.textContent).toBe(pausedMessage));
    expect(within(banner).getByRole('link', { name: '(414) 555-0173' }).getAttribute('href')).toBe('tel:+14145550173');
    expect(calls).toEqual([{ url: '/api/shop/status', method: 'GET', body: undefined }]);
    // Asked past the browser's cached copy, so a reload after the owner resumes shows the truth.
    expect((api.mock.calls[0]![1] as RequestInit).cache).toBe('no-cache');
  });

  it('says the shop is closed today, and nothing while ordering is open', async () => {
    answer = () =>
      json(statusOf({ ordering: 'closed-today', openNow: false, message: 'We’re closed today (Family wedding). You can still order for another day.' }));
    renderWithQueries(<ShopStatusBanner />);
    await waitFor(() => expect(shopStatusRegion().textContent).toContain('We’re closed today (Family wedding)'));
    cleanup();
    answer = () => json(statusOf());
    renderWithQueries(<ShopStatusBanner />);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(shopStatusRegion().textContent).toBe('');
  });

  it('goes once the pause has run out, even before the server is asked again', () => {
    const status = statusOf({ ordering: 'paused', openNow: false, pausedUntil: inAnHour(), message: pausedMessage });
    expect(bannerOf(status, true)).toEqual({ tone: 'paused', message: pausedMessage });
    expect(bannerOf(status, false)).toBeNull();
    expect(bannerOf(statusOf(), true)).toBeNull();
  });

  it('says so when no day can be ordered for, and nothing before opening while today still takes orders', () => {
    const unavailable = 'We’re not taking online orders right now. Please call us at (414) 555-0173.';
    expect(bannerOf(statusOf({ ordering: 'unavailable', openNow: false, message: unavailable }), true)).toEqual({ tone: 'closed', message: unavailable });
    expect(bannerOf(statusOf({ openNow: false, label: 'Closed · opens 11 a.m.' }), true)).toBeNull();
  });
});

function settingsWith(overrides: Partial<OwnerShopSettings> = {}): OwnerShopSettings {
  return { ...structuredClone(defaultShopSettings), version: 2, ...overrides };
}

describe('PauseControl', () => {
  it('pauses for 30 minutes with one click, shows until when, and resumes', async () => {
    let settings = settingsWith();
    answer = (call) => {
      if (call.url === '/api/owner/settings/pause' && call.method === 'POST')
        settings = settingsWith({ pausedUntil: new Date(Date.now() + 30 * 60_000).toISOString() });
      if (call.url === '/api/owner/settings/pause' && call.method === 'DELETE') settings = settingsWith();
      if (call.url === '/api/shop/status') return json(statusOf());
      return json(settings);
    };
    renderWithQueries(<PauseControl />);
    expect((await screen.findByRole('status')).textContent).toContain('Taking orders');
    expect(screen.queryByRole('button', { name: 'Resume now' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Pause 30 min' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(pausedUntilText(settings.pausedUntil!)));
    expect(calls.find((call) => call.method === 'POST')).toEqual({ url: '/api/owner/settings/pause', method: 'POST', body: { minutes: 30 } });

    fireEvent.click(screen.getByRole('button', { name: 'Pause for the rest of today' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ until: 'end-of-day' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Resume now' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Taking orders'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('checks the custom minutes before pausing for them', async () => {
    answer = (call) => (call.url === '/api/shop/status' ? json(statusOf()) : json(settingsWith()));
    renderWithQueries(<PauseControl />);
    const minutes = await screen.findByLabelText('Custom minutes');
    fireEvent.change(minutes, { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText(/Enter 1 to 720 minutes/)).toBeTruthy();
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(minutes, { target: { value: '45' } });
    fireEvent.keyDown(minutes, { key: 'Enter' });
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ minutes: 45 }));
  });
});

describe('KitchenSettingsScreen', () => {
  const day = (name: string) => within(screen.getByRole('region', { name: 'Opening hours' })).getByRole('group', { name });

  it('saves the week Sunday first, a closure and the slots with one Save, and says so', async () => {
    let saved = settingsWith();
    answer = (call) => {
      if (call.url === '/api/owner/settings' && call.method === 'PUT') {
        const update = call.body as Omit<OwnerShopSettings, 'pausedUntil'>;
        saved = { ...saved, ...update };
      }
      if (call.url === '/api/shop/status') return json(statusOf());
      return json(saved);
    };
    renderWithQueries(<KitchenSettingsScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const monday = await waitFor(() => day('Monday'));
    expect((within(monday).getByLabelText('Opens') as HTMLInputElement).value).toBe('11:00');
    expect(screen.getAllByRole('switch').map((toggle) => (toggle as HTMLInputElement).checked)).toEqual([true, true, true, true, true, true, false]);

    fireEvent.change(within(monday).getByLabelText('Opens'), { target: { value: '10:30' } });
    fireEvent.click(within(day('Sunday')).getByRole('switch', { name: 'Open' }));
    fireEvent.change(within(day('Sunday')).getByLabelText('Opens'), { target: { value: '12:00' } });
    fireEvent.change(within(day('Sunday')).getByLabelText('Closes'), { target: { value: '17:00' } });
    fireEvent.click(within(day('Friday')).getByRole('switch', { name: 'Open' }));
    expect(within(day('Friday')).getByText('Closed all day: no slots are offered.')).toBeTruthy();

    const date = addDays(shopDate(), 10);
    fireEvent.click(screen.getByRole('button', { name: 'Add a closure' }));
    const closure = screen.getByRole('group', { name: 'Closure 1' });
    expect(document.activeElement).toBe(within(closure).getByLabelText('Date'));
    fireEvent.change(within(closure).getByLabelText('Date'), { target: { value: date } });
    fireEvent.change(within(closure).getByLabelText('Note (optional)'), { target: { value: ' Family wedding ' } });
    fireEvent.change(screen.getByLabelText('Orders per slot'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Catering orders (any with trays)'), { target: { value: 'card-only' } });
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      hours: [
        { open: '12:00', close: '17:00' },
        { open: '10:30', close: '20:00' },
        { open: '11:00', close: '20:00' },
        { open: '11:00', close: '20:00' },
        { open: '11:00', close: '21:00' },
        null,
        { open: '12:00', close: '21:00' },
      ],
      closures: [{ date, note: 'Family wedding' }],
      specialHours: [],
      maxOrdersPerSlot: 8,
      leadMinutes: { pickup: 30, delivery: 60 },
      paymentChoices: { pickup: 'card-or-in-person', delivery: 'card-or-in-person', catering: 'card-only' },
      // The version the form was made from.
      version: 2,
    });
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).toBeNull());
  });

  it('says so plainly when another owner saved meanwhile (409), and Reload shows their settings instead of the draft', async () => {
    const theirs = settingsWith({ version: 3, maxOrdersPerSlot: 4, closures: [{ date: addDays(shopDate(), 9), note: 'Their closure' }] });
    let stored = settingsWith();
    answer = (call) => {
      if (call.url === '/api/owner/settings' && call.method === 'PUT') {
        return json({ error: { code: 'CONFLICT', message: 'Someone else changed the settings since you opened them. Reload to see their change.' } }, 409);
      }
      if (call.url === '/api/shop/status') return json(statusOf());
      return json(stored);
    };
    renderWithQueries(<KitchenSettingsScreen />);
    fireEvent.change(await screen.findByLabelText('Orders per slot'), { target: { value: '9' } });
    stored = theirs;
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed the settings since you opened them. Reload to see their change.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ maxOrdersPerSlot: 9, version: 2 });
    // The draft stays until Reload.
    expect((screen.getByLabelText('Orders per slot') as HTMLInputElement).value).toBe('9');

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByLabelText('Orders per slot') as HTMLInputElement).value).toBe('4'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((within(screen.getByRole('group', { name: 'Closure 1' })).getByLabelText('Note (optional)') as HTMLInputElement).value).toBe('Their closure');
    expect(screen.getByText('Everything here is saved.')).toBeTruthy();

    answer = (call) => (call.url === '/api/shop/status' ? json(statusOf()) : json(call.method === 'PUT' ? { ...theirs, version: 4 } : theirs));
    fireEvent.change(screen.getByLabelText('Orders per slot'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved');
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({ maxOrdersPerSlot: 5, version: 3 });
  });

  it('shows what the schema refuses under its field and sends nothing', async () => {
    answer = (call) => (call.url === '/api/shop/status' ? json(statusOf()) : json(settingsWith()));
    renderWithQueries(<KitchenSettingsScreen />);
    const monday = await waitFor(() => day('Monday'));
    fireEvent.change(within(monday).getByLabelText('Closes'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const closes = within(monday).getByLabelText('Closes');
    expect(closes.getAttribute('aria-invalid')).toBe('true');
    expect(within(monday).getByText('Opening must be before closing')).toBeTruthy();
    expect(document.activeElement).toBe(closes);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s message under the closure it names, until that field is edited', async () => {
    const date = addDays(shopDate(), 5);
    answer = (call) => {
      if (call.method === 'PUT') {
        return json(
          {
            error: {
              code: 'VALIDATION',
              message: 'The request is not valid.',
              details: [{ path: 'body.closures.0.date', message: 'A closure cannot be in the past' }],
            },
          },
          400,
        );
      }
      return call.url === '/api/shop/status' ? json(statusOf()) : json(settingsWith({ closures: [{ date }] }));
    };
    renderWithQueries(<KitchenSettingsScreen />);
    const closure = await screen.findByRole('group', { name: 'Closure 1' });
    expect((within(closure).getByLabelText('Date') as HTMLInputElement).value).toBe(date);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(closure).findByText('A closure cannot be in the past')).toBeTruthy();
    // Every message has its field: no alert above the form.
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(within(closure).getByLabelText('Date'), { target: { value: addDays(date, 1) } });
    expect(within(closure).queryByText('A closure cannot be in the past')).toBeNull();
  });

  it('removes a closure with its own button', async () => {
    const dates = [addDays(shopDate(), 5), addDays(shopDate(), 6)];
    answer = (call) => (call.url === '/api/shop/status' ? json(statusOf()) : json(settingsWith({ closures: dates.map((date) => ({ date })) })));
    renderWithQueries(<KitchenSettingsScreen />);
    const list = await screen.findByRole('list', { name: 'Planned closures' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(list).getAllByRole('button', { name: /^Remove the closure on / })[0]!);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect((within(list).getByLabelText('Date') as HTMLInputElement).value).toBe(dates[1]);
  });

  it('offers to try again when the settings do not load', async () => {
    let fail = true;
    answer = (call) => {
      if (call.url === '/api/owner/settings' && fail) return json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500);
      return json(settingsWith());
    };
    renderWithQueries(<KitchenSettingsScreen />);
    const failed = await screen.findByText(/We couldn’t load the settings\./);
    fail = false;
    fireEvent.click(within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save settings' })).toBeTruthy();
  });
});

describe('the checkout’s time step while ordering is paused', () => {
  it('says why no time is offered instead of the choices', () => {
    const schedule: ScheduleAnswer = {
      mode: 'pickup',
      catering: false,
      asap: { available: false, message: pausedMessage },
      days: [],
      paused: { until: inAnHour(), message: pausedMessage },
    };
    const noop = () => undefined;
    renderWithQueries(
      <TimeChoice
        step={2}
        mode="pickup"
        schedule={schedule}
        loadFailed={false}
        onRetry={noop}
        timing="schedule"
        day={undefined}
        part={undefined}
        slotId={undefined}
        today={shopDate()}
        onTiming={noop}
        onDay={noop}
        onPart={noop}
        onSlot={noop}
      />,
    );
    const when = screen.getByRole('group', { name: 'When' });
    expect(within(when).getByRole('status').textContent).toBe(`We’re not taking online orders right now. ${pausedMessage}`);
    expect(within(when).queryAllByRole('radio')).toHaveLength(0);
    expect(within(when).queryByText(/no free pickup times/)).toBeNull();
  });
});
