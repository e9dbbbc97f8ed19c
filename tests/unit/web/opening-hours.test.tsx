// @vitest-environment jsdom
/**
 * The shop's status on the pages (docs/decisions.md#opening-hours-from-the-live-status): the open-now line, the
 * owner's hours in the footer, the about page and the checkout, the closures among the checkout's days, and the
 * pre-rendered HTML hydrating without a mismatch whatever the status query has cached meanwhile.
 */
import { localTime } from '@functions/platform/contract/business-clock';
import type { ScheduleAnswer } from '@functions/orders/contract/order';
import { defaultShopSettings, type ShopStatus } from '@functions/shop/contract/shop-settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopSettingsQueries } from '../../../web/src/api/shop-settings.ts';
import { SiteFooter } from '../../../web/src/app/layout/site-footer.tsx';
import { NotFoundScreen } from '../../../web/src/app/routes/not-found.tsx';
import { OpenStatus } from '../../../web/src/components/open-status.tsx';
import { OpeningHoursLines, OpeningHoursWeek } from '../../../web/src/components/opening-hours.tsx';
import { closedText, dayChoices, TimeChoice } from '../../../web/src/features/checkout/components/time-choice.tsx';

/** The owner shortened Saturday to noon–3 p.m. */
const hours = defaultShopSettings.hours.map((day, weekday) => (weekday === 6 ? { open: '12:00', close: '15:00' } : day));

function statusOf(change: Partial<ShopStatus> = {}): ShopStatus {
  return { ordering: 'open', openNow: false, opensAt: '2026-11-24T17:00:00.000Z', label: 'Closed · opens 11 a.m.', hours, closures: [], ...change };
}

let status: ShopStatus;
const api = vi.fn(async () => new Response(JSON.stringify(status), { status: 200, headers: { 'content-type': 'application/json' } }));

function withQueries(ui: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  status = statusOf();
  vi.stubGlobal('fetch', api);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  api.mockClear();
});

describe('OpenStatus', () => {
  it('holds its line while loading, then says the server’s words with the state for its dot', async () => {
    render(withQueries(<OpenStatus />));
    const line = document.querySelector<HTMLElement>('[data-open-status]')!;
    expect(line.dataset.openStatus).toBe('loading');
    await waitFor(() => expect(line.textContent).toBe('Closed · opens 11 a.m.'));
    expect(line.dataset.openStatus).toBe('closed');
    cleanup();
    status = statusOf({ openNow: true, until: '2026-11-25T02:00:00.000Z', label: 'Open now · until 8 p.m.' });
    render(withQueries(<OpenStatus />));
    await waitFor(() => expect(document.querySelector('[data-open-status="open"]')?.textContent).toBe('Open now · until 8 p.m.'));
  });

  it('on the not-found page: the status, never "the kitchen is still open"', async () => {
    render(withQueries(<NotFoundScreen />));
    await waitFor(() => expect(document.querySelector('[data-open-status]')?.textContent).toBe('Closed · opens 11 a.m.'));
    expect(document.body.textContent).not.toMatch(/still open/);
  });
});

