// @vitest-environment jsdom
import type { Dish } from '@functions/catalogue/contract/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DishPage } from '../../../web/src/app/routes/dish.tsx';

const jollof: Dish = {
  id: 'jollof-rice',
  name: 'Jollof Rice',
  description: 'Smoky party rice.',
  category: 'entrée',
  startingPrice: 1399,
  image: 'Images/dishes/jollof-rice-1-960.webp',
  blurHash: '',
  canBeSpicy: true,
  featured: true,
  soldOut: false,
  allergens: [],
  dietLabels: ['vegan', 'vegetarian', 'gluten-free'],
  favorite: false,
  tips: [],
  images: [],
  prices: [
    { packageId: 'jollof-rice-m', size: 'medium', price: 1399, amount: '16 oz bowl', canBeSpicy: true, catering: false },
    { packageId: 'jollof-rice-l', size: 'large', price: 1799, amount: '24 oz bowl', canBeSpicy: true, catering: false },
  ],
  includedIngredients: ['Onion'],
  ingredients: [{ id: 'jollof-rice-fried-egg', ingredient: 'Fried egg', price: 150, allergens: ['eggs'], soldOut: false }],
  goesWith: [
    { goesWithId: 'fufu', name: 'Fufu', image: '', blurHash: '', startingPrice: 499, relation: 'goesWith', allergens: [] },
    { goesWithId: 'waakye', name: 'Waakye', image: '', blurHash: '', startingPrice: 1399, relation: 'similar', allergens: ['eggs', 'fish'] },
  ],
};

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** The API for the companion Fufu: its sizes and (no) add-ons. */
const api = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input);
  if (url.startsWith('/api/prices/compatible')) {
    return json([
      {
        dishId: 'fufu',
        name: 'Fufu',
        canBeSpicy: false,
        dishPriceOptions: [
          { id: 'fufu-m', dishId: 'fufu', name: 'Fufu', size: 'medium', price: 699, amount: '2 balls', canBeSpicy: false, catering: false },
          { id: 'fufu-s', dishId: 'fufu', name: 'Fufu', size: 'small', price: 499, amount: '1 ball', canBeSpicy: false, catering: false },
        ],
      },
    ]);
  }
  if (url.startsWith('/api/ingredients/optional')) return json([]);
  if (url === '/api/cart') return cartAnswer();
  if (url === '/api/ingredients/setChosen') return json([]);
  if (url === '/api/ingredients/chosen') return chosenAnswer();
  return new Response('{}', { status: 404 });
});

const addedAnswer = () =>
  new Response(JSON.stringify({ totalCount: 2, totalPrice: 2448, cart: [{ orderId: 'a'.repeat(24), name: 'Jollof Rice', quantity: 1, price: 1949 }] }), {
    status: 201,
    headers: { 'content-type': 'application/json' },
  });
let cartAnswer: () => Response = addedAnswer;
let chosenAnswer: () => Response = () => json([]);
const refusal = (status: number, code: string, message: string) => () =>
  new Response(JSON.stringify({ error: { code, message } }), { status, headers: { 'content-type': 'application/json' } });

