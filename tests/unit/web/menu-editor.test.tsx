// @vitest-environment jsdom
import type { OwnerMenu, OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import type { OwnerMe } from '@functions/accounts/contract/owner';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inOrder, withDish } from '../../../web/src/api/menu-editor.ts';
import { KitchenMenuDishScreen } from '../../../web/src/app/routes/kitchen/menu-dish.tsx';
import { KitchenMenuScreen } from '../../../web/src/app/routes/kitchen/menu.tsx';
import {
  draftErrors,
  draftOf,
  fieldPathOf,
  isChanged,
  requestOf,
  saveVersionOf,
  serverErrors,
} from '../../../web/src/features/menu-editor/hooks/dish-draft.ts';
import { filterByName, movedOrder } from '../../../web/src/features/menu-editor/hooks/menu-order.ts';
import { backOnSaleText, soldOutBadge, soldOutChoiceOf } from '../../../web/src/features/menu-editor/hooks/menu-words.ts';
import { ApiError } from '../../../web/src/lib/api-error.ts';
import { parseUsd, usdInputValue } from '../../../web/src/lib/money.ts';

const owner: OwnerMe = { id: 'owner-1', name: 'Efua Owusu', email: 'efua@example.com', role: 'owner' };

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

const tibs = dish('beef-tibs', 'Beef Tibs', 'entrée', {
  tips: ['Ask for awaze on the side.'],
  canBeSpicy: true,
  includedIngredients: ['Beef sirloin cubes', 'Onion'],
  sizes: [
    { id: 'beef-tibs-m', size: 'medium', price: 1799, amount: '14 oz skillet with 2 injera', catering: false },
    { id: 'beef-tibs-xl', size: 'extra large', price: 9500, amount: 'Half tray · serves 4–6', catering: true },
  ],
  extras: [
    { id: 'beef-tibs-awaze', ingredient: 'Awaze chili dip', price: 150, allergens: [], soldOut: { until: null } },
    { id: 'beef-tibs-mushrooms', ingredient: 'Sautéed mushrooms', price: 250, allergens: ['milk'], soldOut: null },
  ],
  goesWith: ['injera'],
  similar: ['doro-wat'],
  allergens: ['milk', 'wheat'],
  dietLabels: ['halal'],
  startingPrice: 1799,
});
const akara = dish('akara', 'Akara', 'appetizer', { featured: true });
const suya = dish('beef-suya', 'Beef Suya', 'appetizer', { hidden: true });
const injera = dish('injera', 'Injera', 'side');
const doro = dish('doro-wat', 'Doro Wat', 'entrée', { soldOut: { until: '2099-01-01T10:00:00.000Z' } });
const menu: OwnerMenu = { version: 7, orderVersion: 4, dishes: [akara, suya, doro, tibs, injera] };

describe('prices typed in dollars', () => {
  it('reads dollars as integer cents, with or without $, cents or thousands commas', () => {
    expect(parseUsd('12.50')).toBe(1250);
    expect(parseUsd('$12.5')).toBe(1250);
    expect(parseUsd(' 18 ')).toBe(1800);
    expect(parseUsd('0.99')).toBe(99);
    expect(parseUsd('.5')).toBe(50);
    expect(parseUsd('$ 1,250.00')).toBe(125_000);
    expect(parseUsd('0')).toBe(0);
    // No floating-point drift: 19.99 is 1999 cents, not 1998.9999.
    expect(parseUsd('19.99')).toBe(1999);
  });

  it('refuses what is not a price: empty, words, a third decimal, a minus, a misplaced comma', () => {
    for (const text of ['', '  ', 'abc', '12.345', '-3', '1,25', '12..5', '$', '.', '12$', '1e3']) expect(parseUsd(text), text).toBeNull();
  });

  it('shows cents in an input as plain dollars with two decimals', () => {
    expect(usdInputValue(1250)).toBe('12.50');
    expect(usdInputValue(5)).toBe('0.05');
    expect(usdInputValue(125_000)).toBe('1250.00');
  });
});

