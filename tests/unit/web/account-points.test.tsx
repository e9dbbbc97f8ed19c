// @vitest-environment jsdom
/**
 * The account's Points (web/src/app/routes/account/points.tsx; docs/business-rules.md#points-in-the-table): the
 * points available, what orders not yet completed will add, the next to expire, each reward with how far the points
 * go, the history with its signed changes; a shop with no points programme says so with no empty blocks.
 */
import type { PointsAnswer } from '@functions/offers/contract/offers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PointsScreen } from '../../../web/src/app/routes/account/points.tsx';

const points: PointsAnswer = {
  enabled: true,
  pointsPerDollar: 10,
  available: 1_210,
  pending: 410,
  expiring: { points: 120, at: '2026-06-07T17:00:00.000Z' },
  rewards: [
    { rewardId: 'five-off', name: '$5 off', points: 250, reachable: true },
    { rewardId: 'free-puff-puff', name: 'A free Puff Puff', points: 1_250, reachable: false },
  ],
  history: [
    { at: '2026-05-02T18:00:00.000Z', points: -250, kind: 'spent', words: 'Order A7K3Q9' },
    { at: '2026-04-20T18:00:00.000Z', points: 1_460, kind: 'earned', words: 'Order B2M4T8' },
  ],
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let answer: () => Response = () => json(points);
const api = vi.fn(async (input: RequestInfo | URL) => {
  if (String(input) === '/api/account/points') return answer();
  return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
});

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/account/points', element: <PointsScreen /> },
      { path: '/menu', element: <h1>Menu</h1> },
    ],
    { initialEntries: ['/account/points'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', api);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  api.mockClear();
  answer = () => json(points);
});

describe('Account › Points', () => {
  it('shows the points available, what is pending, the next expiry and how points are earned', async () => {
    renderScreen();
    const balance = await screen.findByRole('region', { name: 'Your points' });
    expect(balance.textContent).toContain('1,210 points');
    expect(balance.textContent).toContain('+410 pending: earned when your order is completed');
    expect(balance.textContent).toContain('120 points expire on Jun 7, 2026');
    expect(balance.textContent).toContain('You earn 10 points for every dollar of food');
  });

  it('shows each reward reachable, or the points it still needs, with its bar', async () => {
    renderScreen();
    const rewards = await screen.findByRole('region', { name: 'Rewards' });
    const [five, puff] = within(rewards).getAllByRole('listitem');
    expect(five?.textContent).toContain('$5 off');
    expect(five?.textContent).toContain('You have enough points');
    expect(within(five!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('250');
    expect(puff?.textContent).toContain('A free Puff Puff');
    expect(puff?.textContent).toContain('40 points to go');
    expect(within(puff!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1210');
  });

  it('lists the history newest first, each line with its date, words and signed points', async () => {
    renderScreen();
    const history = await screen.findByRole('list', { name: 'Your points history, newest first' });
    const [spent, earned] = within(history).getAllByRole('listitem');
    expect(spent?.textContent).toContain('May 2, 2026');
    expect(spent?.textContent).toContain('Order A7K3Q9');
    expect(spent?.textContent).toContain('−250 points');
    expect(earned?.textContent).toContain('+1,460 points');
  });

  it('says nothing is earned yet, and shows no rewards block, before any order with the owner’s rewards unset', async () => {
    answer = () => json({ ...points, available: 0, pending: 0, expiring: null, rewards: [], history: [] });
    renderScreen();
    const balance = await screen.findByRole('region', { name: 'Your points' });
    expect(balance.textContent).toContain('0 points');
    expect(balance.textContent).not.toContain('pending');
    expect(balance.textContent).not.toContain('expire');
    expect(screen.queryByRole('region', { name: 'Rewards' })).toBeNull();
    expect(screen.getByText('Nothing yet: your points show here once an order is completed.')).toBeTruthy();
  });

  it('says the shop has no points programme when it runs none, with no points blocks', async () => {
    answer = () => json({ enabled: false, pointsPerDollar: null, available: 0, pending: 0, expiring: null, rewards: [], history: [] });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No points programme yet' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your points' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
  });

  it('says the points could not be loaded, and loads them on Try again', async () => {
    answer = () => json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500);
    renderScreen();
    const retry = await screen.findByRole('button', { name: /try again/i });
    expect(screen.getByText(/We couldn’t load your points just now/)).toBeTruthy();
    answer = () => json(points);
    fireEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Your points' })).toBeTruthy();
  });
});
