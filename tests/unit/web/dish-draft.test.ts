// @vitest-environment jsdom
import type { Dish } from '@functions/catalogue/contract/catalogue';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dishDraftReducer, initialDishDraft, useDishDraft, type DishDraft, type DishDraftAction } from '../../../web/src/features/dish/hooks/use-dish-draft.ts';
import { summariseDraft, type CompanionMenu } from '../../../web/src/features/dish/hooks/use-draft-summary.ts';

function dish(id: string, name: string, overrides: Partial<Dish> = {}): Dish {
  return {
    id,
    name,
    description: `${name}, cooked fresh.`,
    category: 'entrée',
    startingPrice: 1399,
    image: `Images/dishes/${id}-1-960.webp`,
    blurHash: '',
    canBeSpicy: true,
    featured: false,
    soldOut: false,
    allergens: [],
    dietLabels: [],
    favorite: false,
    tips: [],
    images: [],
    // Deliberately out of order: the draft starts with the smallest size, wherever it is listed.
    prices: [
      { packageId: `${id}-l`, size: 'large', price: 1799, amount: '24 oz bowl', canBeSpicy: true, catering: false },
      { packageId: `${id}-m`, size: 'medium', price: 1399, amount: '16 oz bowl', canBeSpicy: true, catering: false },
    ],
    includedIngredients: ['Onion', 'Bay leaf'],
    ingredients: [
      { id: `${id}-plantain`, ingredient: 'Fried plantain', price: 250, allergens: [], soldOut: false },
      { id: `${id}-egg`, ingredient: 'Fried egg', price: 150, allergens: ['eggs'], soldOut: false },
    ],
    goesWith: [
      { goesWithId: 'beef-suya', name: 'Beef Suya', image: '', blurHash: '', startingPrice: 699, relation: 'goesWith', allergens: ['peanuts'] },
      { goesWithId: 'fufu', name: 'Fufu', image: '', blurHash: '', startingPrice: 499, relation: 'goesWith', allergens: [] },
    ],
    ...overrides,
  };
}

const jollof = dish('jollof-rice', 'Jollof Rice');
const egusi = dish('egusi-soup', 'Egusi Soup');

function apply(draft: DishDraft, ...actions: DishDraftAction[]): DishDraft {
  return actions.reduce(dishDraftReducer, draft);
}

const suyaMenu: CompanionMenu = {
  dishId: 'beef-suya',
  name: 'Beef Suya',
  startingPrice: 699,
  canBeSpicy: true,
  sizes: [
    { id: 'beef-suya-s', size: 'small', amount: '2 skewers', price: 699, catering: false },
    { id: 'beef-suya-m', size: 'medium', amount: '3 skewers', price: 899, catering: false },
  ],
  optionalIngredients: [{ id: 'beef-suya-yaji-cup', ingredient: 'Extra yaji spice cup', price: 150, allergens: ['peanuts'] }],
  ingredientsFailed: false,
};