describe('the dish form’s draft and its request', () => {
  it('sends the dish back as saved: prices in cents, the extras’ ids kept, sizes and labels as they were', () => {
    const request = requestOf(draftOf(tibs));
    expect(request).toEqual({
      name: 'Beef Tibs',
      category: 'entrée',
      description: tibs.description,
      tips: ['Ask for awaze on the side.'],
      canBeSpicy: true,
      featured: false,
      hidden: false,
      includedIngredients: ['Beef sirloin cubes', 'Onion'],
      sizes: [
        { size: 'medium', price: 1799, amount: '14 oz skillet with 2 injera', catering: false },
        { size: 'extra large', price: 9500, amount: 'Half tray · serves 4–6', catering: true },
      ],
      extras: [
        { id: 'beef-tibs-awaze', ingredient: 'Awaze chili dip', price: 150, allergens: [] },
        { id: 'beef-tibs-mushrooms', ingredient: 'Sautéed mushrooms', price: 250, allergens: ['milk'] },
      ],
      goesWith: ['injera'],
      similar: ['doro-wat'],
      allergens: ['milk', 'wheat'],
      dietLabels: ['halal'],
    });
    expect(isChanged(draftOf(tibs), tibs)).toBe(false);
  });

  it('turns typed dollars into cents and trims the words; a new extra goes without an id', () => {
    const draft = draftOf(tibs);
    draft.name = '  Beef Tibs  ';
    draft.sizes[0]!.price = '$18.49';
    draft.extras.push({ key: 'new', ingredient: ' Extra injera roll ', price: '1.99', allergens: ['wheat'] });
    const request = requestOf(draft);
    expect(request.name).toBe('Beef Tibs');
    expect(request.sizes[0]!.price).toBe(1849);
    expect(request.extras[2]).toEqual({ ingredient: 'Extra injera roll', price: 199, allergens: ['wheat'] });
    expect(isChanged(draft, tibs)).toBe(true);
    expect(draftErrors(draft)).toEqual({});
  });

  it('starts a new dish empty, with one medium size, and asks for what is missing', () => {
    const draft = draftOf();
    expect(draft.sizes.map((size) => size.size)).toEqual(['medium']);
    const errors = draftErrors(draft);
    expect(errors).toMatchObject({
      name: 'The name cannot be empty',
      category: 'Choose a category',
      description: 'The description cannot be empty',
      'sizes.0.price': 'Enter a price',
      'sizes.0.amount': 'What the size holds cannot be empty',
    });
  });

  it('checks with the shared schema: a size at $0, a price that is not one, an extra without a price', () => {
    const draft = draftOf(tibs);
    draft.sizes[0]!.price = '0';
    draft.sizes[1]!.price = 'ten';
    draft.extras[0]!.price = '';
    expect(draftErrors(draft)).toEqual({
      'sizes.0.price': 'A size needs a price above $0',
      'sizes.1.price': 'Enter a price in dollars, e.g. 12.50',
      'extras.0.price': 'Enter a price (0 when it is free)',
    });
  });

  it('puts a repeated extra’s message under its name, a repeated ingredient under the list', () => {
    const draft = draftOf(tibs);
    draft.extras[1]!.ingredient = 'awaze chili dip';
    draft.includedIngredients.push('onion');
    expect(draftErrors(draft)).toEqual({ 'extras.1.ingredient': 'This extra is listed twice', 'includedIngredients.2': 'This ingredient is listed twice' });
  });
});

