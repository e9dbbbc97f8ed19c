// @vitest-environment jsdom
/**
 * The owner's loyalty settings (web/src/features/offers loyalty-form and loyalty-draft, app/routes/kitchen/loyalty.tsx):
 * the draft into the settings the server takes (dollars to cents, empty months to never) and the server's paths onto
 * the draft's fields; the screen against a fake API: the first save over version 0 with a reward of dollars off and a
 * free dish picked from the menu, a 400 under its field, and a save over settings changed meanwhile refused with Reload.
 */
import type { OwnerMenu, OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import type { LoyaltySettings, OwnerLoyaltyAnswer } from '@functions/offers/contract/offers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitchenLoyaltyScreen } from '../../../web/src/app/routes/kitchen/loyalty.tsx';
import { draftErrors, draftOf, fieldPathOf, requestOf } from '../../../web/src/features/offers/hooks/loyalty-draft.ts';

const settings: LoyaltySettings = {
  pointsPerDollar: 10,
  expiryMonths: 6,
  rewards: [{ rewardId: 'five-off', name: '$5 off', points: 250, kind: 'amount', cents: 500 }],
};

function dish(id: string, name: string, category: OwnerMenuDish['category'], change: Partial<OwnerMenuDish> = {}): OwnerMenuDish {
  return {
    id,
    name,
    category,
    description: `${name}, as the kitchen makes it.`,
    tips: [],
    canBeSpicy: false,
    featured: false,
    hidden: false,
    position: null,
    includedIngredients: [],
    sizes: [{ id: `${id}-m`, size: 'medium', price: 1299, amount: '16 oz', catering: false }],
    extras: [],
    goesWith: [],
    similar: [],
    allergens: [],
    dietLabels: [],
    images: [],
    startingPrice: 1299,
    soldOut: null,
    version: 3,
    ...change,
  };
}
const menu: OwnerMenu = {
  version: 7,
  orderVersion: 4,
  dishes: [dish('doro-wat', 'Doro Wat', 'entrée'), dish('puff-puff', 'Puff Puff', 'dessert', { hidden: true })],
};

describe('the loyalty settings’ draft', () => {
  it('gives saved settings back unchanged: cents as dollars, never-expiring points as an empty field', () => {
    expect(requestOf(draftOf(settings), 3)).toEqual({ ...settings, version: 3 });
    const never = { ...settings, expiryMonths: null };
    expect(draftOf(never).expiryMonths).toBe('');
    expect(requestOf(draftOf(never), 1).expiryMonths).toBeNull();
  });

  it('names what it cannot send, with the server’s own bounds', () => {
    const draft = draftOf(settings);
    draft.pointsPerDollar = '500';
    draft.expiryMonths = 'six';
    draft.rewards[0] = { ...draft.rewards[0]!, name: ' ', amount: 'five' };
    draft.rewards.push({ ...draft.rewards[0]!, key: 'k2', rewardId: 'free-dish', name: 'A free Puff Puff', points: '400', kind: 'dish', dishId: '' });
    expect(draftErrors(draft)).toEqual({
      pointsPerDollar: 'At most 100 points per dollar',
      expiryMonths: 'Enter a whole number of months, or leave it empty',
      'rewards.0.name': 'Name the reward',
      'rewards.0.cents': 'Enter an amount in dollars, e.g. 5.00',
      'rewards.1.dishId': 'Choose the dish',
    });
  });

  it('puts the server’s paths on the draft’s fields, a reward’s id at its name', () => {
    expect(fieldPathOf('body.pointsPerDollar')).toBe('pointsPerDollar');
    expect(fieldPathOf('body.rewards.2.points')).toBe('rewards.2.points');
    expect(fieldPathOf('body.rewards.0.rewardId')).toBe('rewards.0.name');
    expect(fieldPathOf('body.rewards')).toBe('rewards');
    expect(fieldPathOf('body.version')).toBe('');
  });
});

// ---- The screen, against a fake API ----

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let loyalty: OwnerLoyaltyAnswer;
let putAnswer: (call: Call) => Response;
const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
  calls.push(call);
  if (call.url === '/api/owner/menu') return json(menu);
  if (call.url === '/api/owner/loyalty' && call.method === 'PUT') return putAnswer(call);
  if (call.url === '/api/owner/loyalty') return json(loyalty);
  return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
});
const puts = () => calls.filter((call) => call.method === 'PUT');

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/kitchen/offers/loyalty', element: <KitchenLoyaltyScreen /> }], { initialEntries: ['/kitchen/offers/loyalty'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls = [];
  loyalty = { settings: null, version: 0 };
  putAnswer = (call) => {
    const { version, ...saved } = call.body as LoyaltySettings & { version: number };
    return json({ settings: saved, version: version + 1 });
  };
  vi.stubGlobal('fetch', api);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  api.mockClear();
});

