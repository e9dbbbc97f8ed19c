// @vitest-environment jsdom
import type { MenuDish } from '@functions/catalogue/contract/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MenuScreen } from '../../../web/src/app/routes/menu.tsx';
import { groupMenuRows } from '../../../web/src/features/menu/hooks/use-menu-rows.ts';

function dish(id: string, name: string, category: string, featured = false): MenuDish {
  return {
    id,
    name,
    description: `${name}, cooked fresh.`,
    category: category as MenuDish['category'],
    startingPrice: 899,
    image: `Images/dishes/${id}-1-960.webp`,
    blurHash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
    canBeSpicy: false,
    featured,
    soldOut: false,
    allergens: [],
    dietLabels: [],
  };
}

function renderMenu(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/menu', Component: MenuScreen }], { initialEntries: ['/menu'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function json(body: unknown, status = 200) {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  // jsdom has no canvas; the blurhash placeholder simply stays blank.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MenuScreen', () => {
  it('shows the featured row, then the five category rows in the spec order with their titles', async () => {
    renderMenu(
      json([
        dish('beef-suya', 'Beef Suya', 'appetizer', true),
        dish('jollof-rice', 'Jollof Rice', 'entrée', true),
        dish('puff-puff', 'Puff Puff', 'dessert'),
        dish('fufu', 'Fufu', 'side'),
        dish('shito', 'Shito', 'sauce'),
      ]),
    );
    await screen.findAllByRole('link', { name: /Beef Suya/ });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Featured', 'Appetizers', 'Entrées', 'Snacks | Desserts', 'Sides', 'Sauces']);
    expect(document.title).toBe('Menu | Spices African Kitchen');
  });

  it('puts each dish in its category row and the featured ones in the featured row too, linking by name', async () => {
    renderMenu(json([dish('jollof-rice', 'Jollof Rice', 'entrée', true), dish('doro-wat', 'Doro Wat', 'entrée'), dish('fufu', 'Fufu', 'side')]));
    const entrees = (await screen.findByRole('heading', { name: 'Entrées' })).closest('section')!;
    await within(entrees).findByRole('link', { name: /Jollof Rice/ });
    expect(
      within(entrees)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/menu/Jollof-Rice', '/menu/Doro-Wat']);
    const featured = screen.getByRole('heading', { name: 'Featured' }).closest('section')!;
    expect(
      within(featured)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/menu/Jollof-Rice']);
    expect(within(featured).getByText('$8.99')).toBeTruthy();
  });

  it('says a row without dishes is coming soon', async () => {
    renderMenu(json([dish('fufu', 'Fufu', 'side')]));
    await screen.findByRole('link', { name: /Fufu/ });
    const sauces = screen.getByRole('heading', { name: 'Sauces' }).closest('section')!;
    expect(within(sauces).getByText('No dishes to display, coming soon')).toBeTruthy();
    expect(screen.getAllByText('No dishes to display, coming soon')).toHaveLength(5); // featured + 4 categories
  });

  it('shows each dish once when the menu repeats an id', async () => {
    renderMenu(json([dish('fufu', 'Fufu', 'side'), dish('fufu', 'Fufu', 'side')]));
    await screen.findByRole('link', { name: /Fufu/ });
    expect(screen.getAllByRole('link', { name: /Fufu/ })).toHaveLength(1);
  });

  it('shows 3 featured and 6 category skeleton cards while loading', async () => {
    renderMenu(() => new Promise<Response>(() => {}));
    expect(screen.getByRole('status').textContent).toMatch(/Loading the menu/);
    const featured = screen.getByRole('heading', { name: 'Featured' }).closest('section')!;
    const sides = screen.getByRole('heading', { name: 'Sides' }).closest('section')!;
    expect(featured.querySelectorAll('li')).toHaveLength(3);
    expect(sides.querySelectorAll('li')).toHaveLength(6);
  });

  it('hides the dishes the stored filter leaves out, says how many show and why a row is empty, and clears', async () => {
    window.localStorage.setItem('menuFilter', JSON.stringify({ without: ['peanuts'], only: [] }));
    renderMenu(
      json([
        { ...dish('beef-suya', 'Beef Suya', 'appetizer', true), allergens: ['peanuts'], dietLabels: ['gluten-free'] },
        dish('akara', 'Akara', 'appetizer'),
        dish('jollof-rice', 'Jollof Rice', 'entrée'),
      ]),
    );
    await screen.findByRole('link', { name: /Akara/ });
    expect(screen.queryByRole('link', { name: /Beef Suya/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('2 of 3 dishes');
    expect(screen.getByText('Without peanuts')).toBeTruthy();
    const featured = screen.getByRole('heading', { name: 'Featured' }).closest('section')!;
    expect(within(featured).getByText('No dishes here match your filters.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    const suya = await screen.findAllByRole('link', { name: /Beef Suya/ });
    expect(suya[0]!.textContent).toContain('Contains: peanuts');
    expect(screen.getByRole('status').textContent).toBe('3 dishes');
    expect(window.localStorage.getItem('menuFilter')).toBeNull();
  });

  it('says Error when the menu cannot be loaded', async () => {
    renderMenu(json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Featured' })).toBeNull();
  });
});

describe('groupMenuRows', () => {
  it('matches categories case-insensitively', () => {
    const rows = groupMenuRows([dish('jollof-rice', 'Jollof Rice', 'ENTRÉE'), dish('fufu', 'Fufu', 'Side')]);
    expect(rows.find((row) => row.id === 'entrée')?.dishes.map((d) => d.name)).toEqual(['Jollof Rice']);
    expect(rows.find((row) => row.id === 'side')?.dishes.map((d) => d.name)).toEqual(['Fufu']);
  });
});