describe('the server’s refusal by field', () => {
  it('puts each detail under its field: a price, a companion, a repeated size, an extra’s allergen', () => {
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: 'The dish was not saved: please check the marked fields.',
      details: [
        { path: 'body.sizes.0.price', message: 'A size needs a price above $0' },
        { path: 'body.sizes.0.price', message: 'A second message for the same field' },
        { path: 'body.goesWith.0', message: 'No dish "kenkey" on the menu' },
        { path: 'body.sizes.1', message: 'Each size once' },
        { path: 'body.extras.2.allergens.0', message: 'Invalid option' },
        { path: 'body.name', message: 'Another dish has this name' },
      ],
    });
    expect(serverErrors(refusal)).toEqual({
      'sizes.0.price': 'A size needs a price above $0',
      'goesWith.0': 'No dish "kenkey" on the menu',
      'sizes.1.size': 'Each size once',
      'extras.2.allergens': 'Invalid option',
      name: 'Another dish has this name',
    });
    expect(fieldPathOf('body.extras.3')).toBe('extras.3.ingredient');
    expect(fieldPathOf('body.dietLabels.1')).toBe('dietLabels');
  });

  it('names no field for a conflict or an outage', () => {
    expect(serverErrors(new ApiError({ status: 409, code: 'CONFLICT', message: 'The menu changed meanwhile.' }))).toEqual({});
    expect(serverErrors(new Error('boom'))).toEqual({});
  });
});

describe('the version a dish save goes over', () => {
  it('is the dish the draft was made from, or a newer read that moved only a photo or a switch; never a newer read with a field changed', () => {
    expect(saveVersionOf(tibs, tibs)).toBe(3);
    const photo = { image: 'media/dishes/beef-tibs/abc-960.webp', blurHash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' };
    expect(saveVersionOf({ ...tibs, version: 4, images: [photo], soldOut: { until: null } }, tibs)).toBe(4);
    // Another owner's price: the draft's own version, so the server refuses the save (409) instead of losing their price.
    expect(saveVersionOf({ ...tibs, version: 4, sizes: [{ ...tibs.sizes[0]!, price: 1899 }, tibs.sizes[1]!] }, tibs)).toBe(3);
    // An older read (a slow answer) never lowers it; a new dish has none.
    expect(saveVersionOf({ ...tibs, version: 2 }, tibs)).toBe(3);
    expect(saveVersionOf(undefined, undefined)).toBe(0);
  });
});

describe('the list’s order and switches', () => {
  it('moves a dish within its category only, and the whole menu is sent in category order', () => {
    expect(movedOrder(menu.dishes, 'beef-tibs', 'up')).toEqual(['akara', 'beef-suya', 'beef-tibs', 'doro-wat', 'injera']);
    expect(movedOrder(menu.dishes, 'akara', 'down')).toEqual(['beef-suya', 'akara', 'doro-wat', 'beef-tibs', 'injera']);
    expect(movedOrder(menu.dishes, 'beef-suya', 'down')).toBeNull();
    expect(movedOrder(menu.dishes, 'injera', 'up')).toBeNull();
  });

  it('filters by name, whatever the case and accents', () => {
    expect(filterByName(menu.dishes, 'BEEF').map((d) => d.id)).toEqual(['beef-suya', 'beef-tibs']);
    expect(filterByName([dish('creme', 'Crème Brûlée', 'dessert')], 'creme brulee')).toHaveLength(1);
    expect(filterByName(menu.dishes, '  ')).toHaveLength(5);
  });

  it('reads a switch at now: until the morning, until switched back, or available again once the morning came', () => {
    const now = Date.parse('2026-03-10T17:00:00Z');
    expect(soldOutChoiceOf(null, now)).toBe('available');
    expect(soldOutChoiceOf({ until: null }, now)).toBe('until-back');
    expect(soldOutChoiceOf({ until: '2026-03-11T09:00:00.000Z' }, now)).toBe('today');
    expect(soldOutChoiceOf({ until: '2026-03-10T09:00:00.000Z' }, now)).toBe('available');
    expect(soldOutBadge({ until: '2026-03-11T09:00:00.000Z' }, now)).toBe('Sold out today');
    expect(soldOutBadge({ until: null }, now)).toBe('Sold out until switched back');
    expect(soldOutBadge({ until: '2026-03-10T09:00:00.000Z' }, now)).toBeNull();
    // 4 a.m. in Milwaukee (CDT) the next morning.
    expect(backOnSaleText({ until: '2026-03-11T09:00:00.000Z' }, now)).toBe('Back on sale at 4 a.m. tomorrow.');
  });

  it('keeps the cached menu in step with an answer, and a new order', () => {
    const cheaper = { ...tibs, startingPrice: 1599 };
    expect(withDish(menu, { version: 8, dish: cheaper }).dishes[3]).toBe(cheaper);
    expect(withDish(menu, { version: 8, dish: dish('new', 'New', 'sauce') }).dishes.map((d) => d.id)).toEqual([...menu.dishes.map((d) => d.id), 'new']);
    expect(inOrder(menu, ['beef-suya', 'akara']).dishes.map((d) => d.id)).toEqual(['beef-suya', 'akara', 'doro-wat', 'beef-tibs', 'injera']);
  });
});

// ---- The screens, against a fake API ----

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answer: (call: Call) => Response;
const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
  calls.push(call);
  return answer(call);
});
const sent = (method: string) => calls.filter((call) => call.method === method);

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/kitchen',
        element: <Outlet context={owner} />,
        children: [
          { path: 'menu', element: <KitchenMenuScreen /> },
          { path: 'menu/new', element: <KitchenMenuDishScreen /> },
          { path: 'menu/:dishId', element: <KitchenMenuDishScreen /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', api);
  answer = () => json(menu);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  api.mockClear();
});

