import { describe, expect, it } from 'vitest';
import {
  compatiblePricesSchema,
  dishSchema,
  faqsSchema,
  menuSchema,
  optionalIngredientsSchema,
  pricesSchema,
  searchResultsSchema,
  type Dish,
  type MenuDish,
} from '@functions/catalogue/contract/catalogue';
import { errorBodySchema } from '@functions/platform/contract/error';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { faqs } from '../../functions/src/catalogue/seed/faqs.ts';
import { call } from '../fixtures/api.ts';

const categories = ['appetizer', 'entrée', 'dessert', 'side', 'sauce'];

describe('GET /dishes', () => {
  it('answers the whole seeded menu as cards, every category present, prices in cents', async () => {
    const { status, body } = await call<MenuDish[]>('GET', '/dishes');
    expect(status).toBe(200);
    // Other test files add short-lived dishes (ids "test-…") to prove what happens when one leaves the menu.
    const dishes = menuSchema.parse(body).filter((d) => !d.id.startsWith('test-'));
    expect(dishes).toHaveLength(menu.length);
    expect(new Set(dishes.map((d) => d.category))).toEqual(new Set(categories));
    const jollof = menu.find((d) => d.prices.length > 1)!;
    const card = dishes.find((d) => d.id === jollof.id)!;
    expect(card.startingPrice).toBe(Math.min(...jollof.prices.map((p) => p.price)));
    expect(card.image).toMatch(/^Images\/dishes\/.+\.webp$/);
    expect(card.blurHash.length).toBeGreaterThan(5);
  });

  it('lists the dishes in the spec order of categories', async () => {
    const { body } = await call<MenuDish[]>('GET', '/dishes');
    const order = body.map((d) => categories.indexOf(d.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('POST /dishes/dish', () => {
  const seed = menu.find((d) => d.goesWith.length > 0 && d.optionalIngredients.length > 0)!;

  it('answers a dish found by its name with sizes, add-ons and companions', async () => {
    const { status, body } = await call<Dish>('POST', '/dishes/dish', { json: { name: seed.name, userId: null } });
    expect(status).toBe(200);
    const dish = dishSchema.parse(body);
    expect(dish.id).toBe(seed.id);
    expect(dish.favorite).toBe(false);
    expect(dish.prices.map((p) => p.price)).toEqual(seed.prices.map((p) => p.price));
    expect(dish.ingredients.map((i) => i.ingredient)).toEqual(expect.arrayContaining(seed.optionalIngredients.map((i) => i.ingredient)));
    expect(dish.includedIngredients).toEqual(seed.includedIngredients);
    expect(dish.goesWith.filter((c) => c.relation === 'goesWith').map((c) => c.goesWithId)).toEqual(seed.goesWith);
    expect(dish.images.length).toBeGreaterThanOrEqual(2);
  });

  it('finds a dish by the hyphenated name of its URL, in any case', async () => {
    const slug = seed.name.replace(/ /g, '-').toUpperCase();
    const { status, body } = await call<Dish>('POST', '/dishes/dish', { json: { name: slug } });
    expect(status).toBe(200);
    expect(body.id).toBe(seed.id);
  });

  it('finds a dish by id', async () => {
    const { status, body } = await call<Dish>('POST', '/dishes/dish', { json: { id: seed.id } });
    expect(status).toBe(200);
    expect(body.name).toBe(seed.name);
  });

  it('answers 404 in the error shape for a dish that is not on the menu', async () => {
    const { status, body } = await call('POST', '/dishes/dish', { json: { name: 'Not A Dish We Make' } });
    expect(status).toBe(404);
    expect(errorBodySchema.parse(body).error.code).toBe('NOT_FOUND');
  });

  it('refuses a favourite flag smuggled in by a userId: favourites come from the session only', async () => {
    const { body } = await call<Dish>('POST', '/dishes/dish', { json: { id: seed.id, userId: 'someone-else' } });
    expect(body.favorite).toBe(false);
  });
});

describe('allergens and diet labels of the seeded menu', () => {
  const seeded = (id: string) => menu.find((dish) => dish.id === id)!;

  it('GET /dishes answers each card with the allergens and diet labels of the starter menu', async () => {
    const { status, body } = await call<MenuDish[]>('GET', '/dishes');
    expect(status).toBe(200);
    const cards = new Map(menuSchema.parse(body).map((card) => [card.id, card]));
    for (const dish of menu) {
      expect(cards.get(dish.id)?.allergens, dish.id).toEqual(dish.allergens);
      expect(cards.get(dish.id)?.dietLabels, dish.id).toEqual(dish.dietLabels);
    }
    expect(cards.get('beef-suya')?.allergens).toEqual(['peanuts']);
    expect(cards.get('egusi-soup')?.allergens).toEqual(['fish', 'crustacean-shellfish']);
    expect(cards.get('jollof-rice')?.dietLabels).toEqual(['vegan', 'vegetarian', 'gluten-free']);
  });

  it('POST /dishes/dish answers the dish with its allergens, its diet labels, each extra with its own, and each companion with its', async () => {
    const jollof = seeded('jollof-rice');
    const { status, body } = await call<Dish>('POST', '/dishes/dish', { json: { name: jollof.name } });
    expect(status).toBe(200);
    const dish = dishSchema.parse(body);
    expect(dish.allergens).toEqual([]);
    expect(dish.dietLabels).toEqual(['vegan', 'vegetarian', 'gluten-free']);
    expect(Object.fromEntries(dish.ingredients.map((extra) => [extra.id, extra.allergens]))).toEqual(
      Object.fromEntries(jollof.optionalIngredients.map((extra) => [extra.id, extra.allergens])),
    );
    expect(dish.ingredients.find((extra) => extra.ingredient === 'Fried egg')?.allergens).toEqual(['eggs']);
    expect(dish.goesWith.find((companion) => companion.goesWithId === 'beef-suya')?.allergens).toEqual(['peanuts']);

    const { body: suya } = await call<Dish>('POST', '/dishes/dish', { json: { id: 'beef-suya' } });
    expect(dishSchema.parse(suya).allergens).toEqual(['peanuts']);
  });

  it('POST /ingredients/optional answers each extra with its allergens', async () => {
    const shito = seeded('shito');
    const { status, body } = await call('POST', '/ingredients/optional', { json: { name: shito.name } });
    expect(status).toBe(200);
    const extras = optionalIngredientsSchema.parse(body);
    expect(extras.find((extra) => extra.id === 'shito-extra-shrimp')?.allergens).toEqual(['crustacean-shellfish']);
    expect(extras.find((extra) => extra.id === 'shito-herring')?.allergens).toEqual(['fish']);
  });
});

describe('GET /search/menu', () => {
  const search = (query: string) => call<unknown[]>('GET', `/search/menu?query=${encodeURIComponent(query)}`);

  it('matches names case-insensitively', async () => {
    const target = menu[0]!;
    const word = target.name.split(' ')[0]!.toUpperCase();
    const { status, body } = await search(word);
    expect(status).toBe(200);
    const results = searchResultsSchema.parse(body);
    expect(results.map((r) => r.name)).toContain(target.name);
  });

  it('matches categories: "sauce" finds every sauce', async () => {
    const sauces = menu.filter((d) => d.category === 'sauce').map((d) => d.name);
    const { body } = await search('Sauce');
    const names = searchResultsSchema.parse(body).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(sauces));
  });

  it('matches words of the description', async () => {
    const dish = menu.find((d) => /\b[a-z]{7,}\b/.test(d.description))!;
    const word = dish.description.match(/\b[a-z]{7,}\b/)![0];
    const { body } = await search(word);
    expect(searchResultsSchema.parse(body).length).toBeGreaterThan(0);
  });

  it('answers at most 15 results', async () => {
    const { body } = await search('a');
    const results = searchResultsSchema.parse(body);
    expect(menu.filter((d) => /a/i.test(`${d.name} ${d.category} ${d.description}`)).length).toBeGreaterThan(15);
    expect(results).toHaveLength(15);
  });

  it('answers an empty list for a whitespace-only query', async () => {
    const { status, body } = await search('   ');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('answers an empty list when nothing matches', async () => {
    const { body } = await search('zzqqxx');
    expect(body).toEqual([]);
  });
});

describe('GET /prices and /prices/compatible', () => {
  const [first, second] = menu.filter((d) => d.prices.length > 1);

  it('answers the price options of the asked dishes, smallest size first', async () => {
    const { status, body } = await call('GET', `/prices?dishesIds=${first!.id},${second!.id}`);
    expect(status).toBe(200);
    const options = pricesSchema.parse(body);
    expect(options.filter((o) => o.dishId === first!.id).map((o) => o.price)).toEqual(first!.prices.map((p) => p.price));
    expect(options.every((o) => [first!.id, second!.id].includes(o.dishId))).toBe(true);
  });

  it('answers each companion with its own price options', async () => {
    const { status, body } = await call('GET', `/prices/compatible?dishesIds=${first!.id},${second!.id}`);
    expect(status).toBe(200);
    const compatible = compatiblePricesSchema.parse(body);
    expect(compatible.map((c) => c.dishId)).toEqual([first!.id, second!.id]);
    expect(compatible[0]!.dishPriceOptions).toHaveLength(first!.prices.length);
  });

  it('leaves out ids that are not on the menu', async () => {
    const { body } = await call('GET', `/prices?dishesIds=no-such-dish,${first!.id}`);
    expect(pricesSchema.parse(body).every((o) => o.dishId === first!.id)).toBe(true);
  });
});

describe('POST /ingredients/optional', () => {
  it('answers the paid add-ons of the named dish', async () => {
    const dish = menu.find((d) => d.optionalIngredients.length > 1)!;
    const { status, body } = await call('POST', '/ingredients/optional', { json: { name: dish.name } });
    expect(status).toBe(200);
    const ingredients = optionalIngredientsSchema.parse(body);
    expect(ingredients.map((i) => [i.ingredient, i.price]).sort()).toEqual(dish.optionalIngredients.map((i) => [i.ingredient, i.price]).sort());
  });
});

describe('GET /faqs/category', () => {
  it('answers the catering questions in the order they were written', async () => {
    const { status, body } = await call('GET', '/faqs/category?category=catering');
    expect(status).toBe(200);
    expect(faqsSchema.parse(body).map((f) => f.question)).toEqual(faqs.map((f) => f.question));
  });
});
