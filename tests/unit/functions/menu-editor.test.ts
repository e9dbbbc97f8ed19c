import { describe, expect, it } from 'vitest';
import { editableDishSchema } from '../../../functions/src/catalogue/contract/menu-editor.ts';
import { menuIssues, newDishId, partitionFromEdit, slugOf, soldOutFor } from '../../../functions/src/catalogue/rules/menu-editor.ts';
import { dishRecord } from '../../fixtures/dishes.ts';
import { isSoldOut, orderMenu, soldOutWords, type DishPartition } from '../../../functions/src/catalogue/rules/menu.ts';

const edit = editableDishSchema.parse({
  name: 'Goat Pepper Soup',
  category: 'entrée',
  description: 'Peppery goat broth.',
  tips: [],
  canBeSpicy: true,
  featured: false,
  hidden: false,
  includedIngredients: ['Goat meat'],
  sizes: [
    { size: 'large', price: 1900, amount: '24 oz', catering: false },
    { size: 'small', price: 1200, amount: '12 oz', catering: false },
  ],
  extras: [
    { id: 'goat-pepper-soup-extra-goat', ingredient: 'Extra goat', price: 400, allergens: [] },
    { ingredient: 'Yam', price: 250, allergens: ['wheat', 'wheat'] },
  ],
  goesWith: [],
  similar: [],
  allergens: ['sesame', 'fish', 'fish'],
  dietLabels: [],
});

const record = dishRecord;

describe('the menu editor’s schema', () => {
  it('lists allergens once each, in label order', () => {
    expect(edit.allergens).toEqual(['fish', 'sesame']);
    expect(edit.extras[1]!.allergens).toEqual(['wheat']);
  });

  it('refuses a size at $0, an empty or hyphenated name, a size twice, fractional cents', () => {
    const base = { ...edit, extras: [] };
    const refused = (body: object) => !editableDishSchema.safeParse(body).success;
    expect(refused({ ...base, sizes: [{ size: 'small', price: 0, amount: 'x', catering: false }] })).toBe(true);
    expect(refused({ ...base, sizes: [{ size: 'small', price: 12.5, amount: 'x', catering: false }] })).toBe(true);
    expect(refused({ ...base, name: '  ' })).toBe(true);
    expect(refused({ ...base, name: 'Puff-Puff' })).toBe(true);
    expect(refused({ ...base, sizes: [...base.sizes, base.sizes[0]] })).toBe(true);
    expect(refused({ ...base, sizes: [] })).toBe(true);
    expect(refused({ ...base, unknown: 1 })).toBe(true);
  });
});

describe('a dish from the edit', () => {
  it('gets size ids by the seed’s convention, sorted by size, and its starting price', () => {
    const { dish, prices } = partitionFromEdit('goat-pepper-soup', edit, undefined);
    expect(prices.map((option) => option.id)).toEqual(['goat-pepper-soup-s', 'goat-pepper-soup-l']);
    expect(dish.startingPrice).toBe(1200);
  });

  it('keeps the photos, switches and place of the dish, and the ids of the extras it keeps', () => {
    const previous: DishPartition = {
      dish: record('goat-pepper-soup', 'Goat Pepper Soup', { images: [{ image: 'a.webp', blurHash: 'L' }], soldOut: { until: null }, position: 3 }),
      prices: [],
      ingredients: [{ id: 'goat-pepper-soup-extra-goat', dishId: 'goat-pepper-soup', ingredient: 'Goat', price: 300, allergens: [], soldOut: { until: null } }],
    };
    const { dish, ingredients } = partitionFromEdit('goat-pepper-soup', edit, previous);
    expect(dish).toMatchObject({ images: [{ image: 'a.webp', blurHash: 'L' }], soldOut: { until: null }, position: 3 });
    expect(ingredients.map((extra) => [extra.id, extra.soldOut])).toEqual([
      ['goat-pepper-soup-extra-goat', { until: null }],
      ['goat-pepper-soup-yam', null],
    ]);
  });

  it('does not take an extra id from another dish', () => {
    const { ingredients } = partitionFromEdit(
      'goat-pepper-soup',
      { ...edit, extras: [{ id: 'jollof-rice-plantain', ingredient: 'Plantain', price: 1, allergens: [] }] },
      undefined,
    );
    expect(ingredients[0]!.id).toBe('goat-pepper-soup-plantain');
  });
});

describe('the checks against the menu', () => {
  const menu = [record('jollof-rice', 'Jollof Rice'), record('goat-pepper-soup', 'Goat Pepper Soup')];
  it('name companions that do not exist, the dish itself, and a name another dish has', () => {
    expect(menuIssues({ ...edit, goesWith: ['jollof-rice', 'nope'], similar: ['goat-pepper-soup'], name: 'JOLLOF RICE' }, 'goat-pepper-soup', menu)).toEqual([
      { path: 'body.goesWith.1', message: 'No dish "nope" on the menu' },
      { path: 'body.similar.0', message: 'A dish cannot be its own companion' },
      { path: 'body.name', message: 'Another dish has this name' },
    ]);
    expect(menuIssues(edit, 'goat-pepper-soup', menu)).toEqual([]);
  });

  it('make new ids from names, free of accents and clashes', () => {
    expect(slugOf('Ẹ̀fọ́ Rírò & Pounded Yam')).toBe('efo-riro-pounded-yam');
    expect(newDishId('Jollof Rice', new Set(['jollof-rice', 'jollof-rice-2']))).toBe('jollof-rice-3');
    // /kitchen/menu/new is the editor's own address.
    expect(newDishId('New', new Set())).toBe('new-2');
  });
});

describe('the sold-out switch', () => {
  it('“today” lasts until 4 a.m. tomorrow in Milwaukee, also late at night', () => {
    // 11:30 p.m. on Nov 24 in Milwaukee (05:30 UTC on the 25th).
    expect(soldOutFor({ soldOut: 'today' }, new Date('2026-11-25T05:30:00Z'))).toEqual({ until: '2026-11-25T10:00:00.000Z' });
    expect(soldOutFor({ soldOut: 'until-back' }, new Date())).toEqual({ until: null });
    expect(soldOutFor({ soldOut: 'available' }, new Date())).toBeNull();
  });

  it('turns itself back on once its time passed, and says which kind it is', () => {
    const until = '2026-11-25T10:00:00.000Z';
    expect(isSoldOut({ until }, new Date('2026-11-25T09:59:00Z'))).toBe(true);
    expect(isSoldOut({ until }, new Date('2026-11-25T10:00:00Z'))).toBe(false);
    expect(isSoldOut({ until: null }, new Date('2030-01-01'))).toBe(true);
    expect(isSoldOut(null, new Date())).toBe(false);
    expect(soldOutWords({ until })).toBe('sold out today');
    expect(soldOutWords({ until: null })).toBe('sold out for now');
  });
});

describe('the menu’s order', () => {
  it('puts the owner’s places first within each category, then the rest by name', () => {
    const ordered = orderMenu([
      record('b', 'Banga'),
      record('a', 'Afang'),
      record('z', 'Zobo', { position: 0 }),
      record('s', 'Suya', { category: 'appetizer' }),
      record('y', 'Yam', { position: 1 }),
    ]);
    expect(ordered.map((dish) => dish.id)).toEqual(['s', 'z', 'y', 'a', 'b']);
  });
});
