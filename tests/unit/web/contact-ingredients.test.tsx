// @vitest-environment jsdom
import type { Dish, MenuDish } from '@functions/catalogue/contract/catalogue';
import { captchaMessage, ingredientRowsMessage, ingredientsRequestSuccessText, maxIngredientRows } from '@functions/enquiries/contract/contact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entreesOf } from '../../../web/src/api/contact.ts';
import { IngredientsRequestForm, IngredientsRequestPanel } from '../../../web/src/features/contact/components/ingredients-request-form.tsx';
import { mergeIngredients } from '../../../web/src/features/contact/hooks/use-existing-ingredients.ts';
import {
  addRow,
  canAddRow,
  canDeleteRow,
  chooseDishMessage,
  deleteRow,
  firstRows,
  ingredientsBlockedReason,
  updateRow,
} from '../../../web/src/features/contact/hooks/use-ingredient-rows.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function menuDish(id: string, name: string, category: MenuDish['category']): MenuDish {
  return {
    id,
    name,
    category,
    description: '',
    startingPrice: 999,
    image: '',
    blurHash: '',
    canBeSpicy: false,
    featured: false,
    soldOut: false,
    allergens: [],
    dietLabels: [],
  };
}

const menu: MenuDish[] = [
  menuDish('jollof-rice', 'Jollof Rice', 'entrée'),
  menuDish('puff-puff', 'Puff Puff', 'dessert'),
  menuDish('bobotie', 'Bobotie', 'entrée'),
  menuDish('fufu', 'Fufu', 'side'),
  menuDish('jollof-rice', 'Jollof Rice', 'entrée'),
];

const bobotie: Dish = {
  ...menuDish('bobotie', 'Bobotie', 'entrée'),
  favorite: false,
  tips: [],
  images: [],
  prices: [],
  includedIngredients: ['Curried minced beef', 'Raisins', 'Egg custard'],
  ingredients: [],
  goesWith: [],
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const down = () => json({ error: { code: 'INTERNAL', message: 'Down' } }, 500);

function stubApi({
  dishes = () => json(menu),
  dish = () => json(bobotie),
  optional = () =>
    json([
      { id: 'bobotie-raisins', ingredient: 'raisins', price: 100, allergens: [] },
      { id: 'bobotie-chutney', ingredient: 'Peach chutney', price: 150, allergens: [] },
    ]),
  send = () => json({ message: ingredientsRequestSuccessText }, 201),
}: Partial<Record<'dishes' | 'dish' | 'optional' | 'send', () => Response>> = {}) {
  const api = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/dishes') return dishes();
    if (url === '/api/dishes/dish') return dish();
    if (url === '/api/ingredients/optional') return optional();
    if (url === '/api/contact/ingredientsRequest') return send();
    return json({ error: { code: 'NOT_FOUND', message: 'No route' } }, 404);
  });
  vi.stubGlobal('fetch', api);
  return api;
}

function withQueries(element: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
}

function rowInput(number: number) {
  return screen.getByRole('textbox', { name: `Ingredient ${number}` }) as HTMLInputElement;
}

function sendButton() {
  return screen.getByRole('button', { name: 'Send request' }) as HTMLButtonElement;
}

describe('the ingredient rows', () => {
  it('start with one row; a row can be added up to the limit, and deleted only while more than one exists', () => {
    let rows = [...firstRows];
    expect(rows).toHaveLength(1);
    expect(canDeleteRow(rows)).toBe(false);
    expect(deleteRow(rows, rows[0]!.key)).toEqual(rows);
    rows = addRow(rows);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
    expect(canDeleteRow(rows)).toBe(true);
    expect(deleteRow(rows, rows[0]!.key)).toEqual([rows[1]]);
    while (canAddRow(rows)) rows = addRow(rows);
    expect(rows).toHaveLength(maxIngredientRows);
    expect(addRow(rows)).toHaveLength(maxIngredientRows);
  });

  it('block sending while no dish is chosen or any row is empty', () => {
    const rows = updateRow(addRow(firstRows), 1, 'Plantains');
    expect(ingredientsBlockedReason('', rows)).toBe(chooseDishMessage);
    expect(ingredientsBlockedReason('bobotie', rows)).toBe(ingredientRowsMessage);
    expect(ingredientsBlockedReason('bobotie', updateRow(rows, 2, '   '))).toBe(ingredientRowsMessage);
    expect(ingredientsBlockedReason('bobotie', updateRow(rows, 2, 'Okra'))).toBeUndefined();
    expect(ingredientRowsMessage).toBe('Please enter ingredients, and delete empty rows to submit');
  });
});

describe('the existing ingredients', () => {
  it('list included then optional ones once each, whatever their case', () => {
    expect(mergeIngredients(['Onion', 'Raisins'], ['raisins', 'Peach chutney', ' Onion '])).toEqual(['Onion', 'Raisins', 'Peach chutney']);
  });

  it('are offered for entrées only, each dish once', () => {
    expect(entreesOf(menu).map((dish) => dish.name)).toEqual(['Bobotie', 'Jollof Rice']);
  });
});

