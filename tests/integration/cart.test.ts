import { describe, expect, it } from 'vitest';
import { cartSchema, cartSummarySchema, savedItemsSchema, type Cart, type CartSummary } from '@functions/cart/contract/cart';
import { errorBodySchema } from '@functions/platform/contract/error';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { lineIdOf } from '../../functions/src/cart/rules/cart.ts';
import { Customer } from '../fixtures/api.ts';
import { addTestDish, removeTestDish, setSizePrice } from '../fixtures/menu-table.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const plantains = menu.find((dish) => dish.id === 'fried-plantains')!;
const size = (dish: typeof jollof, id: string) => dish.prices.find((option) => option.id === id)!.price;
const addOn = (dish: typeof jollof, id: string) => dish.optionalIngredients.find((option) => option.id === id)!.price;

/** Jollof (medium, chicken + plantain, spice 2 unless said) with a small side of plantains. */
function jollofWithPlantains(overrides: { price?: number; spiciness?: number } = {}) {
  const jollofPrice = size(jollof, 'jollof-rice-m') + addOn(jollof, 'jollof-rice-chicken') + addOn(jollof, 'jollof-rice-plantain');
  return {
    orders: [
      {
        dishId: jollof.id,
        dishName: jollof.name,
        price: overrides.price ?? jollofPrice,
        spiciness: overrides.spiciness ?? 2,
        size: 'jollof-rice-m',
        removedIngredients: ['Onion'],
      },
      { dishId: plantains.id, dishName: plantains.name, price: size(plantains, 'fried-plantains-s'), spiciness: 0, size: 'fried-plantains-s' },
    ],
    optionalIngredients: [{ dishId: jollof.id, ingredientIds: ['jollof-rice-plantain', 'jollof-rice-chicken'] }],
    expectedTotal: jollofPrice + size(plantains, 'fried-plantains-s'),
  };
}

async function readCart(customer: Customer): Promise<Cart> {
  const answer = await customer.call<Cart>('GET', '/cart');
  expect(answer.status).toBe(200);
  return cartSchema.parse(answer.body);
}

const linesOf = (cart: Cart) => cart.cart.flatMap((group) => group.orders);

