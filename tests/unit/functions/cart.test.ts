import { describe, expect, it } from 'vitest';
import {
  cartSummary,
  cartView,
  lineIdOf,
  mergeEqualLines,
  priceLines,
  reviewLine,
  type PriceBook,
  type StoredLine,
} from '../../../functions/src/cart/rules/cart.ts';
import type { DishPartition } from '../../../functions/src/catalogue/rules/menu.ts';

const stew: DishPartition = {
  dish: {
    id: 'stew',
    name: 'Stew',
    category: 'entrée',
    description: '',
    canBeSpicy: true,
    featured: false,
    tips: [],
    images: [{ image: 'a.webp', blurHash: 'x' }],
    includedIngredients: ['Onion', 'Tomato'],
    goesWith: [],
    similar: [],
    allergens: [],
    dietLabels: [],
    startingPrice: 1000,
  },
  prices: [
    { id: 'stew-m', dishId: 'stew', size: 'medium', price: 1000, amount: '1 bowl', catering: false },
    { id: 'stew-l', dishId: 'stew', size: 'large', price: 1400, amount: '1 large bowl', catering: false },
  ],
  ingredients: [
    { id: 'stew-egg', dishId: 'stew', ingredient: 'Egg', price: 150, allergens: ['eggs'] },
    { id: 'stew-rice', dishId: 'stew', ingredient: 'Rice', price: 250, allergens: [] },
  ],
};
const book: PriceBook = new Map([['stew', stew]]);
const request = (overrides: Partial<Parameters<typeof priceLines>[0][number]> = {}) => ({
  dishId: 'stew',
  sizeId: 'stew-m',
  spiceLevel: 0 as const,
  optionalIngredientIds: ['stew-egg'],
  removedIngredients: [],
  quantity: 1,
  clientPrice: 1150,
  path: 'body.orders.0',
  ...overrides,
});

