import { describe, expect, it } from 'vitest';
import {
  draftTotalCents,
  linePriceCents,
  PricingError,
  smallestSize,
  type DishPriceList,
  type PricedLine,
} from '../../../functions/src/catalogue/contract/pricing.ts';
import { menu } from '../../../functions/src/catalogue/seed/menu.ts';

/** A dish of the seed menu as a price list, so the tests use the kitchen's real prices. */
function priceListOf(dishId: string): DishPriceList {
  const dish = menu.find((entry) => entry.id === dishId);
  if (!dish) throw new Error(`No seed dish ${dishId}`);
  return { sizes: dish.prices, optionalIngredients: dish.optionalIngredients };
}

const jollof = priceListOf('jollof-rice');
const plantains = priceListOf('fried-plantains');
const suya = priceListOf('beef-suya');

describe('dish pricing', () => {
  it('prices a line as its size alone when nothing is added', () => {
    expect(linePriceCents(jollof, { sizeId: 'jollof-rice-m', optionalIngredientIds: [] })).toBe(1399);
    expect(linePriceCents(jollof, { sizeId: 'jollof-rice-l', optionalIngredientIds: [] })).toBe(1799);
  });

  it('adds the price of every chosen optional ingredient to the size price', () => {
    const line = { sizeId: 'jollof-rice-l', optionalIngredientIds: ['jollof-rice-chicken', 'jollof-rice-fried-egg'] };
    expect(linePriceCents(jollof, line)).toBe(1799 + 399 + 150);
  });

  it('charges nothing for the spice level and takes nothing off for removed included ingredients', () => {
    const plain: PricedLine = { sizeId: 'beef-suya-m', optionalIngredientIds: ['beef-suya-yaji-cup'] };
    const customised: PricedLine = {
      ...plain,
      spiceLevel: 3,
      removedIngredients: ['Sliced red onion', 'Tomato', 'Shredded cabbage'],
    };
    expect(linePriceCents(suya, customised)).toBe(linePriceCents(suya, plain));
    expect(linePriceCents(suya, customised)).toBe(899 + 150);
  });

  it('counts an optional ingredient listed twice only once', () => {
    const line = { sizeId: 'jollof-rice-m', optionalIngredientIds: ['jollof-rice-plantain', 'jollof-rice-plantain'] };
    expect(linePriceCents(jollof, line)).toBe(1399 + 250);
  });

  it('totals a draft as the main line plus every companion line', () => {
    const total = draftTotalCents([
      { priceList: jollof, line: { sizeId: 'jollof-rice-m', optionalIngredientIds: ['jollof-rice-plantain', 'jollof-rice-fried-egg'] } },
      { priceList: suya, line: { sizeId: 'beef-suya-s', optionalIngredientIds: ['beef-suya-yaji-cup'], spiceLevel: 2 } },
      { priceList: plantains, line: { sizeId: plantains.sizes[0]!.id, optionalIngredientIds: [] } },
    ]);
    expect(total).toBe(1399 + 250 + 150 + (699 + 150) + plantains.sizes[0]!.price);
  });

  it('subtracts exactly what a companion added when it is taken out again', () => {
    const main = { priceList: jollof, line: { sizeId: 'jollof-rice-m', optionalIngredientIds: ['jollof-rice-chicken'] } };
    const companion = {
      priceList: suya,
      line: { sizeId: 'beef-suya-m', optionalIngredientIds: ['beef-suya-extra-skewer', 'beef-suya-plantain'] },
    };
    const withCompanion = draftTotalCents([main, companion]);
    expect(withCompanion - draftTotalCents([main])).toBe(899 + 399 + 250);
  });

  it('totals an empty draft as zero', () => {
    expect(draftTotalCents([])).toBe(0);
  });

  it('refuses a size the dish does not have', () => {
    expect(() => linePriceCents(jollof, { sizeId: 'jollof-rice-s', optionalIngredientIds: [] })).toThrow(PricingError);
    expect(() => linePriceCents(jollof, { sizeId: 'beef-suya-m', optionalIngredientIds: [] })).toThrow(expect.objectContaining({ code: 'UNKNOWN_SIZE' }));
  });

  it('refuses an optional ingredient of another dish', () => {
    expect(() => linePriceCents(jollof, { sizeId: 'jollof-rice-m', optionalIngredientIds: ['beef-suya-yaji-cup'] })).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_INGREDIENT' }),
    );
  });

  it('refuses prices that are not whole cents', () => {
    const broken: DishPriceList = { sizes: [{ id: 'x-m', price: 12.5 }], optionalIngredients: [] };
    expect(() => linePriceCents(broken, { sizeId: 'x-m', optionalIngredientIds: [] })).toThrow(expect.objectContaining({ code: 'BAD_PRICE' }));
  });

  it('finds the smallest size whatever order the options come in', () => {
    const options = [
      { id: 'a-xl', size: 'extra large' as const },
      { id: 'a-l', size: 'large' as const },
      { id: 'a-m', size: 'medium' as const },
    ];
    expect(smallestSize(options)?.id).toBe('a-m');
    expect(smallestSize([])).toBeUndefined();
  });

  it('matches every seed dish: the smallest size is its starting price', () => {
    for (const dish of menu) {
      const cheapest = Math.min(...dish.prices.map((option) => option.price));
      expect(smallestSize(dish.prices)?.price, dish.name).toBe(cheapest);
    }
  });
});
