/**
 * The menu editor over HTTP against the local host: an owner creates and edits dishes (checked by the
 * shared schemas and against the menu: a 4xx saves nothing), a price edit reaches GET /dishes and
 * the dish page at once, a sold-out dish cannot be added or ordered, a hidden dish leaves the shop.
 * Two owners at once never lose a change: a save from an older read is a 409 that changes nothing, a
 * sold-out switch during a save keeps both, two reorders end in one whole order and a 409 (real
 * concurrent requests, several rounds). The pre-rendered pages follow every change (a new dish's page, a price, a
 * hidden dish's 404). Shop-wide (it changes the menu): it runs alone, after the other integration tests, on dishes of
 * its own, which it hides at the end. The 401/403 checks are in owner-access.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, type Cart } from '@functions/cart/contract/cart';
import { dishSchema, menuSchema, searchResultsSchema } from '@functions/catalogue/contract/catalogue';
import { errorBodySchema } from '@functions/platform/contract/error';
import { menuChangeAnswerSchema, ownerMenuSchema, type DishSave, type EditableDish, type OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import { dishPath } from '@functions/catalogue/contract/dish-path';
import { formatUsd } from '@functions/platform/contract/money';
import { rendererDir } from '../../repo-paths.ts';
import { pagesStreamHandler } from '../../functions/src/pages/use-cases/pages-stream.ts';
import { folderTarget, pageListFile } from '../../functions/src/pages/use-cases/publish-folder.ts';
import { call, shopOrigin, type ApiAnswer, type Customer } from '../fixtures/api.ts';
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

const editOf = ({ id: _id, position: _p, images: _i, startingPrice: _s, soldOut: _so, version: _v, sizes, extras, ...rest }: OwnerMenuDish): EditableDish => ({
  ...rest,
  sizes: sizes.map(({ id: _sizeId, ...size }) => size),
  extras: extras.map(({ soldOut: _extraSoldOut, ...extra }) => ({ ...extra, allergens: extra.allergens as EditableDish['allergens'] })),
  allergens: rest.allergens as EditableDish['allergens'],
  dietLabels: rest.dietLabels as EditableDish['dietLabels'],
});

/** PUT /owner/menu/dishes/{id}'s body: the dish as edited, over the version it was read at. */
const saveOf = (dish: OwnerMenuDish, change: Partial<EditableDish> = {}): DishSave => ({ ...editOf(dish), ...change, version: dish.version });

async function ownerMenu() {
  const answer = await owner.call('GET', '/owner/menu');
  expect(answer.status).toBe(200);
  return ownerMenuSchema.parse(answer.body);
}

async function ownerDish(id: string): Promise<OwnerMenuDish> {
  const found = (await ownerMenu()).dishes.find((dish) => dish.id === id);
  expect(found).toBeDefined();
  return found!;
}

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
    await owner.call('PUT', `/owner/menu/dishes/${dish.id}`, { json: saveOf(dish, { hidden: true }) });
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
    const edit = saveOf(created);
    const attempts: [DishSave, string][] = [
      [{ ...edit, sizes: [{ size: 'small', price: 0, amount: '1 bowl', catering: false }] }, 'body.sizes.0.price'],
      [{ ...edit, name: '   ' }, 'body.name'],
      [{ ...edit, goesWith: ['no-such-dish'] }, 'body.goesWith.0'],
      [{ ...edit, similar: [created.id] }, 'body.similar.0'],
      [{ ...edit, name: 'Jollof Rice' }, 'body.name'],
      [{ ...edit, sizes: [...edit.sizes, { size: 'small', price: 100, amount: 'x', catering: false }] }, 'body.sizes.2'],
    ];
    for (const [body, path] of attempts) expectRefused(await owner.call('PUT', `/owner/menu/dishes/${created.id}`, { json: body }), 400, path);
    expectRefused(await owner.call('POST', '/owner/menu/dishes', { json: { ...editOf(created), name: 'Jollof Rice' } }), 400, 'body.name');
    // A save names the version it was made from.
    expectRefused(await owner.call('PUT', `/owner/menu/dishes/${created.id}`, { json: editOf(created) }), 400, 'body.version');
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

    const edit = saveOf(created);
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

    const edit = saveOf(created);
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
        phone: '(414) 555-0142',
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
    expect((await owner.call('PUT', `/owner/menu/dishes/${created.id}`, { json: saveOf(created, { hidden: true }) })).status).toBe(200);
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
    const answer = await owner.call('PUT', '/owner/menu/order', { json: { dishIds: [first.id, second.id], version: before.orderVersion } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = ownerMenuSchema.parse(answer.body);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.orderVersion).toBe(before.orderVersion + 1);
    const sauces = (await shopMenu()).filter((dish) => dish.category === 'sauce').map((dish) => dish.id);
    expect(sauces.slice(0, 2)).toEqual([first.id, second.id]);
    expectRefused(await owner.call('PUT', '/owner/menu/order', { json: { dishIds: ['no-such-dish'], version: after.orderVersion } }), 400, 'body.dishIds.0');
    expectRefused(await owner.call('PUT', '/owner/menu/order', { json: { dishIds: [first.id, second.id] } }), 400, 'body.version');
  });
});