describe('the loyalty settings screen', () => {
  it('starts loyalty with the first save over version 0: dollars off and a free dish from the menu, then says it saved', async () => {
    renderScreen();
    expect(await screen.findByText('No points are earned until you save these settings for the first time.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Points expire after (months)'), { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add a reward' }));
    const rewards = screen.getByRole('list', { name: 'Rewards' });
    const first = within(rewards).getAllByRole('listitem')[0]!;
    expect(document.activeElement).toBe(within(first).getByLabelText('Name'));
    fireEvent.change(within(first).getByLabelText('Name'), { target: { value: '$5 off' } });
    fireEvent.change(within(first).getByLabelText('Points'), { target: { value: '250' } });
    fireEvent.change(within(first).getByLabelText('Amount off'), { target: { value: '5' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add a reward' }));
    const second = within(rewards).getAllByRole('listitem')[1]!;
    fireEvent.change(within(second).getByLabelText('Name'), { target: { value: 'A free Puff Puff' } });
    fireEvent.change(within(second).getByLabelText('Points'), { target: { value: '400' } });
    fireEvent.change(within(second).getByLabelText('Reward'), { target: { value: 'dish' } });
    const dishes = within(second).getByLabelText('Dish') as HTMLSelectElement;
    await waitFor(() => expect(dishes.disabled).toBe(false));
    expect([...dishes.options].map((option) => option.text)).toEqual(['Choose a dish', 'Doro Wat · Entrées', 'Puff Puff (hidden) · Snacks and desserts']);
    fireEvent.change(dishes, { target: { value: 'puff-puff' } });

    fireEvent.click(screen.getByRole('button', { name: 'Start loyalty points' }));
    expect(await screen.findByText('Loyalty settings saved')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toMatchObject({
      pointsPerDollar: 10,
      expiryMonths: null,
      version: 0,
      rewards: [
        { name: '$5 off', points: 250, kind: 'amount', cents: 500 },
        { name: 'A free Puff Puff', points: 400, kind: 'dish', dishId: 'puff-puff' },
      ],
    });
    expect(screen.getByRole('button', { name: 'Save loyalty settings' })).toBeTruthy();
  });

  it('sends nothing while a field cannot be read, and shows the server’s 400 under its field', async () => {
    loyalty = { settings, version: 2 };
    renderScreen();
    const rate = (await screen.findByLabelText('Points per dollar')) as HTMLInputElement;
    expect(rate.value).toBe('10');
    fireEvent.change(rate, { target: { value: 'ten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save loyalty settings' }));
    expect(await screen.findByText('Enter a whole number of points')).toBeTruthy();
    expect(document.activeElement).toBe(rate);
    expect(puts()).toHaveLength(0);

    fireEvent.change(rate, { target: { value: '12' } });
    putAnswer = () =>
      json({ error: { code: 'VALIDATION', message: 'Check the fields.', details: [{ path: 'body.rewards.0.points', message: 'At least 1 point' }] } }, 400);
    fireEvent.click(screen.getByRole('button', { name: 'Save loyalty settings' }));
    expect(await screen.findByText('At least 1 point')).toBeTruthy();
    expect(puts()[0]!.body).toMatchObject({ pointsPerDollar: 12, version: 2 });
  });

  it('says so when another owner saved meanwhile (409), and Reload starts from their settings', async () => {
    loyalty = { settings, version: 2 };
    renderScreen();
    const rate = (await screen.findByLabelText('Points per dollar')) as HTMLInputElement;
    fireEvent.change(rate, { target: { value: '5' } });
    putAnswer = () => json({ error: { code: 'CONFLICT', message: 'The loyalty settings were changed meanwhile: look again before saving.' } }, 409);
    fireEvent.click(screen.getByRole('button', { name: 'Save loyalty settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('changed meanwhile');

    loyalty = { settings: { ...settings, pointsPerDollar: 20 }, version: 3 };
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(rate.value).toBe('20'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