describe('cart lines', () => {
  it('gives equal configurations equal ids, whatever the order of add-ons or the case of removals', () => {
    const a = lineIdOf({ dishId: 'stew', sizeId: 'stew-m', spiceLevel: 1, optionalIngredientIds: ['stew-egg', 'stew-rice'], removedIngredients: ['Onion'] });
    const b = lineIdOf({
      dishId: 'stew',
      sizeId: 'stew-m',
      spiceLevel: 1,
      optionalIngredientIds: ['stew-rice', 'stew-egg', 'stew-egg'],
      removedIngredients: ['onion'],
    });
    const spicier = lineIdOf({
      dishId: 'stew',
      sizeId: 'stew-m',
      spiceLevel: 2,
      optionalIngredientIds: ['stew-egg', 'stew-rice'],
      removedIngredients: ['Onion'],
    });
    expect(a).toBe(b);
    expect(a).not.toBe(spicier);
    expect(a).toMatch(/^[a-f0-9]{24}$/);
  });

  it('prices a line as size plus add-ons, spice for free, and refuses a disagreeing client price', () => {
    expect(priceLines([request({ spiceLevel: 3 })], book)[0]!.unitPrice).toBe(1150);
    expect(() => priceLines([request({ clientPrice: 1450 })], book)).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
    expect(() => priceLines([request({ removedIngredients: ['Gold leaf'] })], book)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
    expect(() => priceLines([request({ dishId: 'gone' })], book)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });

  it('merges equal lines of one add into one with the summed quantity', () => {
    const lines = priceLines([request({ quantity: 2 }), request({ quantity: 3, path: 'body.orders.1' })], book);
    expect(mergeEqualLines(lines)).toEqual([expect.objectContaining({ quantity: 5 })]);
  });
});

describe("a stored cart against today's menu", () => {
  const stored = (overrides: Partial<StoredLine> = {}): StoredLine => ({
    dishId: 'stew',
    sizeId: 'stew-m',
    spiceLevel: 0,
    optionalIngredientIds: [],
    removedIngredients: [],
    lineId: 'a'.repeat(24),
    dishName: 'Stew',
    image: '',
    blurHash: '',
    unitPrice: 1000,
    quantity: 2,
    status: 'cart',
    addedAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  });

  it('names each kind of change', () => {
    expect(reviewLine(stored(), book).issue).toBeNull();
    expect(reviewLine(stored({ unitPrice: 900 }), book)).toMatchObject({ issue: 'PRICE_CHANGED', price: 1000 });
    expect(reviewLine(stored({ sizeId: 'stew-xl' }), book).issue).toBe('SIZE_REMOVED');
    expect(reviewLine(stored({ optionalIngredientIds: ['stew-gold'] }), book).issue).toBe('INGREDIENT_REMOVED');
    expect(reviewLine(stored({ dishId: 'gone' }), book).issue).toBe('DISH_REMOVED');
  });

  it('totals only the lines that can be checked out, and counts every line', () => {
    const view = cartView(
      [stored(), stored({ lineId: 'b'.repeat(24), dishId: 'gone', quantity: 1 }), stored({ lineId: 'c'.repeat(24), status: 'saved' })],
      book,
    );
    expect(view.totalPrice).toBe(2000);
    expect(view.totalCount).toBe(3);
    expect(view.inactiveDishes.map((entry) => entry.issue)).toEqual(['DISH_REMOVED']);
    expect(view.cart.flatMap((group) => group.orders)).toHaveLength(2);
  });

  it('counts a line whose new price waits for confirmation in the count and, at its new price, in the totals', () => {
    const lines = [stored({ unitPrice: 900, quantity: 2 }), stored({ lineId: 'b'.repeat(24), sizeId: 'stew-l', unitPrice: 1400, quantity: 1 })];
    const view = cartView(lines, book);
    expect(view.totalCount).toBe(3);
    expect(view.totalPrice).toBe(2 * 1000 + 1400);
    expect(view.inactiveDishes).toEqual([expect.objectContaining({ issue: 'PRICE_CHANGED', addedPrice: 900, price: 1000 })]);
    expect(cartSummary(lines, book)).toMatchObject({ totalCount: 3, totalPrice: 2 * 1000 + 1400 });
  });

  it('lists the newest add first, each main dish followed by its companions, whatever their ids', () => {
    const rice: DishPartition = { ...stew, dish: { ...stew.dish, id: 'rice', name: 'Rice' }, prices: [{ ...stew.prices[0]!, id: 'rice-m', dishId: 'rice' }] };
    const twoDishes: PriceBook = new Map([
      ['stew', stew],
      ['rice', rice],
    ]);
    const first = '2026-11-21T10:00:00.000Z';
    const second = '2026-11-21T11:00:00.000Z';
    const lines = [
      // The first add: a stew (main) with rice; the companion's id sorts before its main's.
      stored({ lineId: 'f'.repeat(24), addedAt: first, addPosition: 0 }),
      stored({ lineId: '1'.repeat(24), dishId: 'rice', sizeId: 'rice-m', addedAt: first, addPosition: 1 }),
      // The second: a large stew (main) with the same rice, which merged into the first add's line and kept its place.
      stored({ lineId: 'e'.repeat(24), sizeId: 'stew-l', unitPrice: 1400, addedAt: second, addPosition: 0, updatedAt: second }),
    ];
    const view = cartView(lines, twoDishes);
    expect(view.cart.flatMap((group) => group.orders).map((line) => line.orderId)).toEqual(['e'.repeat(24), 'f'.repeat(24), '1'.repeat(24)]);
    // Neighbouring lines of one dish share a group; a dish's lines apart in the order are groups of their own.
    expect(view.cart.map((group) => [group.dishId, group.orders.length])).toEqual([
      ['stew', 2],
      ['rice', 1],
    ]);
    const riceFirst = cartView([...lines, stored({ lineId: '2'.repeat(24), addedAt: '2026-11-21T09:00:00.000Z' })], twoDishes);
    expect(riceFirst.cart.map((group) => group.dishId)).toEqual(['stew', 'rice', 'stew']);
    expect(cartSummary(lines, twoDishes).cart.map((line) => line.orderId)).toEqual(['e'.repeat(24), 'f'.repeat(24), '1'.repeat(24)]);
  });
});
