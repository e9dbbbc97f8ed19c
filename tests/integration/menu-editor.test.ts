/**
 * The menu editor over HTTP against the local host: an owner creates and edits dishes (checked by the
 * shared schemas and against the menu: a 4xx saves nothing), a price edit reaches GET /dishes and
 * the dish page at once, a sold-out dish cannot be added or ordered, a hidden dish leaves the shop.
 * Shop-wide (it changes the menu): it runs alone, after the other integration tests, on dishes of
 * its own, which it hides at the end. The 401/403 checks are in owner-access.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, type Cart } from '@contracts/cart';
import { dishSchema, menuSchema, searchResultsSchema } from '@contracts/catalogue';
import { errorBodySchema } from '@contracts/error';
import { menuChangeAnswerSchema, ownerMenuSchema, type EditableDish, type OwnerMenuDish } from '@contracts/menu-editor';
import { call, type ApiAnswer, type Customer } from '../fixtures/api.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';

Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

let owner: Customer;
const made: string[] = [];
const suffix = randomUUID()
  .slice(0, 6)
  .replace(/[^a-z]/g, 'x');

function dishNamed(name: string, overrides: Partial<EditableDish> = {}): EditableDish {
  return {
    name,
    category: 'entrée',
    description: 'A light, peppery goat broth with uziza and scent leaf.',
    tips: ['Best with a side of rice.'],
    canBeSpicy: true,
    featured: false,
    hidden: false,
    includedIngredients: ['Goat meat', 'Scent leaf'],
    sizes: [
      { size: 'small', price: 1200, amount: '12 oz bowl', catering: false },
      { size: 'large', price: 1900, amount: '24 oz bowl', catering: false },
    ],
    extras: [{ ingredient: 'Extra goat', price: 400, allergens: [] }],
    goesWith: ['jollof-rice'],
    similar: [],
    allergens: ['fish'],
    dietLabels: [],
    ...overrides,
  };
}

async function create(dish: EditableDish): Promise<OwnerMenuDish> {
  const answer = await owner.call('POST', '/owner/menu/dishes', { json: dish });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const created = menuChangeAnswerSchema.parse(answer.body).dish;
  made.push(created.id);
  return created;
}

const editOf = ({ id: _id, position: _p, images: _i, startingPrice: _s, soldOut: _so, sizes, extras, ...rest }: OwnerMenuDish): EditableDish => ({
  ...rest,
  sizes: sizes.map(({ id: _sizeId, ...size }) => size),
  extras: extras.map(({ soldOut: _extraSoldOut, ...extra }) => ({ ...extra, allergens: extra.allergens as EditableDish['allergens'] })),
  allergens: rest.allergens as EditableDish['allergens'],
  dietLabels: rest.dietLabels as EditableDish['dietLabels'],
});

async function shopMenu() {
  const answer = await call('GET', '/dishes');
  expect(answer.status).toBe(200);
  return menuSchema.parse(answer.body);
}

async function dishPage(id: string) {
  return call('POST', '/dishes/dish', { json: { id } });
}

function expectRefused(answer: ApiAnswer, status: number, path?: string, message?: RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const { error } = errorBodySchema.parse(answer.body);
  if (path) expect(error.details?.map((detail) => detail.path)).toContain(path);
  if (message) expect(error.message).toMatch(message);
}

beforeAll(async () => {
  owner = (await signedInOwner('Efua Owusu')).owner;
});

afterAll(async () => {
  // Off the shop again, so the shop's other tests meet the starter menu.
  const menu = ownerMenuSchema.parse((await owner.call('GET', '/owner/menu')).body);
  for (const dish of menu.dishes.filter((entry) => made.includes(entry.id))) {
    await owner.call('PUT', `/owner/menu/dishes/${dish.id}`, { json: { ...editOf(dish), hidden: true } });
  }
});

describe('the menu editor', () => {
  it('creates a dish with an id from its name; the shop shows it at once, with its companions', async () => {
    const created = await create(dishNamed(`Goat Pepper Soup ${suffix}`));
    expect(created).toMatchObject({ id: `goat-pepper-soup-${suffix}`, startingPrice: 1200, hidden: false, soldOut: null });
    expect(created.sizes.map((size) => size.id)).toEqual([`${created.id}-s`, `${created.id}-l`]);
    expect((await shopMenu()).find((dish) => dish.id === created.id)).toMatchObject({
      name: `Goat Pepper Soup ${suffix}`,
      startingPrice: 1200,
      soldOut: false,
    });
    const page = dishSchema.parse((await dishPage(created.id)).body);
    expect(page.goesWith.map((companion) => companion.goesWithId)).toEqual(['jollof-rice']);
    expect(page.ingredients).toEqual([expect.objectContaining({ ingredient: 'Extra goat', price: 400, soldOut: false })]);
  });

  it('refuses a size at $0, an empty name, a companion that does not exist and a name another dish has: 400, nothing saved', async () => {
    const created = await create(dishNamed(`Egusi Light ${suffix}`));
    const before = ownerMenuSchema.parse((await owner.call('GET', '/owner/menu')).body);
    const edit = editOf(created);
    const attempts: [EditableDish, string][] = [
      [{ ...edit, sizes: [{ size: 'small', price: 0, amount: '1 bowl', catering: false }] }, 'body.sizes.0.price'],
      [{ ...edit, name: '   ' }, 'body.name'],
      [{ ...edit, goesWith: ['no-such-dish'] }, 'body.goesWith.0'],
      [{ ...edit, similar: [created.id] }, 'body.similar.0'],
      [{ ...edit, name: 'Jollof Rice' }, 'body.name'],
      [{ ...edit, sizes: [...edit.sizes, { size: 'small', price: 100, amount: 'x', catering: false }] }, 'body.sizes.2'],
    ];
    for (const [body, path] of attempts) expectRefused(await owner.call('PUT', `/owner/menu/dishes/${created.id}`, { json: body }), 400, path);
    expectRefused(await owner.call('POST', '/owner/menu/dishes', { json: { ...edit, name: 'Jollof Rice' } }), 400, 'body.name');
    expectRefused(await owner.call('PUT', '/owner/menu/dishes/no-such-dish', { json: edit }), 404);
    expectRefused(await owner.call('PUT', '/owner/menu/dishes/..%2Fetc', { json: edit }), 404);
    const after = ownerMenuSchema.parse((await owner.call('GET', '/owner/menu')).body);
    expect(after).toEqual(before);
  });

  it('moves a price: GET /dishes and the dish page show it at once; a cart line at the old price asks to confirm', async () => {
    const created = await create(dishNamed(`Ofada Stew ${suffix}`));
    const { customer } = await signedInCustomer();
    const small = created.sizes[0]!;
    const add = { orders: [{ dishId: created.id, dishName: created.name, price: small.price, spiciness: 0, size: small.id, quantity: 1 }] };
    expect((await customer.call('POST', '/cart', { json: add })).status).toBe(201);

    const edit = editOf(created);
    const answer = await owner.call('PUT', `/owner/menu/dishes/${created.id}`, {
      json: { ...edit, sizes: [{ ...edit.sizes[0]!, price: 1350 }, edit.sizes[1]!] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await shopMenu()).find((dish) => dish.id === created.id)?.startingPrice).toBe(1350);
    expect(dishSchema.parse((await dishPage(created.id)).body).prices[0]).toMatchObject({ packageId: small.id, price: 1350 });

    const cart = cartSchema.parse((await customer.call<Cart>('GET', '/cart')).body);
    expect(cart.inactiveDishes).toEqual([expect.objectContaining({ dishId: created.id, issue: 'PRICE_CHANGED', addedPrice: 1200, price: 1350 })]);
  });

  it('renames a dish and moves its price: the menu, search and dish page just read show the change at the next read', async () => {
    const created = await create(dishNamed(`Ewa Agoyin ${suffix}`));
    const search = async (query: string) => searchResultsSchema.parse((await call('GET', `/search/menu?query=${encodeURIComponent(query)}`)).body);
    // Read first, so the functions hold the menu, its JSON and its search index for this version.
    expect((await shopMenu()).find((dish) => dish.id === created.id)).toMatchObject({ name: `Ewa Agoyin ${suffix}`, startingPrice: 1200 });
    expect((await search(`agoyin ${suffix}`)).map((result) => result.id)).toEqual([created.id]);
    expect((await call('POST', '/dishes/dish', { json: { name: created.name } })).status).toBe(200);

    const edit = editOf(created);
    const renamed = `Ayamase Stew ${suffix}`;
    const answer = await owner.call('PUT', `/owner/menu/dishes/${created.id}`, {
      json: { ...edit, name: renamed, sizes: [{ ...edit.sizes[0]!, price: 1450 }, edit.sizes[1]!] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    expect((await shopMenu()).find((dish) => dish.id === created.id)).toMatchObject({ name: renamed, startingPrice: 1450 });
    expect(await search(`agoyin ${suffix}`)).toEqual([]);
    expect((await search(`ayamase ${suffix}`)).map((result) => [result.id, result.startingPrice])).toEqual([[created.id, 1450]]);
    // Its id keeps the first name: the page finds it by the new name, as its URL spells it, in any case.
    for (const name of [renamed, renamed.replace(/ /g, '-').toUpperCase()]) {
      const page = dishSchema.parse((await call('POST', '/dishes/dish', { json: { name } })).body);
      expect(page).toMatchObject({ id: created.id, name: renamed, startingPrice: 1450 });
    }
    expectRefused(await call('POST', '/dishes/dish', { json: { name: created.name } }), 404);
  });

  it('marks a dish sold out today: the shop says so, it cannot be added (409), a cart line of it is flagged and checkout refuses it', async () => {
    const created = await create(dishNamed(`Banga Soup ${suffix}`));
    const { customer } = await signedInCustomer();
    const small = created.sizes[0]!;
    const add = { orders: [{ dishId: created.id, dishName: created.name, price: small.price, spiciness: 0, size: small.id, quantity: 1 }] };
    expect((await customer.call('POST', '/cart', { json: add })).status).toBe(201);

    const switched = await owner.call('POST', `/owner/menu/dishes/${created.id}/sold-out`, { json: { soldOut: 'today' } });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    const until = menuChangeAnswerSchema.parse(switched.body).dish.soldOut?.until;
    // Until 4 a.m. tomorrow in Milwaukee: between 1 and 29 hours from now.
    expect(Date.parse(until!) - Date.now()).toBeGreaterThan(3600_000);
    expect(Date.parse(until!) - Date.now()).toBeLessThan(29 * 3600_000);

    expect((await shopMenu()).find((dish) => dish.id === created.id)?.soldOut).toBe(true);
    expect(dishSchema.parse((await dishPage(created.id)).body).soldOut).toBe(true);
    expectRefused(await customer.call('POST', '/cart', { json: add }), 409, undefined, /sold out today/);

    const cart = cartSchema.parse((await customer.call<Cart>('GET', '/cart')).body);
    expect(cart.inactiveDishes).toEqual([expect.objectContaining({ dishId: created.id, issue: 'SOLD_OUT', message: expect.stringMatching(/sold out today/) })]);
    const placed = await customer.call('POST', '/orders', {
      json: {
        mode: 'pickup',
        when: { kind: 'asap' },
        tip: { kind: 'percent', percent: 0 },
        notes: '',
        paymentMethod: 'in-person-card',
        expectedTotalCents: 1300,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expectRefused(placed, 409, 'cart', /Banga Soup .* is sold out today/);

    // Available again: it can be added.
    expect((await owner.call('POST', `/owner/menu/dishes/${created.id}/sold-out`, { json: { soldOut: 'available' } })).status).toBe(200);
    expect((await customer.call('POST', '/cart', { json: add })).status).toBe(201);
  });

  it('marks one extra sold out until switched back: the dish stays, the extra cannot be chosen', async () => {
    const created = await create(dishNamed(`Ogbono Soup ${suffix}`));
    const extra = created.extras[0]!;
    const answer = await owner.call('POST', `/owner/menu/dishes/${created.id}/sold-out`, { json: { soldOut: 'until-back', extraId: extra.id } });
    expect(menuChangeAnswerSchema.parse(answer.body).dish.extras[0]!.soldOut).toEqual({ until: null });
    expectRefused(
      await owner.call('POST', `/owner/menu/dishes/${created.id}/sold-out`, { json: { soldOut: 'today', extraId: 'jollof-rice-plantain' } }),
      400,
      'body.extraId',
    );
    const page = dishSchema.parse((await dishPage(created.id)).body);
    expect(page.soldOut).toBe(false);
    expect(page.ingredients[0]).toMatchObject({ id: extra.id, soldOut: true });
    const { customer } = await signedInCustomer();
    const small = created.sizes[0]!;
    const withExtra = {
      orders: [{ dishId: created.id, dishName: created.name, price: small.price + extra.price, spiciness: 0, size: small.id, quantity: 1 }],
      optionalIngredients: [{ dishId: created.id, ingredientIds: [extra.id] }],
    };
    expectRefused(await customer.call('POST', '/cart', { json: withExtra }), 409, undefined, /Extra goat .* sold out for now/);
  });

  it('hides a dish: off the menu, its page and search, and it cannot be added; the editor still lists it', async () => {
    const created = await create(dishNamed(`Afang Soup ${suffix}`));
    expect((await owner.call('PUT', `/owner/menu/dishes/${created.id}`, { json: { ...editOf(created), hidden: true } })).status).toBe(200);
    expect((await shopMenu()).some((dish) => dish.id === created.id)).toBe(false);
    expect((await dishPage(created.id)).status).toBe(404);
    expect(JSON.stringify((await call('GET', `/search/menu?query=${encodeURIComponent('Afang')}`)).body)).not.toContain(created.id);
    const { customer } = await signedInCustomer();
    const small = created.sizes[0]!;
    const add = { orders: [{ dishId: created.id, dishName: created.name, price: small.price, spiciness: 0, size: small.id, quantity: 1 }] };
    expect((await customer.call('POST', '/cart', { json: add })).status).toBe(404);
    const menu = ownerMenuSchema.parse((await owner.call('GET', '/owner/menu')).body);
    expect(menu.dishes.find((dish) => dish.id === created.id)?.hidden).toBe(true);
  });

  it('orders dishes within their category; every change raises the version', async () => {
    const first = await create(dishNamed(`Zobo Pot ${suffix}`, { category: 'sauce' }));
    const second = await create(dishNamed(`Ata Din Din ${suffix}`, { category: 'sauce' }));
    const before = ownerMenuSchema.parse((await owner.call('GET', '/owner/menu')).body);
    const answer = await owner.call('PUT', '/owner/menu/order', { json: { dishIds: [first.id, second.id] } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = ownerMenuSchema.parse(answer.body);
    expect(after.version).toBeGreaterThan(before.version);
    const sauces = (await shopMenu()).filter((dish) => dish.category === 'sauce').map((dish) => dish.id);
    expect(sauces.slice(0, 2)).toEqual([first.id, second.id]);
    expectRefused(await owner.call('PUT', '/owner/menu/order', { json: { dishIds: ['no-such-dish'] } }), 400, 'body.dishIds.0');
  });
});
