// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { AddToCartRequest } from '../../../functions/src/cart/contract/cart.ts';
import { menu } from '../../../functions/src/catalogue/seed/menu.ts';
import { keptAddSentence, keptItems, type KeptDishFacts } from '../../../web/src/features/session/hooks/kept-add-sentence.ts';
import { saveSignUpReturn, signUpReturnKey, takeSignUpReturn } from '../../../web/src/features/session/hooks/sign-up-return.ts';

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
/** The main dish as the menu's answer describes it. */
const facts: KeptDishFacts = {
  canBeSpicy: jollof.canBeSpicy,
  prices: jollof.prices.map((option) => ({
    packageId: option.id,
    size: option.size,
    price: option.price,
    amount: option.amount,
    canBeSpicy: true,
    catering: option.catering,
  })),
  ingredients: jollof.optionalIngredients.map((extra) => ({ id: extra.id, ingredient: extra.ingredient, price: extra.price, allergens: [], soldOut: false })),
};
const large = jollof.prices.find((option) => option.size === 'large')!;
const extraId = (name: string) => jollof.optionalIngredients.find((extra) => extra.ingredient === name)!.id;

function jollofAdd(changes: { spiciness?: number; extras?: string[]; removed?: string[]; quantity?: number; companions?: string[] } = {}): AddToCartRequest {
  return {
    orders: [
      {
        dishId: jollof.id,
        dishName: jollof.name,
        price: large.price,
        spiciness: changes.spiciness ?? 2,
        size: large.id,
        removedIngredients: changes.removed ?? [],
        ...(changes.quantity ? { quantity: changes.quantity } : {}),
      },
      ...(changes.companions ?? []).map((name) => ({
        dishId: name.toLowerCase().replace(/\W+/g, '-'),
        dishName: name,
        price: 500,
        spiciness: 0,
        size: 'x-s',
        removedIngredients: [],
      })),
    ],
    optionalIngredients: changes.extras?.length ? [{ dishId: jollof.id, ingredientIds: changes.extras.map(extraId) }] : [],
  };
}

describe('what the sign-in screens say is kept', () => {
  it('names the dish, its size, spice level and extra, as the issue asks', () => {
    expect(keptAddSentence(jollofAdd({ extras: ['Fried plantain'] }), facts, 'signIn')).toBe(
      'Sign in or create an account to add Jollof Rice (Large, two flames, + Fried plantain); we’ll keep it for you.',
    );
    expect(keptAddSentence(jollofAdd({ extras: ['Fried plantain'] }), facts, 'register')).toBe(
      'Create your account to add Jollof Rice (Large, two flames, + Fried plantain); we’ll keep it for you.',
    );
  });

  it('says what was left out, and the companions, and then keeps "them"', () => {
    const request = jollofAdd({ spiciness: 1, removed: ['Onion'], companions: ['Fried Plantains', 'Moi Moi'] });
    expect(keptAddSentence(request, facts, 'signIn')).toBe(
      'Sign in or create an account to add Jollof Rice (Large, one flame, no onion) with Fried Plantains and Moi Moi; we’ll keep them for you.',
    );
  });

  it('stays short: many extras, left-out ingredients or companions are counted', () => {
    const request = jollofAdd({
      extras: ['Fried plantain', 'Fried egg', 'Grilled chicken thigh'],
      removed: ['Onion', 'Bay leaf and thyme', 'Mixed vegetables'],
      companions: ['Fried Plantains', 'Moi Moi', 'Beef Suya'],
    });
    expect(keptItems(request, facts)).toBe('Jollof Rice (Large, two flames, + 3 extras, 3 ingredients left out) with Fried Plantains and 2 more dishes');
  });

  it('says "mild" only of a dish that could be spicy, and a quantity above one', () => {
    expect(keptItems(jollofAdd({ spiciness: 0 }), facts)).toBe('Jollof Rice (Large, mild)');
    expect(keptItems(jollofAdd({ spiciness: 0 }), { ...facts, canBeSpicy: false })).toBe('Jollof Rice (Large)');
    expect(keptItems(jollofAdd({ quantity: 2 }), facts)).toBe('2 × Jollof Rice (Large, two flames)');
  });

  it('before the menu answers, leaves the size out and counts the extras rather than guess', () => {
    expect(keptItems(jollofAdd({ extras: ['Fried plantain'] }))).toBe('Jollof Rice (two flames, + 1 extra)');
    expect(keptItems(jollofAdd({ spiciness: 0 }))).toBe('Jollof Rice');
  });

  it('says nothing for an add without a usable dish name', () => {
    const broken = { orders: [{ ...jollofAdd().orders[0]!, dishName: '  ' }] };
    expect(keptAddSentence(broken, facts, 'signIn')).toBe('');
  });
});

describe('the return path kept at registration', () => {
  afterEach(() => window.localStorage.clear());
  const now = Date.UTC(2026, 10, 24, 15, 0);

  it('is taken once, and only a path inside the shop that is not a sign-in screen', () => {
    saveSignUpReturn('/account/orders', now);
    expect(takeSignUpReturn(now + 1000)).toBe('/account/orders');
    expect(takeSignUpReturn(now + 1000)).toBeNull();
    for (const from of ['//evil.example', 'https://evil.example/', '/login', '/register', undefined]) {
      saveSignUpReturn(from, now);
      expect(takeSignUpReturn(now), String(from)).toBeNull();
    }
  });

  it('is forgotten after a day, and when malformed', () => {
    saveSignUpReturn('/menu', now);
    expect(takeSignUpReturn(now + 25 * 60 * 60 * 1000)).toBeNull();
    window.localStorage.setItem(signUpReturnKey, '{not json');
    expect(takeSignUpReturn(now)).toBeNull();
    expect(window.localStorage.getItem(signUpReturnKey)).toBeNull();
  });
});