describe('the opening hours', () => {
  it('are the owner’s saved hours, folded, in the footer and the checkout list', async () => {
    render(withQueries(<OpeningHoursLines label="Opening hours" />));
    const list = screen.getByRole('list', { name: 'Opening hours' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toContain('Saturday: 12 p.m. – 3 p.m.'),
    );
    expect(list.textContent).not.toContain('Saturday: 12 p.m. – 9 p.m.');
    expect(list.getAttribute('aria-busy')).toBeNull();
  });

  it('show in the footer once it appears', async () => {
    render(withQueries(<SiteFooter />));
    const footerHours = await screen.findByRole('region', { name: 'Opening hours' }, { timeout: 3000 });
    await waitFor(() => expect(footerHours.textContent).toContain('Saturday: 12 p.m. – 3 p.m.'));
  });

  it('list the week a row a day on the about page, the day names standing while the hours load, today marked', async () => {
    render(withQueries(<OpeningHoursWeek label="Opening hours" />));
    const rows = () => within(screen.getByRole('list', { name: 'Opening hours' })).getAllByRole('listitem');
    expect(rows().map((row) => row.textContent)).toEqual(['Monday ', 'Tuesday ', 'Wednesday ', 'Thursday ', 'Friday ', 'Saturday ', 'Sunday ']);
    await waitFor(() => expect(rows()[5]!.textContent).toBe('Saturday 12 p.m. – 3 p.m.'));
    expect(rows().map((row) => row.textContent)).toContain('Sunday Closed');
    expect(rows().filter((row) => row.getAttribute('aria-current') === 'date')).toHaveLength(1);
  });

  it('say "Closed today" on today’s row when the owner closed today', async () => {
    status = statusOf({ closures: [{ date: localTime(Date.now()).date, note: 'Staff training' }] });
    render(withQueries(<OpeningHoursWeek label="Opening hours" />));
    const list = screen.getByRole('list', { name: 'Opening hours' });
    await waitFor(() => expect(list.querySelector('[aria-current="date"]')?.textContent).toMatch(/^[A-Z][a-z]+day Closed today$/));
  });
});

describe('pre-rendered HTML', () => {
  it('hydrates without a mismatch even when the status is cached before hydration, then shows it', async () => {
    const ui = (client: QueryClient) =>
      withQueries(
        <>
          <OpenStatus />
          <OpeningHoursWeek label="Opening hours" />
        </>,
        client,
      );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui(new QueryClient()));
    document.body.append(container);
    expect(container.querySelector('[data-open-status]')?.getAttribute('data-open-status')).toBe('loading');

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(shopSettingsQueries.status().queryKey, status);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, ui(client), { onRecoverableError: recoverable });
    });
    await waitFor(() => expect(container.querySelector('[data-open-status]')?.textContent).toBe('Closed · opens 11 a.m.'));
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});

describe('the checkout’s days', () => {
  const days: ScheduleAnswer['days'] = ['2026-11-25', '2026-11-27'].map((date) => ({
    date,
    slots: [{ id: `${date}T17:00:00.000Z`, date, time: '11:00', placesLeft: 6 }],
  }));

  it('put the closures up to the last day offered among the offered days, by date', () => {
    const closures = [{ date: '2026-11-26', note: 'Thanksgiving' }, { date: '2026-12-24' }];
    expect(dayChoices(days, closures, '2026-11-24')).toEqual([
      { date: '2026-11-25', closed: false },
      { date: '2026-11-26', closed: true, note: 'Thanksgiving' },
      { date: '2026-11-27', closed: false },
    ]);
    expect(closedText(undefined)).toBe('Closed');
  });

  it('grey a closure out with the owner’s note, never choosable', async () => {
    status = statusOf({ closures: [{ date: '2026-11-26', note: 'Thanksgiving' }] });
    const schedule: ScheduleAnswer = {
      mode: 'pickup',
      catering: false,
      asap: { available: false, message: 'We open at 11 a.m. today. Please choose a time.' },
      days,
    };
    const noop = () => undefined;
    render(
      withQueries(
        <TimeChoice
          step={3}
          mode="pickup"
          schedule={schedule}
          loadFailed={false}
          onRetry={noop}
          timing="schedule"
          day="2026-11-25"
          part={undefined}
          slotId={undefined}
          today="2026-11-24"
          onTiming={noop}
          onDay={noop}
          onPart={noop}
          onSlot={noop}
        />,
      ),
    );
    const thanksgiving = await screen.findByRole('radio', { name: 'Thu, Nov 26, Closed: Thanksgiving' });
    expect((thanksgiving as HTMLInputElement).disabled).toBe(true);
    expect(thanksgiving.closest('label')!.textContent).toBe('ThuNov 26Closed: Thanksgiving');
    const dayGroup = screen.getByRole('group', { name: 'Day' });
    expect(
      within(dayGroup)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(within(screen.getByRole('group', { name: 'When' })).getByText('Closed · opens 11 a.m.')).toBeTruthy();
  });
});
