import { describe, expect, it } from 'vitest';
import type { DishRecord } from '../../../functions/src/catalogue/rules/menu.ts';
import { findByName, foldText, menuCardsChangeAt, orderMenu, searchMenu, startingPriceOf, toDish } from '../../../functions/src/catalogue/rules/menu.ts';

function dish(overrides: Partial<DishRecord> & Pick<DishRecord, 'id' | 'name'>): DishRecord {
  return {
    category: 'entrée',
    description: 'A dish.',
    canBeSpicy: false,
    featured: false,
    tips: [],
    images: [{ image: `Images/dishes/${overrides.id}-1-960.webp`, blurHash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' }],
    includedIngredients: [],
    goesWith: [],
    similar: [],
    allergens: [],
    dietLabels: [],
    startingPrice: 1000,
    ...overrides,
  };
}

const jollof = dish({ id: 'jollof-rice', name: 'Jollof Rice', description: 'Smoky tomato rice.', goesWith: ['dodo', 'gone'], similar: ['waakye'] });
const dodo = dish({ id: 'dodo', name: 'Fried Plantains', category: 'side', startingPrice: 500, description: 'Sweet ripe plantain.' });
const waakye = dish({ id: 'waakye', name: 'Waakye', description: 'Rice and beans.' });
const shito = dish({ id: 'shito', name: 'Shito', category: 'sauce', description: 'Black pepper sauce with rice-fed shrimp.' });

describe('menu rules', () => {
  it('takes the lowest option as the starting price', () => {
    expect(startingPriceOf([{ price: 1500 }, { price: 1299 }, { price: 2500 }])).toBe(1299);
  });

  it('orders the menu by the spec category order, then name, de-duplicated by id', () => {
    const ordered = orderMenu([shito, waakye, dodo, jollof, jollof]);
    expect(ordered.map((d) => d.id)).toEqual(['jollof-rice', 'waakye', 'dodo', 'shito']);
  });

  it('folds case and accents for matching', () => {
    expect(foldText('Entrée')).toBe('entree');
  });

  it('searches name, category and description, names first', () => {
    expect(searchMenu([shito, jollof, waakye], 'rice').map((r) => r.name)).toEqual(['Jollof Rice', 'Shito', 'Waakye']);
    expect(searchMenu([shito, jollof], 'SAUCE').map((r) => r.name)).toEqual(['Shito']);
    expect(searchMenu([shito, jollof, waakye], 'entree').map((r) => r.name)).toEqual(['Jollof Rice', 'Waakye']);
  });

  it('answers nothing for a whitespace-only query and at most 15 results', () => {
    const many = Array.from({ length: 30 }, (_, i) => dish({ id: `d${i}`, name: `Dish ${i}` }));
    expect(searchMenu(many, '   ')).toEqual([]);
    expect(searchMenu(many, 'dish')).toHaveLength(15);
  });

  it('finds a dish by the name in its URL', () => {
    expect(findByName([jollof, dodo], 'jollof-rice')?.id).toBe('jollof-rice');
    expect(findByName([jollof, dodo], 'FRIED PLANTAINS')?.id).toBe('dodo');
    expect(findByName([jollof], 'rice')).toBeUndefined();
  });

  it('answers a dish with its companions, leaving out those no longer on the menu', () => {
    const answer = toDish(
      {
        dish: jollof,
        prices: [
          { id: 'j-l', dishId: 'jollof-rice', size: 'large', price: 1800, amount: '24 oz', catering: false },
          { id: 'j-s', dishId: 'jollof-rice', size: 'small', price: 1200, amount: '12 oz', catering: false },
        ],
        ingredients: [{ id: 'j-egg', dishId: 'jollof-rice', ingredient: 'Boiled egg', price: 150, allergens: ['eggs'] }],
      },
      [jollof, dodo, waakye],
      new Set(['jollof-rice']),
    );
    expect(answer.favorite).toBe(true);
    expect(answer.prices.map((p) => p.size)).toEqual(['small', 'large']);
    expect(answer.goesWith.map((c) => [c.goesWithId, c.relation])).toEqual([
      ['dodo', 'goesWith'],
      ['waakye', 'similar'],
    ]);
    expect(answer.ingredients).toEqual([{ id: 'j-egg', ingredient: 'Boiled egg', price: 150, allergens: ['eggs'], soldOut: false }]);
  });
  it('says when the menu cards next change by themselves: the earliest "today" switch still ahead', () => {
    const now = new Date('2026-05-04T15:00:00Z');
    const soldOutUntil = (until: string | null) => ({ soldOut: { until } });
    expect(menuCardsChangeAt([jollof, soldOutUntil(null)], now)).toBe(Number.POSITIVE_INFINITY);
    expect(menuCardsChangeAt([soldOutUntil('2026-05-05T09:00:00Z'), soldOutUntil('2026-05-04T09:00:00Z'), soldOutUntil('2026-05-05T08:00:00Z')], now)).toBe(
      Date.parse('2026-05-05T08:00:00Z'),
    );
  });
});