describe('adding to the cart', () => {
  it('prices every line from the menu and answers the header summary', async () => {
    const { customer } = await signedInCustomer();
    const { expectedTotal, ...add } = jollofWithPlantains();
    const answer = await customer.call<CartSummary>('POST', '/cart', { json: add });
    expect(answer.status).toBe(201);
    const summary = cartSummarySchema.parse(answer.body);
    expect(summary).toMatchObject({ totalCount: 2, totalPrice: expectedTotal });

    const cart = await readCart(customer);
    expect(cart.totalPrice).toBe(expectedTotal);
    expect(cart.inactiveDishes).toEqual([]);
    const main = linesOf(cart).find((line) => line.orderDishId === jollof.id)!;
    expect(main).toMatchObject({ size: 'medium', spiciness: 2, quantity: 1, removedIngredients: ['onion'] });
    expect(main.ingredients.map((i) => i.id).sort()).toEqual(['jollof-rice-chicken', 'jollof-rice-plantain']);
    expect(cart.cart.map((group) => group.dishId).sort()).toEqual([plantains.id, jollof.id].sort());
  });

  it('refuses a line whose price disagrees with the menu with 409, and stores nothing', async () => {
    const { customer } = await signedInCustomer();
    const { expectedTotal: _, ...add } = jollofWithPlantains({ price: 1 });
    const answer = await customer.call('POST', '/cart', { json: add });
    expect(answer.status).toBe(409);
    const { error } = errorBodySchema.parse(answer.body);
    expect(error.code).toBe('CONFLICT');
    expect(error.details?.[0]?.path).toBe('body.orders.0.price');
    expect(linesOf(await readCart(customer))).toEqual([]);
  });

  it('treats the spice level as free: a price that adds it is refused', async () => {
    const { customer } = await signedInCustomer();
    const order = { dishId: jollof.id, dishName: jollof.name, price: size(jollof, 'jollof-rice-m') + 300, spiciness: 3, size: 'jollof-rice-m' };
    expect((await customer.call('POST', '/cart', { json: { orders: [order] } })).status).toBe(409);
    expect((await customer.call('POST', '/cart', { json: { orders: [{ ...order, price: size(jollof, 'jollof-rice-m') }] } })).status).toBe(201);
  });

  it('refuses unknown dishes, sizes and add-ons, and spice on a mild-only dish', async () => {
    const { customer } = await signedInCustomer();
    const base = { dishId: jollof.id, dishName: jollof.name, price: size(jollof, 'jollof-rice-m'), spiciness: 0, size: 'jollof-rice-m' };
    expect((await customer.call('POST', '/cart', { json: { orders: [{ ...base, dishId: 'no-such-dish' }] } })).status).toBe(404);
    expect((await customer.call('POST', '/cart', { json: { orders: [{ ...base, size: 'fufu-s' }] } })).status).toBe(400);
    const foreignAddOn = { orders: [base], optionalIngredients: [{ dishId: jollof.id, ingredientIds: ['fufu-extra-ball'] }] };
    expect((await customer.call('POST', '/cart', { json: foreignAddOn })).status).toBe(400);
    const bobotie = menu.find((dish) => dish.id === 'bobotie')!;
    const spicyBobotie = { dishId: bobotie.id, dishName: bobotie.name, price: bobotie.prices[0]!.price, spiciness: 1, size: bobotie.prices[0]!.id };
    expect((await customer.call('POST', '/cart', { json: { orders: [spicyBobotie] } })).status).toBe(400);
    expect((await customer.call('POST', '/cart', { json: { orders: [{ ...base, quantity: 100 }] } })).status).toBe(400);
    expect((await customer.call('POST', '/cart', { json: { orders: [base], sneaky: true } })).status).toBe(400);
    expect(linesOf(await readCart(customer))).toEqual([]);
  });

  it('merges an equal configuration (in any order of add-ons) into one line', async () => {
    const { customer } = await signedInCustomer();
    const { expectedTotal, ...add } = jollofWithPlantains();
    expect((await customer.call('POST', '/cart', { json: add })).status).toBe(201);
    const reordered = { ...add, optionalIngredients: [{ dishId: jollof.id, ingredientIds: ['jollof-rice-chicken', 'jollof-rice-plantain'] }] };
    const second = await customer.call<CartSummary>('POST', '/cart', { json: reordered });
    expect(cartSummarySchema.parse(second.body)).toMatchObject({ totalCount: 4, totalPrice: expectedTotal * 2 });
    const lines = linesOf(await readCart(customer));
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.quantity === 2)).toBe(true);

    // A different spice level is another line.
    const milder = { ...add, orders: [{ ...add.orders[0]!, spiciness: 1 }] };
    expect((await customer.call('POST', '/cart', { json: milder })).status).toBe(201);
    expect(linesOf(await readCart(customer))).toHaveLength(3);
  });
});