function cartRequests() {
  return api.mock.calls
    .filter(([url, init]) => String(url) === '/api/cart' && (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
}

/** The last rendered dish page's query client: idle means every answer it waited for is in. */
let queryClient: QueryClient;

function renderDish() {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/menu/:foodId', element: <DishPage dish={jollof} /> },
      { path: '/login', element: <h1>Sign in</h1> },
      { path: '/menu', element: <h1>Menu</h1> },
    ],
    { initialEntries: ['/menu/Jollof-Rice'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** jsdom lays nothing out, so both add-to-cart buttons (summary and phone bar) exist; the summary's is the first. */
function addToCart() {
  return within(screen.getByRole('region', { name: 'Your order' })).getByRole('button', { name: 'Add to cart' });
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.stubGlobal('fetch', api);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  api.mockClear();
  cartAnswer = addedAnswer;
  chosenAnswer = () => json([]);
});

describe('DishPage', () => {
  it('asks for companion prices only once a companion is chosen, then puts the order into the cart and says so', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ama' }));
    renderDish();

    fireEvent.click(screen.getByRole('radio', { name: /^Large/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Fried egg/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Onion' }));
    // The signed-in customer's favourites (the heart) and usual extras are the only calls before a companion is chosen.
    expect(api.mock.calls.map(([url]) => String(url)).filter((url) => !url.startsWith('/api/favorites') && url !== '/api/ingredients/chosen')).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: /Fufu/ }));
    await waitFor(() => expect(addToCart()).toHaveProperty('disabled', false));
    expect(api.mock.calls.map(([url]) => String(url))).toEqual(expect.arrayContaining(['/api/prices/compatible?dishesIds=fufu', '/api/ingredients/optional']));
    expect(within(screen.getByRole('region', { name: 'Your order' })).getByRole('status', { name: 'Total' }).textContent).toBe('$24.48');

    fireEvent.click(addToCart());
    await waitFor(() => expect(cartRequests()).toHaveLength(1));
    expect(cartRequests()[0]).toEqual({
      orders: [
        { dishId: 'jollof-rice', dishName: 'Jollof Rice', price: 1949, spiciness: 0, size: 'jollof-rice-l', removedIngredients: ['Onion'] },
        { dishId: 'fufu', dishName: 'Fufu', price: 499, spiciness: 0, size: 'fufu-s', removedIngredients: [] },
      ],
      optionalIngredients: [{ dishId: 'jollof-rice', ingredientIds: ['jollof-rice-fried-egg'] }],
    });
    const notice = await screen.findByText('Added to Cart');
    expect(notice.closest('[role="status"]')?.textContent).toContain('Cart (2 items): $24.48');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/order/schedule');
  });

  it('sends a signed-out visitor to /login instead of the cart', async () => {
    const router = renderDish();
    fireEvent.click(addToCart());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(cartRequests()).toEqual([]);
  });

  it("sends a customer whose session ended ('Not logged in!') to /login", async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ama' }));
    cartAnswer = refusal(401, 'UNAUTHORIZED', 'Not logged in!');
    const router = renderDish();
    fireEvent.click(addToCart());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says why when the menu no longer asks the price shown', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ama' }));
    cartAnswer = refusal(409, 'CONFLICT', 'The price changed: the menu now asks a different price. Please review your order.');
    renderDish();
    fireEvent.click(addToCart());
    expect(await screen.findByText(/The price changed/)).toBeTruthy();
  });

  it("starts a signed-in customer's draft with their usual extras ticked", async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ama' }));
    chosenAnswer = () =>
      json([{ dishId: 'jollof-rice', dishName: 'Jollof Rice', ingredients: [{ id: 'jollof-rice-fried-egg', ingredient: 'Fried egg', price: 150 }] }]);
    renderDish();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Fried egg/ })).toHaveProperty('checked', true));
    expect(screen.getByRole('note').textContent).toBe('Your usual extras from last time are ticked below.');
    expect(within(screen.getByRole('region', { name: 'Your order' })).getByRole('status', { name: 'Total' }).textContent).toBe('$15.49');
    // Unticking is the customer's choice: the usual is not forced back.
    fireEvent.click(screen.getByRole('checkbox', { name: /^Fried egg/ }));
    // Only an answer arriving could tick it again: once no query or mutation is in flight, none is to come.
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
    expect(screen.getByRole('checkbox', { name: /^Fried egg/ })).toHaveProperty('checked', false);
  });

  it('offers only goesWith companions to add, and links the similar ones', () => {
    renderDish();
    const companions = screen.getByRole('group', { name: 'Goes well with' });
    expect(
      within(companions)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Fufufrom $4.99']);
    const similar = screen.getByRole('region', { name: 'You may also like' });
    expect(
      within(similar)
        .getByRole('link', { name: /Waakye/ })
        .getAttribute('href'),
    ).toBe('/menu/Waakye');
  });
});