describe('dish draft', () => {
  it('starts with the smallest size, mild, nothing removed or added and no companions', () => {
    expect(initialDishDraft(jollof)).toEqual({
      dishId: 'jollof-rice',
      main: {
        dishId: 'jollof-rice',
        name: 'Jollof Rice',
        sizeId: 'jollof-rice-m',
        spiceLevel: 0,
        optionalIngredientIds: [],
        removedIngredients: [],
      },
      companions: [],
    });
  });

  it('changes the size and the spice level of the main dish', () => {
    const draft = apply(
      initialDishDraft(jollof),
      { type: 'chooseSize', dishId: 'jollof-rice', sizeId: 'jollof-rice-l' },
      { type: 'chooseSpiceLevel', dishId: 'jollof-rice', spiceLevel: 2 },
    );
    expect(draft.main.sizeId).toBe('jollof-rice-l');
    expect(draft.main.spiceLevel).toBe(2);
  });

  it('toggles optional ingredients on and off, and included ingredients out and back in', () => {
    const draft = apply(
      initialDishDraft(jollof),
      { type: 'toggleOptionalIngredient', dishId: 'jollof-rice', ingredientId: 'jollof-rice-plantain' },
      { type: 'toggleOptionalIngredient', dishId: 'jollof-rice', ingredientId: 'jollof-rice-egg' },
      { type: 'toggleOptionalIngredient', dishId: 'jollof-rice', ingredientId: 'jollof-rice-plantain' },
      { type: 'toggleIncludedIngredient', ingredient: 'Onion' },
      { type: 'toggleIncludedIngredient', ingredient: 'Bay leaf' },
      { type: 'toggleIncludedIngredient', ingredient: 'Bay leaf' },
    );
    expect(draft.main.optionalIngredientIds).toEqual(['jollof-rice-egg']);
    expect(draft.main.removedIngredients).toEqual(['Onion']);
  });

  it('adds a companion with no size yet (its smallest), mild and nothing added, and only once', () => {
    const draft = apply(
      initialDishDraft(jollof),
      { type: 'addCompanion', dishId: 'beef-suya', name: 'Beef Suya' },
      { type: 'addCompanion', dishId: 'beef-suya', name: 'Beef Suya' },
    );
    expect(draft.companions).toEqual([
      { dishId: 'beef-suya', name: 'Beef Suya', sizeId: undefined, spiceLevel: 0, optionalIngredientIds: [], removedIngredients: [] },
    ]);
  });

  it('gives each companion its own size, spice level and add-ons, apart from the main dish', () => {
    const draft = apply(
      initialDishDraft(jollof),
      { type: 'addCompanion', dishId: 'beef-suya', name: 'Beef Suya' },
      { type: 'addCompanion', dishId: 'fufu', name: 'Fufu' },
      { type: 'chooseSize', dishId: 'beef-suya', sizeId: 'beef-suya-m' },
      { type: 'chooseSpiceLevel', dishId: 'beef-suya', spiceLevel: 3 },
      { type: 'toggleOptionalIngredient', dishId: 'beef-suya', ingredientId: 'beef-suya-yaji-cup' },
    );
    expect(draft.main).toEqual(initialDishDraft(jollof).main);
    expect(draft.companions[0]).toMatchObject({ sizeId: 'beef-suya-m', spiceLevel: 3, optionalIngredientIds: ['beef-suya-yaji-cup'] });
    expect(draft.companions[1]).toMatchObject({ dishId: 'fufu', sizeId: undefined, spiceLevel: 0, optionalIngredientIds: [] });
  });

  it('removes a companion with all its choices, so adding it again starts fresh', () => {
    const draft = apply(
      initialDishDraft(jollof),
      { type: 'addCompanion', dishId: 'beef-suya', name: 'Beef Suya' },
      { type: 'chooseSize', dishId: 'beef-suya', sizeId: 'beef-suya-m' },
      { type: 'toggleOptionalIngredient', dishId: 'beef-suya', ingredientId: 'beef-suya-yaji-cup' },
      { type: 'removeCompanion', dishId: 'beef-suya' },
    );
    expect(draft.companions).toEqual([]);
    const again = dishDraftReducer(draft, { type: 'addCompanion', dishId: 'beef-suya', name: 'Beef Suya' });
    expect(again.companions[0]).toMatchObject({ sizeId: undefined, optionalIngredientIds: [] });
  });

  it('clears every companion at once', () => {
    const draft = apply(
      initialDishDraft(jollof),
      { type: 'addCompanion', dishId: 'beef-suya', name: 'Beef Suya' },
      { type: 'addCompanion', dishId: 'fufu', name: 'Fufu' },
      { type: 'clearCompanions' },
    );
    expect(draft.companions).toEqual([]);
  });

  it('ignores choices for a dish that is not in the draft', () => {
    const draft = initialDishDraft(jollof);
    expect(dishDraftReducer(draft, { type: 'chooseSize', dishId: 'fufu', sizeId: 'fufu-m' })).toBe(draft);
  });

  it('starts again from scratch when the page moves to another dish', () => {
    const { result, rerender } = renderHook(({ shown }) => useDishDraft(shown), { initialProps: { shown: jollof } });
    act(() => {
      const [, dispatch] = result.current;
      dispatch({ type: 'chooseSize', dishId: 'jollof-rice', sizeId: 'jollof-rice-l' });
      dispatch({ type: 'chooseSpiceLevel', dishId: 'jollof-rice', spiceLevel: 3 });
      dispatch({ type: 'toggleIncludedIngredient', ingredient: 'Onion' });
      dispatch({ type: 'toggleOptionalIngredient', dishId: 'jollof-rice', ingredientId: 'jollof-rice-egg' });
      dispatch({ type: 'addCompanion', dishId: 'beef-suya', name: 'Beef Suya' });
    });
    expect(result.current[0].main.sizeId).toBe('jollof-rice-l');
    expect(result.current[0].companions).toHaveLength(1);

    rerender({ shown: egusi });
    expect(result.current[0]).toEqual(initialDishDraft(egusi));

    // Coming back to the first dish does not bring its old choices back either.
    rerender({ shown: jollof });
    expect(result.current[0]).toEqual(initialDishDraft(jollof));
  });
});