describe('quantities', () => {
  it('ends exactly 50 higher after 50 parallel +1 requests on one line', async () => {
    const { customer } = await signedInCustomer();
    const order = { dishId: plantains.id, dishName: plantains.name, price: size(plantains, 'fried-plantains-m'), spiciness: 0, size: 'fried-plantains-m' };
    await customer.call('POST', '/cart', { json: { orders: [order] } });
    const [line] = linesOf(await readCart(customer));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => customer.call('PUT', '/cart/changeQuantity', { json: { orderId: line!.orderId, change: 1 } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const [after] = linesOf(await readCart(customer));
    expect(after!.quantity).toBe(51);
    expect((await readCart(customer)).totalPrice).toBe(51 * size(plantains, 'fried-plantains-m'));
  });

  it('keeps every line within 1 to 99', async () => {
    const { customer } = await signedInCustomer();
    const order = { dishId: plantains.id, dishName: plantains.name, price: size(plantains, 'fried-plantains-s'), spiciness: 0, size: 'fried-plantains-s' };
    await customer.call('POST', '/cart', { json: { orders: [order] } });
    const [line] = linesOf(await readCart(customer));
    const down = await customer.call('PUT', '/cart/changeQuantity', { json: { orderId: line!.orderId, change: -1 } });
    expect(down.status).toBe(409);
    expect((await customer.call('PUT', '/cart/changeQuantity', { json: { orderId: line!.orderId, quantity: 0 } })).status).toBe(400);
    expect((await customer.call('PUT', '/cart/changeQuantity', { json: { orderId: line!.orderId, quantity: 99 } })).status).toBe(200);
    expect((await customer.call('PUT', '/cart/changeQuantity', { json: { orderId: line!.orderId, change: 1 } })).status).toBe(409);
    // Adding one more of an equal line would pass 99: refused, nothing changes.
    expect((await customer.call('POST', '/cart', { json: { orders: [order] } })).status).toBe(409);
    expect(linesOf(await readCart(customer))[0]!.quantity).toBe(99);
    const parallelUp = await Promise.all(
      Array.from({ length: 5 }, () => customer.call('PUT', '/cart/changeQuantity', { json: { orderId: line!.orderId, change: 1 } })),
    );
    expect(parallelUp.every((a) => a.status === 409)).toBe(true);
    expect(linesOf(await readCart(customer))[0]!.quantity).toBe(99);
  });
});

describe('editing, saving for later and deleting', () => {
  it('edits a line in the modal (size change re-prices it) and merges into an equal line', async () => {
    const { customer } = await signedInCustomer();
    const { expectedTotal: _, ...add } = jollofWithPlantains();
    await customer.call('POST', '/cart', { json: add });
    const main = linesOf(await readCart(customer)).find((line) => line.orderDishId === jollof.id)!;
    const largePrice = size(jollof, 'jollof-rice-l') + addOn(jollof, 'jollof-rice-chicken') + addOn(jollof, 'jollof-rice-plantain');
    const editing = {
      orderId: main.orderId,
      size: 'jollof-rice-l',
      spiciness: 2,
      optionalIngredientIds: ['jollof-rice-chicken', 'jollof-rice-plantain'],
      removedIngredients: ['Onion'],
      quantity: 3,
      price: largePrice,
    };
    expect((await customer.call('PUT', '/cart/edit', { json: { orderEditing: { ...editing, price: 5 } } })).status).toBe(409);
    const stale = await customer.call('PUT', '/cart/edit', { json: { orderEditing: editing, originalOrderIngredients: ['jollof-rice-suya'] } });
    expect(stale.status).toBe(409);
    const edited = await customer.call<{ orderId: string }>('PUT', '/cart/edit', {
      json: { orderEditing: editing, originalOrderIngredients: ['jollof-rice-chicken', 'jollof-rice-plantain'] },
    });
    expect(edited.status).toBe(200);
    const cart = await readCart(customer);
    const large = linesOf(cart).find((line) => line.orderDishId === jollof.id)!;
    expect(large).toMatchObject({ orderId: edited.body.orderId, size: 'large', quantity: 3, price: largePrice });
    expect(linesOf(cart).some((line) => line.orderId === main.orderId)).toBe(false);
    expect(cart.totalPrice).toBe(largePrice * 3 + size(plantains, 'fried-plantains-s'));
  });

  it('saves a line for later, moves it back, and deletes lines', async () => {
    const { customer } = await signedInCustomer();
    const { expectedTotal: _, ...add } = jollofWithPlantains();
    await customer.call('POST', '/cart', { json: add });
    const side = linesOf(await readCart(customer)).find((line) => line.orderDishId === plantains.id)!;
    expect((await customer.call('PUT', '/saves', { json: { orderId: side.orderId, status: 'saved' } })).status).toBe(200);
    expect(linesOf(await readCart(customer)).map((line) => line.orderDishId)).toEqual([jollof.id]);
    const saved = savedItemsSchema.parse((await customer.call('GET', '/saves')).body);
    expect(saved.map((item) => item.id)).toEqual([side.orderId]);
    expect(saved[0]).toMatchObject({ name: plantains.name, price: size(plantains, 'fried-plantains-s') });
    // A saved item is not in the cart: its quantity cannot be changed there.
    expect((await customer.call('PUT', '/cart/changeQuantity', { json: { orderId: side.orderId, change: 1 } })).status).toBe(404);
    expect((await customer.call('PUT', '/saves/unsave', { json: { id: side.orderId } })).status).toBe(200);
    expect(linesOf(await readCart(customer))).toHaveLength(2);
    expect((await customer.call('DELETE', `/cart?dishOrderId=${side.orderId}`)).status).toBe(200);
    expect((await customer.call('DELETE', `/cart?dishOrderId=${side.orderId}`)).status).toBe(404);
    expect(linesOf(await readCart(customer))).toHaveLength(1);
  });
});

describe('the order of the lines', () => {
  it('lists a main dish before its companions, even when a companion line’s id sorts first', async () => {
    const { customer } = await signedInCustomer();
    const { expectedTotal: _, ...add } = jollofWithPlantains();
    const mainId = lineIdOf({
      dishId: jollof.id,
      sizeId: 'jollof-rice-m',
      spiceLevel: 2,
      optionalIngredientIds: add.optionalIngredients[0]!.ingredientIds,
      removedIngredients: ['Onion'],
    });
    // Companions whose line ids sort before the main dish's (line ids are hashes of the configuration).
    const companions = menu
      .filter((dish) => dish.id !== jollof.id)
      .map((dish) => ({ dish, option: dish.prices[0]! }))
      .filter(({ dish, option }) => lineIdOf({ dishId: dish.id, sizeId: option.id, spiceLevel: 0, optionalIngredientIds: [], removedIngredients: [] }) < mainId)
      .slice(0, 3);
    expect(companions).toHaveLength(3);
    const orders = [
      add.orders[0]!,
      ...companions.map(({ dish, option }) => ({ dishId: dish.id, dishName: dish.name, price: option.price, spiciness: 0, size: option.id })),
    ];
    expect((await customer.call('POST', '/cart', { json: { orders, optionalIngredients: add.optionalIngredients } })).status).toBe(201);
    expect(linesOf(await readCart(customer)).map((line) => line.orderDishId)).toEqual([jollof.id, ...companions.map(({ dish }) => dish.id)]);
  });

  it('lists the newest add first, its main dish before its companion, and keeps an edited line in its place', async () => {
    const { customer } = await signedInCustomer();
    // Several adds, so the lines' ids (hashes) would put some companions above their main dish.
    const adds = [jollofWithPlantains(), jollofWithPlantains({ spiciness: 1 }), jollofWithPlantains({ spiciness: 3 }), jollofWithPlantains({ spiciness: 0 })];
    for (const { expectedTotal: _, ...add } of adds) expect((await customer.call('POST', '/cart', { json: add })).status).toBe(201);
    const lines = linesOf(await readCart(customer));
    // Newest first: each add's Jollof, then the plantains (one line: every add's companion merged into the first add's).
    expect(lines.map((line) => [line.orderDishId, line.spiciness])).toEqual([
      [jollof.id, 0],
      [jollof.id, 3],
      [jollof.id, 1],
      [jollof.id, 2],
      [plantains.id, 0],
    ]);

    // Editing the second line's size (a new configuration, so a new line id) keeps it second.
    const second = lines[1]!;
    const largePrice = size(jollof, 'jollof-rice-l') + addOn(jollof, 'jollof-rice-chicken') + addOn(jollof, 'jollof-rice-plantain');
    const edited = await customer.call<{ orderId: string }>('PUT', '/cart/edit', {
      json: {
        orderEditing: {
          orderId: second.orderId,
          size: 'jollof-rice-l',
          spiciness: second.spiciness,
          optionalIngredientIds: second.ingredients.map((i) => i.id),
          removedIngredients: second.removedIngredients,
          quantity: 2,
          price: largePrice,
        },
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.orderId).not.toBe(second.orderId);
    const after = linesOf(await readCart(customer));
    expect(after.map((line) => line.orderId)).toEqual([lines[0]!.orderId, edited.body.orderId, ...lines.slice(2).map((line) => line.orderId)]);
    expect(after[1]).toMatchObject({ size: 'large', quantity: 2 });
  });
});

describe('undoing a delete', () => {
  it('puts the line back exactly as it was: its choices, quantity, price and place', async () => {
    const { customer } = await signedInCustomer();
    const { expectedTotal: _a, ...older } = jollofWithPlantains({ spiciness: 1 });
    const { expectedTotal: _b, ...newer } = jollofWithPlantains({ spiciness: 3 });
    await customer.call('POST', '/cart', { json: older });
    await customer.call('POST', '/cart', { json: newer });
    const before = await readCart(customer);
    const line = linesOf(before).find((entry) => entry.orderDishId === jollof.id && entry.spiciness === 1)!;
    expect((await customer.call('PUT', '/cart/changeQuantity', { json: { orderId: line.orderId, quantity: 4 } })).status).toBe(200);
    const withFour = await readCart(customer);

    expect((await customer.call('DELETE', `/cart?dishOrderId=${line.orderId}`)).status).toBe(200);
    expect(linesOf(await readCart(customer)).some((entry) => entry.orderId === line.orderId)).toBe(false);
    const restored = await customer.call('PUT', '/cart/restore', { json: { orderId: line.orderId } });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ orderId: line.orderId, quantity: 4, status: 'cart' });
    expect(await readCart(customer)).toEqual(withFour);

    // Once back, there is nothing left to undo.
    expect((await customer.call('PUT', '/cart/restore', { json: { orderId: line.orderId } })).status).toBe(404);
    // A saved item comes back to the saved list.
    const side = linesOf(withFour).find((entry) => entry.orderDishId === plantains.id)!;
    await customer.call('PUT', '/saves', { json: { orderId: side.orderId, status: 'saved' } });
    await customer.call('DELETE', `/cart?dishOrderId=${side.orderId}`);
    expect((await customer.call('PUT', '/cart/restore', { json: { orderId: side.orderId } })).body).toMatchObject({ status: 'saved', quantity: 2 });
    expect(savedItemsSchema.parse((await customer.call('GET', '/saves')).body).map((item) => item.id)).toEqual([side.orderId]);
  });

  it('puts a line back once when Undo is sent many times at once', async () => {
    const { customer } = await signedInCustomer();
    const { expectedTotal, ...add } = jollofWithPlantains();
    await customer.call('POST', '/cart', { json: add });
    const [line] = linesOf(await readCart(customer));
    await customer.call('DELETE', `/cart?dishOrderId=${line!.orderId}`);
    const answers = await Promise.all(Array.from({ length: 6 }, () => customer.call('PUT', '/cart/restore', { json: { orderId: line!.orderId } })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 404, 409].includes(answer.status))).toBe(true);
    const cart = await readCart(customer);
    expect(linesOf(cart).filter((entry) => entry.orderId === line!.orderId)).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(cart.totalPrice).toBe(expectedTotal);
  });

  it('refuses an undo when the same line is back in the cart already (409) or was never deleted (404), and bad input (400)', async () => {
    const { customer } = await signedInCustomer();
    const order = { dishId: plantains.id, dishName: plantains.name, price: size(plantains, 'fried-plantains-m'), spiciness: 0, size: 'fried-plantains-m' };
    await customer.call('POST', '/cart', { json: { orders: [order] } });
    const [line] = linesOf(await readCart(customer));
    expect((await customer.call('PUT', '/cart/restore', { json: { orderId: line!.orderId } })).status).toBe(404);
    await customer.call('DELETE', `/cart?dishOrderId=${line!.orderId}`);
    await customer.call('POST', '/cart', { json: { orders: [{ ...order, quantity: 2 }] } });
    const again = await customer.call('PUT', '/cart/restore', { json: { orderId: line!.orderId } });
    expect(again.status).toBe(409);
    expect(errorBodySchema.parse(again.body).error.message).toContain('again already');
    expect(linesOf(await readCart(customer))[0]!.quantity).toBe(2);
    expect((await customer.call('PUT', '/cart/restore', { json: { orderId: 'not-a-line' } })).status).toBe(400);
    expect((await customer.call('PUT', '/cart/restore', { json: { orderId: line!.orderId, extra: 1 } })).status).toBe(400);
  });
});

describe('whose cart', () => {
  it("answers 404 for another customer's line, save or id, and changes nothing", async () => {
    const [{ customer: owner }, { customer: other }] = await Promise.all([signedInCustomer(), signedInCustomer()]);
    const { expectedTotal, ...add } = jollofWithPlantains();
    await owner.call('POST', '/cart', { json: add });
    const [line] = linesOf(await readCart(owner));
    const id = line!.orderId;
    expect((await other.call('PUT', '/cart/changeQuantity', { json: { orderId: id, change: 1 } })).status).toBe(404);
    expect((await other.call('DELETE', `/cart?dishOrderId=${id}`)).status).toBe(404);
    expect((await other.call('PUT', '/saves', { json: { orderId: id, status: 'saved' } })).status).toBe(404);
    expect((await other.call('PUT', '/cart/confirm', { json: { orderId: id } })).status).toBe(404);
    expect((await other.call('PUT', '/cart/restore', { json: { orderId: id } })).status).toBe(404);
    const editing = {
      orderId: id,
      size: line!.pricePackageId,
      spiciness: line!.spiciness,
      optionalIngredientIds: line!.ingredients.map((i) => i.id),
      removedIngredients: line!.removedIngredients,
      quantity: 5,
      price: line!.price,
    };
    expect((await other.call('PUT', '/cart/edit', { json: { orderEditing: editing } })).status).toBe(404);
    await owner.call('PUT', '/saves', { json: { orderId: id, status: 'saved' } });
    expect((await other.call('PUT', '/saves/unsave', { json: { id } })).status).toBe(404);
    await owner.call('PUT', '/saves/unsave', { json: { id } });

    const after = await readCart(owner);
    expect(after.totalPrice).toBe(expectedTotal);
    expect(linesOf(after).find((l) => l.orderId === id)!.quantity).toBe(1);
    expect(linesOf(await readCart(other))).toEqual([]);
  });

  it('answers 401 to every cart call when signed out', async () => {
    const anonymous = new Customer();
    const calls: [string, string, unknown?][] = [
      ['GET', '/cart'],
      ['GET', '/cart/total'],
      ['GET', '/saves'],
      ['GET', '/buyAgain'],
      ['GET', '/ingredients/chosen'],
      [
        'POST',
        '/cart',
        { orders: [{ dishId: plantains.id, dishName: plantains.name, price: size(plantains, 'fried-plantains-s'), spiciness: 0, size: 'fried-plantains-s' }] },
      ],
      ['PUT', '/cart/changeQuantity', { orderId: 'a'.repeat(24), change: 1 }],
      ['DELETE', `/cart?dishOrderId=${'a'.repeat(24)}`],
      ['PUT', '/cart/restore', { orderId: 'a'.repeat(24) }],
    ];
    for (const [method, path, json] of calls) {
      const answer = await anonymous.call(method, path, json === undefined ? {} : { json });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('a cart against a changing menu', () => {
  it('flags a changed price until the customer confirms it, and a dish that left the menu', async () => {
    const testDish = await addTestDish();
    try {
      const { customer } = await signedInCustomer();
      const [medium, large] = testDish.sizes;
      const add = (sizeId: string, price: number) => ({
        orders: [{ dishId: testDish.dish.id, dishName: testDish.dish.name, price, spiciness: 1, size: sizeId }],
      });
      expect((await customer.call('POST', '/cart', { json: add(medium!.id, medium!.price) })).status).toBe(201);
      expect((await customer.call('POST', '/cart', { json: add(large!.id, large!.price) })).status).toBe(201);

      await setSizePrice(testDish, medium!.id, 1250);
      let cart = await readCart(customer);
      const changed = cart.inactiveDishes.find((entry) => entry.issue === 'PRICE_CHANGED')!;
      expect(changed).toMatchObject({ addedPrice: 1000, price: 1250 });
      expect(changed.message).toContain('$10.00 to $12.50');
      // Still counted, at its new price: the customer only has to confirm it.
      expect(cart.totalPrice).toBe(1250 + large!.price);
      expect(cart.totalCount).toBe(2);
      expect((await customer.call('PUT', '/cart/confirm', { json: { orderId: changed.orderId } })).status).toBe(200);
      cart = await readCart(customer);
      expect(cart.inactiveDishes).toEqual([]);
      expect(cart.totalPrice).toBe(1250 + large!.price);

      await removeTestDish(testDish);
      cart = await readCart(customer);
      expect(cart.inactiveDishes.map((entry) => entry.issue)).toEqual(['DISH_REMOVED', 'DISH_REMOVED']);
      expect(cart.inactiveDishes[0]!.message).toContain('no longer on the menu');
      expect(cart.totalPrice).toBe(0);
      const summary = cartSummarySchema.parse((await customer.call('GET', '/cart/total')).body);
      expect(summary.totalPrice).toBe(0);
      // It cannot be confirmed back; it can be deleted.
      expect((await customer.call('PUT', '/cart/confirm', { json: { orderId: changed.orderId } })).status).toBe(409);
      expect((await customer.call('DELETE', `/cart?dishOrderId=${changed.orderId}`)).status).toBe(200);
      expect((await customer.call('POST', '/cart', { json: add(medium!.id, 1250) })).status).toBe(404);
    } finally {
      await removeTestDish(testDish);
    }
  });
});

describe('chosen ingredients and buy again', () => {
  it('remembers the add-ons a customer chose per dish', async () => {
    const { customer } = await signedInCustomer();
    const set = await customer.call('POST', '/ingredients/setChosen', { json: [{ dishId: jollof.id, ingredientIds: ['jollof-rice-suya'] }] });
    expect(set.status).toBe(200);
    const chosen = await customer.call<{ dishId: string; ingredients: { id: string }[] }[]>('GET', '/ingredients/chosen');
    expect(chosen.body).toEqual([
      {
        dishId: jollof.id,
        dishName: jollof.name,
        ingredients: [{ id: 'jollof-rice-suya', ingredient: expect.any(String), price: addOn(jollof, 'jollof-rice-suya') }],
      },
    ]);
    expect((await customer.call('POST', '/ingredients/setChosen', { json: [{ dishId: jollof.id, ingredientIds: ['fufu-extra-ball'] }] })).status).toBe(400);
  });

  it('answers an empty buy-again list before the first order', async () => {
    const { customer } = await signedInCustomer();
    const answer = await customer.call('GET', '/buyAgain');
    expect(answer).toMatchObject({ status: 200, body: [] });
  });
});