describe('the menu screen', () => {
  it('lists the dishes by category with their badges, and moves one down within its category', async () => {
    renderAt('/kitchen/menu');
    const appetizers = await screen.findByRole('region', { name: /^Appetizers/ });
    const rows = within(appetizers)
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-dish-id'));
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Akara', 'Beef Suya']);
    expect(rows[0]!.textContent).toContain('Featured');
    expect(rows[0]!.textContent).toContain('from $12.99');
    expect(rows[1]!.textContent).toContain('Hidden');
    const entrees = screen.getByRole('region', { name: /^Entrées/ });
    expect(within(entrees).getByRole('list', { name: 'Doro Wat: notes' }).textContent).toContain('Sold out today');
    expect(within(entrees).getByRole('list', { name: 'Beef Tibs: notes' }).textContent).toContain('1 extra sold out');
    expect((screen.getByLabelText('Doro Wat: availability') as HTMLSelectElement).value).toBe('today');
    expect(screen.getByRole('link', { name: 'Edit Beef Tibs' }).getAttribute('href')).toBe('/kitchen/menu/beef-tibs');
    expect((screen.getByRole('button', { name: 'Move Akara up' }) as HTMLButtonElement).disabled).toBe(true);

    answer = (call) => (call.method === 'PUT' ? json(inOrder(menu, (call.body as { dishIds: string[] }).dishIds)) : json(menu));
    fireEvent.click(screen.getByRole('button', { name: 'Move Akara down' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    // Over the order's version the list was read at.
    expect(sent('PUT')[0]).toMatchObject({
      url: '/api/owner/menu/order',
      body: { dishIds: ['beef-suya', 'akara', 'doro-wat', 'beef-tibs', 'injera'], version: 4 },
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: /^Appetizers/ }))
          .getAllByRole('heading')
          .map((heading) => heading.textContent),
      ).toEqual([expect.stringContaining('Appetizers'), 'Beef Suya', 'Akara']),
    );
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Akara up'));
  });

  it('sends quick moves one after another, each over the order’s version the one before left', async () => {
    let stored = menu;
    answer = (call) => {
      if (call.method !== 'PUT') return json(stored);
      stored = { ...inOrder(stored, (call.body as { dishIds: string[] }).dishIds), orderVersion: stored.orderVersion + 1 };
      return json(stored);
    };
    renderAt('/kitchen/menu');
    fireEvent.click(await screen.findByRole('button', { name: 'Move Doro Wat down' }));
    // The second move is made on the first one's order, before its answer came.
    fireEvent.click(screen.getByRole('button', { name: 'Move Akara down' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(2));
    expect(sent('PUT').map((call) => call.body)).toEqual([
      { dishIds: ['akara', 'beef-suya', 'beef-tibs', 'doro-wat', 'injera'], version: 4 },
      { dishIds: ['beef-suya', 'akara', 'beef-tibs', 'doro-wat', 'injera'], version: 5 },
    ]);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Beef Suya',
        'Akara',
        'Beef Tibs',
        'Doro Wat',
        'Injera',
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when another owner reordered meanwhile (409): the list goes back, and Reload shows their order', async () => {
    const theirs = { ...inOrder(menu, ['beef-suya', 'akara', 'beef-tibs', 'doro-wat', 'injera']), orderVersion: 5 };
    answer = (call) =>
      call.method === 'PUT'
        ? json({ error: { code: 'CONFLICT', message: 'Someone else changed the menu’s order since you opened it. Reload to see their change.' } }, 409)
        : json(menu);
    renderAt('/kitchen/menu');
    fireEvent.click(await screen.findByRole('button', { name: 'Move Doro Wat down' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The order was not saved. Someone else changed the menu’s order since you opened it. Reload to see their change.');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Akara',
      'Beef Suya',
      'Doro Wat',
      'Beef Tibs',
      'Injera',
    ]);
    answer = () => json(theirs);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Beef Suya',
      'Akara',
      'Beef Tibs',
      'Doro Wat',
      'Injera',
    ]);
  });

  it('switches a dish sold out today at once', async () => {
    renderAt('/kitchen/menu');
    const select = (await screen.findByLabelText('Akara: availability')) as HTMLSelectElement;
    answer = (call) => (call.method === 'POST' ? json({ version: 8, dish: { ...akara, soldOut: { until: '2099-01-01T10:00:00.000Z' } } }) : json(menu));
    fireEvent.change(select, { target: { value: 'today' } });
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]).toMatchObject({ url: '/api/owner/menu/dishes/akara/sold-out', body: { soldOut: 'today' } });
  });

  it('filters by name, and shows an error with Try again', async () => {
    renderAt('/kitchen/menu');
    fireEvent.change(await screen.findByLabelText('Find a dish'), { target: { value: 'tibs' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Beef Tibs']);
    expect(screen.queryByRole('button', { name: 'Move Beef Tibs up' })).toBeNull();
    cleanup();
    answer = () => json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500);
    renderAt('/kitchen/menu');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load the menu.');
    answer = () => json(menu);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /^Appetizers/ })).toBeTruthy();
  });
});