describe('draft summary', () => {
  it('prices the main dish as its size plus its add-ons, whatever the spice level or removals', () => {
    const draft = apply(
      initialDishDraft(jollof),
      { type: 'chooseSize', dishId: 'jollof-rice', sizeId: 'jollof-rice-l' },
      { type: 'toggleOptionalIngredient', dishId: 'jollof-rice', ingredientId: 'jollof-rice-plantain' },
      { type: 'toggleOptionalIngredient', dishId: 'jollof-rice', ingredientId: 'jollof-rice-egg' },
      { type: 'chooseSpiceLevel', dishId: 'jollof-rice', spiceLevel: 3 },
      { type: 'toggleIncludedIngredient', ingredient: 'Onion' },
    );
    const summary = summariseDraft(jollof, draft, new Map());
    expect(summary.main).toMatchObject({
      priceCents: 1799 + 250 + 150,
      spiceLevel: 3,
      removedIngredients: ['Onion'],
      size: { id: 'jollof-rice-l', size: 'large', amount: '24 oz bowl' },
    });
    expect(summary.main.addedIngredients.map((extra) => extra.ingredient)).toEqual(['Fried plantain', 'Fried egg']);
    expect(summary.totalCents).toBe(2199);
    expect(summary.order?.main).toMatchObject({ sizeId: 'jollof-rice-l', spiceLevel: 3 });
  });

  it('counts a companion at its starting price while its sizes load, and holds the order back', () => {
    const draft = apply(initialDishDraft(jollof), { type: 'addCompanion', dishId: 'beef-suya', name: 'Beef Suya' });
    const summary = summariseDraft(jollof, draft, new Map());
    expect(summary.companions[0]).toMatchObject({ priceCents: 699, ready: false });
    expect(summary.totalCents).toBe(1399 + 699);
    expect(summary.order).toBeUndefined();
  });

  it('gives a loaded companion its smallest size and adds its own add-ons to the total', () => {
    const draft = apply(
      initialDishDraft(jollof),
      { type: 'addCompanion', dishId: 'beef-suya', name: 'Beef Suya' },
      { type: 'toggleOptionalIngredient', dishId: 'beef-suya', ingredientId: 'beef-suya-yaji-cup' },
    );
    const summary = summariseDraft(jollof, draft, new Map([['beef-suya', suyaMenu]]));
    expect(summary.companions[0]).toMatchObject({ priceCents: 699 + 150, ready: true, size: { id: 'beef-suya-s' } });
    expect(summary.totalCents).toBe(1399 + 699 + 150);
    expect(summary.order?.companions[0]).toMatchObject({ sizeId: 'beef-suya-s', optionalIngredientIds: ['beef-suya-yaji-cup'] });
  });

  it('takes out exactly what a companion cost when it is removed', () => {
    const withSuya = apply(
      initialDishDraft(jollof),
      { type: 'addCompanion', dishId: 'beef-suya', name: 'Beef Suya' },
      { type: 'chooseSize', dishId: 'beef-suya', sizeId: 'beef-suya-m' },
      { type: 'toggleOptionalIngredient', dishId: 'beef-suya', ingredientId: 'beef-suya-yaji-cup' },
    );
    const menus = new Map([['beef-suya', suyaMenu]]);
    const before = summariseDraft(jollof, withSuya, menus).totalCents;
    const after = summariseDraft(jollof, dishDraftReducer(withSuya, { type: 'removeCompanion', dishId: 'beef-suya' }), menus).totalCents;
    expect(before - after).toBe(899 + 150);
  });
});