describe('two owners at once', () => {
  const rounds = 10;
  let other: Customer;

  beforeAll(async () => {
    other = (await signedInOwner('Kwame Asante')).owner;
  });

  it('a save from an older read answers 409 with a clear message and changes nothing; the dish keeps the first owner’s price', async () => {
    const created = await create(dishNamed(`Edikang Ikong ${suffix}`));
    expect(created.version).toBe(1);
    const first = await owner.call('PUT', `/owner/menu/dishes/${created.id}`, {
      json: saveOf(created, { sizes: [{ size: 'small', price: 1500, amount: '12 oz bowl', catering: false }, saveOf(created).sizes[1]!] }),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const saved = menuChangeAnswerSchema.parse(first.body).dish;
    expect(saved.version).toBe(2);

    // The other owner opened the dish before that save: their save names version 1.
    const stale = await other.call('PUT', `/owner/menu/dishes/${created.id}`, { json: saveOf(created, { description: 'A second owner’s words.' }) });
    expectRefused(stale, 409, undefined, /^Someone else changed this dish since you opened it\. Reload to see their change\.$/);
    const after = await ownerDish(created.id);
    expect(after).toEqual(saved);
    expect(after.sizes[0]!.price).toBe(1500);
    expect((await shopMenu()).find((dish) => dish.id === created.id)?.startingPrice).toBe(1500);
  });

  it(`two saves from the same read at once: one 200, one 409, and the dish is exactly the winner’s (${rounds} rounds)`, async () => {
    const created = await create(dishNamed(`Afia Efere ${suffix}`));
    let dish = created;
    for (let round = 0; round < rounds; round++) {
      const mine = saveOf(dish, {
        description: `Round ${round}: the first owner’s words.`,
        sizes: [{ size: 'small', price: 1300 + round, amount: '12 oz bowl', catering: false }],
      });
      const theirs = saveOf(dish, {
        description: `Round ${round}: the second owner’s words.`,
        sizes: [{ size: 'large', price: 2300 + round, amount: '24 oz bowl', catering: false }],
      });
      const answers = await Promise.all([
        owner.call('PUT', `/owner/menu/dishes/${dish.id}`, { json: mine }),
        other.call('PUT', `/owner/menu/dishes/${dish.id}`, { json: theirs }),
      ]);
      expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
      const winner = answers[0]!.status === 200 ? mine : theirs;
      dish = await ownerDish(dish.id);
      expect(dish.version).toBe(created.version + round + 1);
      expect(dish.description).toBe(winner.description);
      expect(dish.sizes.map(({ size, price }) => ({ size, price }))).toEqual(winner.sizes.map(({ size, price }) => ({ size, price })));
    }
  });

  it(`a sold-out switch while the dish is saved keeps both: the save never puts the switch back (${rounds} rounds)`, async () => {
    const created = await create(dishNamed(`Oha Soup ${suffix}`));
    const extraId = created.extras[0]!.id;
    let dish = created;
    for (let round = 0; round < rounds; round++) {
      const soldOut = round % 2 === 0 ? 'until-back' : 'available';
      const extraSoldOut = round % 2 === 0 ? 'available' : 'until-back';
      const answers = await Promise.all([
        owner.call('PUT', `/owner/menu/dishes/${dish.id}`, { json: saveOf(dish, { description: `Round ${round}.` }) }),
        other.call('POST', `/owner/menu/dishes/${dish.id}/sold-out`, { json: { soldOut } }),
        other.call('POST', `/owner/menu/dishes/${dish.id}/sold-out`, { json: { soldOut: extraSoldOut, extraId } }),
      ]);
      expect(
        answers.map((answer) => answer.status),
        JSON.stringify(answers.map((answer) => answer.body)),
      ).toEqual([200, 200, 200]);
      dish = await ownerDish(dish.id);
      expect(dish.description).toBe(`Round ${round}.`);
      expect(dish.soldOut).toEqual(soldOut === 'available' ? null : { until: null });
      expect(dish.extras[0]).toMatchObject({ id: extraId, soldOut: extraSoldOut === 'available' ? null : { until: null } });
    }
    // The switches need no version and leave it: only the saves raised it.
    expect(dish.version).toBe(created.version + rounds);
  });

  it(`two reorders from the same read at once end in one of the two orders exactly, and a 409 (${rounds} rounds)`, async () => {
    const dishes = [];
    for (const name of ['Shito', 'Ata Dindin', 'Ofada Sauce', 'Obe Ata']) dishes.push(await create(dishNamed(`${name} ${suffix}`, { category: 'sauce' })));
    const ids = dishes.map((dish) => dish.id);
    const placesOf = async () => {
      const menu = await ownerMenu();
      return { orderVersion: menu.orderVersion, order: menu.dishes.filter((dish) => ids.includes(dish.id)).map((dish) => dish.id) };
    };
    for (let round = 0; round < rounds; round++) {
      const { orderVersion } = await placesOf();
      // Two different whole orders of the same dishes, rotated each round.
      const mine = [...ids.slice(round % 4), ...ids.slice(0, round % 4)];
      const theirs = [...mine].reverse();
      const answers = await Promise.all([
        owner.call('PUT', '/owner/menu/order', { json: { dishIds: mine, version: orderVersion } }),
        other.call('PUT', '/owner/menu/order', { json: { dishIds: theirs, version: orderVersion } }),
      ]);
      expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409)!;
      expect(errorBodySchema.parse(loser.body).error.message).toBe('Someone else changed the menu’s order since you opened it. Reload to see their change.');
      const after = await placesOf();
      expect(after.order).toEqual(answers[0]!.status === 200 ? mine : theirs);
      expect(after.orderVersion).toBe(orderVersion + 1);
    }
    // A reorder from an older read changes nothing.
    const before = await placesOf();
    expectRefused(await owner.call('PUT', '/owner/menu/order', { json: { dishIds: [...ids].reverse(), version: before.orderVersion - 1 } }), 409);
    expect(await placesOf()).toEqual(before);
  });
});

describe('dish names that would pass for another dish’s (docs/business-rules.md#dish-names)', () => {
  it('refuses look-alikes of a dish’s name and names that take its page’s address, naming the field; nothing saved', async () => {
    const before = await ownerMenu();
    for (const name of [
      'Jollof  Rice',
      'Jollof\u00a0Rice',
      'Ak\u200bara',
      'Ｊｏｌｌｏｆ Rice',
      'J\u043ellof Rice',
      'JOLLOF RICE',
      'Jollof Rice!',
      '\u0000',
      '\u200b\u200b\u200b',
      'Jollof\u0007Rice',
      '***',
    ]) {
      const answer = await owner.call('POST', '/owner/menu/dishes', { json: dishNamed(name) });
      expectRefused(answer, 400, 'body.name');
      expect(errorBodySchema.parse(answer.body).error.code).toBe('VALIDATION');
    }
    // Renaming a dish into another's look-alike is refused the same way.
    const own = await create(dishNamed(`Efo Riro ${suffix}`));
    expectRefused(await owner.call('PUT', `/owner/menu/dishes/${own.id}`, { json: saveOf(own, { name: 'Ｍｏｉ Ｍｏｉ' }) }), 400, 'body.name');
    const after = await ownerMenu();
    expect(after.dishes.filter((dish) => dish.id !== own.id)).toEqual(before.dishes);
    // The starter dishes' pages still show them.
    expect(dishSchema.parse((await call('POST', '/dishes/dish', { json: { name: 'Jollof Rice' } })).body).id).toBe('jollof-rice');
  });

  it('stores a name, its extras’ and ingredients’ names tidied (NFKC, no invisible characters, one space); a companion listed twice is refused', async () => {
    const pepperGoat = (companions: { goesWith: string[]; similar: string[] }) =>
      dishNamed(`  Ｐｅｐｐｅｒ\u00a0\u00a0Goat\u200b Stew ${suffix} `, {
        includedIngredients: ['Goat\u00a0meat', 'Scent\u200b leaf'],
        extras: [{ ingredient: 'Extra  goat\u2060', price: 400, allergens: [] }],
        ...companions,
      });
    // The issue's `goesWith: ["akara", "akara"]`, and a similar dish twice: 400 naming the second place, nothing saved.
    const twice = await owner.call('POST', '/owner/menu/dishes', { json: pepperGoat({ goesWith: ['akara', 'akara'], similar: [] }) });
    expectRefused(twice, 400, 'body.goesWith.1');
    expect(JSON.stringify(twice.body)).toContain('This dish is listed twice');
    expectRefused(
      await owner.call('POST', '/owner/menu/dishes', { json: pepperGoat({ goesWith: ['jollof-rice'], similar: ['egusi-soup', 'akara', 'egusi-soup'] }) }),
      400,
      'body.similar.2',
    );
    const created = await create(pepperGoat({ goesWith: ['jollof-rice', 'akara'], similar: ['egusi-soup'] }));
    expect(created).toMatchObject({
      id: `pepper-goat-stew-${suffix}`,
      name: `Pepper Goat Stew ${suffix}`,
      includedIngredients: ['Goat meat', 'Scent leaf'],
      goesWith: ['jollof-rice', 'akara'],
      similar: ['egusi-soup'],
    });
    expect(created.extras.map((extra) => extra.ingredient)).toEqual(['Extra goat']);
    // Its page is found by its name, as the shop's links spell it.
    expect(dishSchema.parse((await call('POST', '/dishes/dish', { json: { name: `Pepper Goat Stew ${suffix}` } })).body).id).toBe(created.id);
    // A second dish under the same name in another spelling is refused.
    expectRefused(await owner.call('POST', '/owner/menu/dishes', { json: dishNamed(`Pepper Goat Stew ${suffix}`.replace(/e/g, '\u0435')) }), 400, 'body.name');
  });
});

describe('the pre-rendered pages follow the menu (docs/architecture.md#pre-rendered-pages)', () => {
  /** A public page's HTML as the host serves it, before any script runs. */
  async function pageHtml(path: string): Promise<{ status: number; html: string }> {
    const response = await fetch(`${shopOrigin}/spices${path}`);
    return { status: response.status, html: await response.text() };
  }
  /** What the HTML shows a visitor: the app's markup, without the markers React puts between adjacent texts. */
  const shown = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"')).replaceAll('<!-- -->', '');
  // The publish follows the stream (locally, a poller): the pages are waited for, not assumed.
  const published = { timeout: 15_000, interval: 100 };

  it('a new dish gets its page and a place on the menu page; a new price reaches both; a hidden dish’s page answers 404 and leaves the menu', async () => {
    const name = `Peanut Soup Page ${suffix}`;
    const path = dishPath(name);
    const created = await create(dishNamed(name, { sizes: [{ size: 'small', price: 1250, amount: '12 oz bowl', catering: false }] }));
    await expect.poll(async () => (await pageHtml(path)).status, published).toBe(200);
    const page = shown((await pageHtml(path)).html);
    expect(page).toContain(`>${name}</h1>`);
    // The host's list of pages (the site's prerendered.json) is the published one, not the build's.
    const listed = async () => (await (await fetch(`${shopOrigin}/spices/prerendered.json`)).json()) as string[];
    expect(await listed()).toContain(path);
    expect(page).toContain(formatUsd(1250));
    await expect.poll(async () => shown((await pageHtml('/menu')).html).includes(name), published).toBe(true);

    const moved = await owner.call('PUT', `/owner/menu/dishes/${created.id}`, {
      json: saveOf(created, { sizes: [{ size: 'small', price: 1475, amount: '12 oz bowl', catering: false }] }),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await expect.poll(async () => shown((await pageHtml(path)).html).includes(formatUsd(1475)), published).toBe(true);
    expect(shown((await pageHtml(path)).html)).not.toContain(formatUsd(1250));
    await expect.poll(async () => shown((await pageHtml('/menu')).html).includes(formatUsd(1475)), published).toBe(true);

    const hidden = await owner.call('PUT', `/owner/menu/dishes/${created.id}`, { json: saveOf(await ownerDish(created.id), { hidden: true }) });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    await expect.poll(async () => (await pageHtml(path)).status, published).toBe(404);
    // The 404 is the app's shell (it shows the not-found page), never the dish's old HTML, by its address or its file's.
    expect((await pageHtml(path)).html).not.toContain(name);
    expect((await pageHtml(`${path}/index.html`)).status).toBe(404);
    await expect.poll(async () => shown((await pageHtml('/menu')).html).includes(name), published).toBe(false);
    expect(await listed()).not.toContain(path);
  });

  it('a change the catalogue does not show yet is published again, never from the older read: the stream delivers it again', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'spices-pages-test-'));
    try {
      const publish = pagesStreamHandler(() => folderTarget(folder), rendererDir);
      const record = (version: number, sequence: string) => ({
        eventName: 'MODIFY' as const,
        dynamodb: { SequenceNumber: sequence, Keys: { pk: { S: 'CATALOGUE' }, sk: { S: 'MENUVERSION' } }, NewImage: { version: { N: String(version) } } },
      });
      // A version far beyond the table's: the read is older than the change, so nothing is published and the record comes again.
      const ahead = await publish({ Records: [record(1, '100'), record(10 ** 9, '101')] });
      expect(ahead.batchItemFailures).toEqual([{ itemIdentifier: '101' }]);
      expect(existsSync(join(folder, pageListFile))).toBe(false);
      // A late record (an old version) publishes what the catalogue holds now.
      expect((await publish({ Records: [record(1, '102')] })).batchItemFailures).toEqual([]);
      const pages = JSON.parse(readFileSync(join(folder, pageListFile), 'utf8')) as string[];
      expect(pages).toEqual(expect.arrayContaining(['/', '/menu', '/catering', '/about', '/menu/Jollof-Rice']));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
