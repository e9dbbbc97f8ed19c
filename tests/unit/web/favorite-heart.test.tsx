// @vitest-environment jsdom
import type { MenuDish } from '@functions/catalogue/contract/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoriteHeart } from '../../../web/src/components/favorite-heart.tsx';
import { DishCard } from '../../../web/src/features/menu/components/dish-card.tsx';
import { favoritesStorageKey, readStoredFavoriteNames } from '../../../web/src/api/favorites.ts';

const jollof: MenuDish = {
  id: 'jollof-rice',
  name: 'Jollof Rice',
  description: 'Rice cooked in a rich tomato and pepper base.',
  category: 'entrée',
  startingPrice: 1200,
  image: 'Images/dishes/jollof-rice-1-960.webp',
  blurHash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
  canBeSpicy: true,
  featured: true,
  soldOut: false,
  allergens: [],
  dietLabels: ['vegan', 'vegetarian', 'gluten-free'],
};

function json(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function errorBody(status: number, code: string, message: string) {
  return json(status, { error: { code, message } });
}

/** A fetch whose answers the test decides: the favourites list, and the add/remove calls. */
function stubApi({ list, change }: { list: () => MenuDish[]; change: (request: Request) => Promise<Response> }) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://shop.test'), init);
    calls.push(request);
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/favorites') return json(200, list());
    return change(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function renderInShop(element: React.ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/menu', element },
      { path: '/menu/:foodId', element: <p>Dish page</p> },
    ],
    { initialEntries: ['/menu'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function signIn() {
  window.localStorage.setItem('user', JSON.stringify({ id: 'U1', name: 'Ama Mensah', theme: 'device' }));
}

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FavoriteHeart', () => {
  it('is not shown to a visitor who is signed out, and asks nothing of the server', () => {
    const calls = stubApi({ list: () => [], change: async () => json(500) });
    renderInShop(<FavoriteHeart dish={jollof} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("flips at once, shows '...' while saving, stores the name, and stays on once the server agrees", async () => {
    signIn();
    const answer = deferred<Response>();
    let favourites: MenuDish[] = [];
    const calls = stubApi({ list: () => favourites, change: () => answer.promise });
    renderInShop(<FavoriteHeart dish={jollof} />);

    const heart = await screen.findByRole('button', { name: 'Add Jollof Rice to favourites' });
    await waitFor(() => expect(calls.some((call) => call.method === 'GET')).toBe(true));
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-label')).toBe('Remove Jollof Rice from favourites');
    expect(await screen.findByText('...')).toBeTruthy();
    expect(readStoredFavoriteNames()).toEqual(['Jollof Rice']);

    const post = calls.find((call) => call.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/api/favorites');
    expect(await post.json()).toEqual({ dishId: 'jollof-rice' });

    favourites = [jollof];
    answer.resolve(json(201, { dishId: 'jollof-rice', favorite: true }));
    await waitFor(() => expect(screen.queryByText('...')).toBeNull());
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    // The list was asked again after the change.
    expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it("says 'Please login to favorite this dish.' on a 401 and undoes the flip", async () => {
    signIn();
    const calls = stubApi({ list: () => [], change: async () => errorBody(401, 'UNAUTHORIZED', 'Not logged in!') });
    renderInShop(<FavoriteHeart dish={jollof} />);
    const heart = await screen.findByRole('button', { name: 'Add Jollof Rice to favourites' });
    await waitFor(() => expect(calls.some((call) => call.method === 'GET')).toBe(true));

    fireEvent.click(heart);
    expect(await screen.findByText('Please login to favorite this dish.')).toBeTruthy();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.getAttribute('aria-label')).toBe('Add Jollof Rice to favourites');
    expect(readStoredFavoriteNames()).toEqual([]);
  });

  it("says 'Error, please try again later.' on any other failure of a removal, and the heart stays on", async () => {
    signIn();
    window.localStorage.setItem(favoritesStorageKey, JSON.stringify(['Jollof Rice']));
    const calls = stubApi({ list: () => [jollof], change: async () => errorBody(500, 'INTERNAL', 'Something went wrong.') });
    renderInShop(<FavoriteHeart dish={jollof} />);
    const heart = await screen.findByRole('button', { name: 'Remove Jollof Rice from favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(heart);
    expect(await screen.findByText('Error, please try again later.')).toBeTruthy();
    expect(screen.queryByText('Please login to favorite this dish.')).toBeNull();
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(readStoredFavoriteNames()).toEqual(['Jollof Rice']);
    const removal = calls.find((call) => call.method === 'DELETE')!;
    expect(new URL(removal.url).search).toBe('?dishId=jollof-rice');
  });

  it('takes what the page knows until the list has loaded', async () => {
    signIn();
    const list = deferred<Response>();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => list.promise),
    );
    renderInShop(<FavoriteHeart dish={jollof} initialFavorite />);
    expect((await screen.findByRole('button', { name: 'Remove Jollof Rice from favourites' })).getAttribute('aria-pressed')).toBe('true');
    list.resolve(json(200, []));
    expect((await screen.findByRole('button', { name: 'Add Jollof Rice to favourites' })).getAttribute('aria-pressed')).toBe('false');
  });

  it('on a menu card, favourites the dish without opening its page', async () => {
    signIn();
    const calls = stubApi({ list: () => [], change: async () => json(201, { dishId: 'jollof-rice', favorite: true }) });
    const router = renderInShop(<DishCard dish={jollof} />);
    const heart = await screen.findByRole('button', { name: 'Add Jollof Rice to favourites' });
    // The heart is beside the card's link, not inside it.
    expect(screen.getByRole('link').contains(heart)).toBe(false);
    fireEvent.click(heart);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(router.state.location.pathname).toBe('/menu');
  });
});
