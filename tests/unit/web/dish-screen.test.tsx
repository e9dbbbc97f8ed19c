// @vitest-environment jsdom
import type { Dish } from '@contracts/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DishPage } from '../../../web/src/app/routes/dish.tsx';
import type { AddToCart } from '../../../web/src/features/dish/hooks/use-add-to-cart.ts';

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
  favorite: false,
  tips: [],
  images: [],
  prices: [
    { packageId: 'jollof-rice-m', size: 'medium', price: 1399, amount: '16 oz bowl', canBeSpicy: true, catering: false },
    { packageId: 'jollof-rice-l', size: 'large', price: 1799, amount: '24 oz bowl', canBeSpicy: true, catering: false },
  ],
  includedIngredients: ['Onion'],
  ingredients: [{ id: 'jollof-rice-fried-egg', ingredient: 'Fried egg', price: 150 }],
  goesWith: [
    { goesWithId: 'fufu', name: 'Fufu', image: '', blurHash: '', startingPrice: 499, relation: 'goesWith' },
    { goesWithId: 'waakye', name: 'Waakye', image: '', blurHash: '', startingPrice: 1399, relation: 'similar' },
  ],
};

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** The API for the companion Fufu: its sizes and (no) add-ons. */
const api = vi.fn(async (input: RequestInfo | URL) => {
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
  return new Response('{}', { status: 404 });
});

function renderDish(onAddToCart?: AddToCart) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/menu/:foodId', element: <DishPage dish={jollof} onAddToCart={onAddToCart} /> },
      { path: '/login', element: <h1>Sign in</h1> },
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
});

describe('DishPage', () => {
  it('asks for companion prices only once a companion is chosen, then hands the finished order to the cart', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ama' }));
    const onAddToCart = vi.fn<AddToCart>(async () => {});
    renderDish(onAddToCart);

    fireEvent.click(screen.getByRole('radio', { name: /^Large/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Fried egg/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Onion' }));
    expect(api).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: /Fufu/ }));
    await waitFor(() => expect(addToCart()).toHaveProperty('disabled', false));
    expect(api.mock.calls.map(([url]) => String(url))).toEqual(
      expect.arrayContaining(['/api/prices/compatible?dishesIds=fufu', '/api/ingredients/optional']),
    );
    expect(within(screen.getByRole('region', { name: 'Your order' })).getByRole('status', { name: 'Total' }).textContent).toBe(
      '$24.48',
    );

    fireEvent.click(addToCart());
    await waitFor(() => expect(onAddToCart).toHaveBeenCalledTimes(1));
    expect(onAddToCart.mock.calls[0]![0]).toEqual({
      dishId: 'jollof-rice',
      main: {
        dishId: 'jollof-rice',
        name: 'Jollof Rice',
        sizeId: 'jollof-rice-l',
        spiceLevel: 0,
        optionalIngredientIds: ['jollof-rice-fried-egg'],
        removedIngredients: ['Onion'],
      },
      companions: [
        { dishId: 'fufu', name: 'Fufu', sizeId: 'fufu-s', spiceLevel: 0, optionalIngredientIds: [], removedIngredients: [] },
      ],
    });
  });

  it('sends a signed-out visitor to /login instead of the cart', async () => {
    const onAddToCart = vi.fn<AddToCart>(async () => {});
    const router = renderDish(onAddToCart);
    fireEvent.click(addToCart());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('sends a signed-in customer to /login too while the cart does not exist yet', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ama' }));
    const router = renderDish();
    expect(screen.queryByText('You’ll be asked to sign in first.')).toBeNull();
    fireEvent.click(addToCart());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('offers only goesWith companions to add, and links the similar ones', () => {
    renderDish();
    const companions = screen.getByRole('group', { name: 'Goes well with' });
    expect(within(companions).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Fufufrom $4.99',
    ]);
    const similar = screen.getByRole('region', { name: 'You may also like' });
    expect(within(similar).getByRole('link', { name: /Waakye/ }).getAttribute('href')).toBe('/menu/Waakye');
  });
});