describe('IngredientsRequestForm', () => {
  it('lists the entrées, shows the chosen one’s ingredients, and sends the rows once a dish is chosen, rows are filled and the check is done', async () => {
    const api = stubApi();
    const onSubmit = vi.fn();
    withQueries(<IngredientsRequestForm onSubmit={onSubmit} pending={false} error={null} />);
    const select = (await screen.findByRole('combobox', { name: 'Entrée' })) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an entrée', 'Bobotie', 'Jollof Rice']);
    expect(sendButton().disabled).toBe(true);
    expect(sendButton().title).toBe(chooseDishMessage);
    expect(api.mock.calls.some(([url]) => String(url) !== '/api/dishes')).toBe(false); // no ingredient calls before a choice

    fireEvent.change(select, { target: { value: 'bobotie' } });
    const existing = await screen.findByRole('region', { name: 'Already in Bobotie' });
    await waitFor(() =>
      expect(
        within(existing)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Curried minced beef', 'Raisins', 'Egg custard', 'Peach chutney']),
    );
    expect(JSON.parse(String(api.mock.calls.find(([url]) => String(url) === '/api/dishes/dish')?.[1]?.body))).toEqual({ id: 'bobotie' });
    expect(JSON.parse(String(api.mock.calls.find(([url]) => String(url) === '/api/ingredients/optional')?.[1]?.body))).toEqual({ name: 'Bobotie' });

    expect(sendButton().disabled).toBe(true);
    expect(sendButton().title).toBe(ingredientRowsMessage);
    expect(screen.getByText(ingredientRowsMessage)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete ingredient 1' })).toBeNull();

    fireEvent.change(rowInput(1), { target: { value: 'Plantains' } });
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add ingredient' }));
    expect(document.activeElement).toBe(rowInput(2));
    expect(sendButton().disabled).toBe(true); // the new row is empty
    fireEvent.change(rowInput(2), { target: { value: 'Okra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add ingredient' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete ingredient 3' }));
    expect(document.activeElement).toBe(rowInput(2));
    expect(screen.queryByRole('textbox', { name: 'Ingredient 3' })).toBeNull();
    expect(sendButton().disabled).toBe(false);

    fireEvent.click(sendButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(captchaMessage)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I’m not a robot' }));
    expect(screen.queryByText(captchaMessage)).toBeNull();
    fireEvent.click(sendButton());
    expect(onSubmit).toHaveBeenCalledWith({ dishId: 'bobotie', ingredients: ['Plantains', 'Okra'], email: '', token: expect.stringMatching(/^local-pass-/) });
  });

  it('asks a signed-out visitor for an optional e-mail address: a malformed one is caught under its field, a good one sent', async () => {
    stubApi();
    const onSubmit = vi.fn();
    withQueries(<IngredientsRequestForm onSubmit={onSubmit} pending={false} error={null} />);
    const select = (await screen.findByRole('combobox', { name: 'Entrée' })) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: 'bobotie' } });
    fireEvent.change(rowInput(1), { target: { value: 'Plantains' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I’m not a robot' }));
    const email = screen.getByLabelText('Your e-mail (optional)') as HTMLInputElement;
    expect(email.type).toBe('email');
    fireEvent.change(email, { target: { value: 'grace@events' } });
    fireEvent.click(sendButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Email must be valid')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: ' grace+events@gmail.com ' } });
    expect(screen.queryByText('Email must be valid')).toBeNull();
    fireEvent.click(sendButton());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ dishId: 'bobotie', email: 'grace+events@gmail.com' }));
  });

  it("says 'Error getting dishes, please try again' when the menu cannot load, and tries again on request", async () => {
    let failing = true;
    const api = stubApi({ dishes: () => (failing ? down() : json(menu)) });
    withQueries(<IngredientsRequestForm onSubmit={vi.fn()} pending={false} error={null} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Error getting dishes, please try again');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Entrée' })).toBeTruthy();
    expect(api.mock.calls.filter(([url]) => String(url) === '/api/dishes')).toHaveLength(2);
  });

  it("says 'Error getting ingredients' when the chosen dish's ingredients cannot load", async () => {
    stubApi({ optional: down });
    withQueries(<IngredientsRequestForm onSubmit={vi.fn()} pending={false} error={null} />);
    const select = (await screen.findByRole('combobox', { name: 'Entrée' })) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: 'bobotie' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Error getting ingredients');
  });
});

describe('IngredientsRequestPanel', () => {
  it('thanks the visitor after sending and starts a fresh form on Make another request', async () => {
    const api = stubApi();
    withQueries(<IngredientsRequestPanel />);
    const select = (await screen.findByRole('combobox', { name: 'Entrée' })) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: 'jollof-rice' } });
    fireEvent.change(rowInput(1), { target: { value: 'Fried plantain' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I’m not a robot' }));
    fireEvent.click(sendButton());
    const status = (await screen.findByText('Thank you for your request! We will review it and get back to you as soon as possible.')).closest(
      '[role="status"]',
    );
    expect(document.activeElement).toBe(status);
    const sent = api.mock.calls.find(([url]) => String(url) === '/api/contact/ingredientsRequest');
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ dishId: 'jollof-rice', ingredients: ['Fried plantain'] });

    fireEvent.click(screen.getByRole('button', { name: 'Make another request' }));
    const fresh = (await screen.findByRole('combobox', { name: 'Entrée' })) as HTMLSelectElement;
    expect(fresh.value).toBe('');
    expect(document.activeElement).toBe(fresh);
    expect(screen.queryByRole('textbox', { name: 'Ingredient 1' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'I’m not a robot' }) as HTMLInputElement).checked).toBe(false);
  });
});