describe('the dish screen', () => {
  it('refuses a size at $0 before sending: the message under the price, the keyboard on it, nothing sent', async () => {
    renderAt('/kitchen/menu/beef-tibs');
    const price = (await screen.findAllByLabelText('Price'))[0] as HTMLInputElement;
    expect(price.value).toBe('17.99');
    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(document.activeElement).toBe(price);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(
      price
        .getAttribute('aria-describedby')!
        .split(' ')
        .find((id) => id.endsWith('-error'))!,
    );
    expect(error?.textContent).toBe('A size needs a price above $0');
    expect(sent('PUT')).toHaveLength(0);
  });

  it('shows the server’s refusal under its field and keeps the changes; then saves and says so', async () => {
    renderAt('/kitchen/menu/beef-tibs');
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Doro Wat' } });
    fireEvent.change(screen.getAllByLabelText('Price')[0]!, { target: { value: '18.49' } });
    answer = (call) =>
      call.method === 'PUT'
        ? json(
            {
              error: {
                code: 'VALIDATION',
                message: 'The dish was not saved: please check the marked fields.',
                details: [{ path: 'body.name', message: 'Another dish has this name' }],
              },
            },
            400,
          )
        : json(menu);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(sent('PUT')[0]).toMatchObject({ url: '/api/owner/menu/dishes/beef-tibs', body: { name: 'Doro Wat', version: 3 } });
    expect((sent('PUT')[0]!.body as { sizes: { price: number }[] }).sizes[0]!.price).toBe(1849);
    expect(document.getElementById(`${name.id}-error`)?.textContent).toBe('Another dish has this name');
    expect((screen.getAllByLabelText('Price')[0] as HTMLInputElement).value).toBe('18.49');
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();

    const saved = { ...tibs, name: 'Beef Tibs Special', sizes: [{ ...tibs.sizes[0]!, price: 1849 }, tibs.sizes[1]!], startingPrice: 1849 };
    answer = (call) =>
      call.method === 'PUT' ? json({ version: 8, dish: saved }) : json({ ...menu, dishes: menu.dishes.map((d) => (d.id === 'beef-tibs' ? saved : d)) });
    fireEvent.change(name, { target: { value: 'Beef Tibs Special' } });
    expect(document.getElementById(`${name.id}-error`)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved: the shop shows it now.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Beef Tibs Special');
  });

  it('says so plainly when another owner saved the dish meanwhile (409), and Reload shows their dish instead of the draft', async () => {
    const theirs = { ...tibs, version: 4, sizes: [{ ...tibs.sizes[0]!, price: 1899 }, tibs.sizes[1]!], startingPrice: 1899 };
    const menuWith = (one: OwnerMenuDish) => ({ ...menu, dishes: menu.dishes.map((d) => (d.id === one.id ? one : d)) });
    answer = (call) =>
      call.method === 'PUT'
        ? json({ error: { code: 'CONFLICT', message: 'Someone else changed this dish since you opened it. Reload to see their change.' } }, 409)
        : json(menu);
    renderAt('/kitchen/menu/beef-tibs');
    const price = (await screen.findAllByLabelText('Price'))[0] as HTMLInputElement;
    fireEvent.change(price, { target: { value: '16.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed this dish since you opened it. Reload to see their change.');
    expect(sent('PUT')[0]!.body).toMatchObject({ version: 3 });
    expect(price.value).toBe('16.99');

    answer = () => json(menuWith(theirs));
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getAllByLabelText('Price')[0] as HTMLInputElement).value).toBe('18.99'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Everything here is saved.')).toBeTruthy();

    answer = (call) => (call.method === 'PUT' ? json({ version: 9, dish: { ...theirs, version: 5 } }) : json(menuWith(theirs)));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved: the shop shows it now.')).toBeTruthy();
    expect(sent('PUT').at(-1)!.body).toMatchObject({ version: 4, sizes: [{ price: 1899 }, { price: 9500 }] });
  });

  it('adds a dish with a companion chosen by name, then moves to its own address', async () => {
    const router = renderAt('/kitchen/menu/new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Kenkey' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'side' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Fermented corn dough, steamed in husks.' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('What it holds'), { target: { value: '2 balls' } });
    fireEvent.change(screen.getByLabelText('Add a dish that goes with it'), { target: { value: 'doro-wat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to goes well with' }));
    expect(within(screen.getByRole('list', { name: 'Goes well with' })).getByText('Doro Wat')).toBeTruthy();
    const kenkey = dish('kenkey', 'Kenkey', 'side', { goesWith: ['doro-wat'] });
    answer = (call) => (call.method === 'POST' ? json({ version: 8, dish: kenkey }, 201) : json({ ...menu, dishes: [...menu.dishes, kenkey] }));
    fireEvent.click(screen.getByRole('button', { name: 'Add the dish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kitchen/menu/kenkey'));
    expect(sent('POST')[0]).toMatchObject({
      url: '/api/owner/menu/dishes',
      body: { name: 'Kenkey', category: 'side', sizes: [{ size: 'medium', price: 600, amount: '2 balls', catering: false }], goesWith: ['doro-wat'] },
    });
    expect(await screen.findByText('Saved: the shop shows it now.')).toBeTruthy();
  });
});
