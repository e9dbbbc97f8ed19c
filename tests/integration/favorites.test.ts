import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Dish } from '@functions/catalogue/contract/catalogue';
import { errorBodySchema } from '@functions/platform/contract/error';
import { favoritesSchema, type Favorites } from '@functions/catalogue/contract/favorites';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { Customer } from '../fixtures/api.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';

const [jollof, suya, waakye] = ['jollof-rice', 'beef-suya', 'waakye'].map((id) => {
  const dish = menu.find((entry) => entry.id === id);
  if (!dish) throw new Error(`The seed menu has no ${id}`);
  return dish;
}) as [(typeof menu)[number], (typeof menu)[number], (typeof menu)[number]];

const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
);

async function favoriteIds(customer: Customer): Promise<string[]> {
  const answer = await customer.call<Favorites>('GET', '/favorites');
  expect(answer.status).toBe(200);
  return favoritesSchema.parse(answer.body).map((dish) => dish.id);
}

describe('favourites', () => {
  it('adds, lists newest first as menu cards, and removes the signed-in user’s favourites', async () => {
    const { customer, userId } = await signedInCustomer();
    expect(await favoriteIds(customer)).toEqual([]);

    for (const dish of [jollof, suya]) {
      const added = await customer.call('POST', '/favorites', { json: { dishId: dish.id } });
      expect(added.status).toBe(201);
      expect(added.body).toEqual({ dishId: dish.id, favorite: true });
      // Distinct favourite times: the next one is stamped after the clock has moved past this answer.
      const answeredAt = Date.now();
      await expect.poll(() => Date.now(), { timeout: 1_000, interval: 1 }).toBeGreaterThan(answeredAt);
    }

    // The web sends ?userId= as the original client did: accepted, and the list is still the session's own.
    const listed = await customer.call<Favorites>('GET', `/favorites?userId=${userId}`);
    expect(listed.status).toBe(200);
    const cards = favoritesSchema.parse(listed.body);
    expect(cards.map((card) => card.id)).toEqual([suya.id, jollof.id]);
    const card = cards.find((entry) => entry.id === jollof.id)!;
    expect(card).toMatchObject({ name: jollof.name, category: jollof.category, startingPrice: Math.min(...jollof.prices.map((p) => p.price)) });
    expect(card.image).toMatch(/^Images\/dishes\/.+\.webp$/);

    const removed = await customer.call('DELETE', `/favorites?dishId=${jollof.id}`);
    expect(removed.status).toBe(204);
    expect(await favoriteIds(customer)).toEqual([suya.id]);
  });

  it('keeps one favourite when the same dish is favourited twice', async () => {
    const { customer } = await signedInCustomer();
    expect((await customer.call('POST', '/favorites', { json: { dishId: waakye.id } })).status).toBe(201);
    const again = await customer.call('POST', '/favorites', { json: { dishId: waakye.id } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ dishId: waakye.id, favorite: true });
    expect(await favoriteIds(customer)).toEqual([waakye.id]);
    // One DELETE takes it away entirely.
    expect((await customer.call('DELETE', `/favorites?dishId=${waakye.id}`)).status).toBe(204);
    expect(await favoriteIds(customer)).toEqual([]);
  });

  it('answers 404 for a dish that is not on the menu, and 400 for a malformed id or an extra field', async () => {
    const { customer } = await signedInCustomer();
    const unknown = await customer.call('POST', '/favorites', { json: { dishId: 'not-a-dish-we-make' } });
    expect(unknown.status).toBe(404);
    expect(errorBodySchema.parse(unknown.body).error.code).toBe('NOT_FOUND');
    expect((await customer.call('POST', '/favorites', { json: { dishId: 'DROP TABLE' } })).status).toBe(400);
    expect((await customer.call('POST', '/favorites', { json: { dishId: jollof.id, userId: 'x' } })).status).toBe(400);
    expect((await customer.call('DELETE', '/favorites')).status).toBe(400);
    expect(await favoriteIds(customer)).toEqual([]);
  });

  it('answers 404 when removing a dish that is not in your favourites, even another customer’s, and changes nothing', async () => {
    const [owner, other] = await Promise.all([signedInCustomer(), signedInCustomer({ name: 'Kofi Boateng' })]);
    expect((await owner.customer.call('POST', '/favorites', { json: { dishId: jollof.id } })).status).toBe(201);

    const notTheirs = await other.customer.call('DELETE', `/favorites?dishId=${jollof.id}`);
    expect(notTheirs.status).toBe(404);
    expect(errorBodySchema.parse(notTheirs.body).error.code).toBe('NOT_FOUND');
    const neverFavourited = await owner.customer.call('DELETE', `/favorites?dishId=${suya.id}`);
    expect(neverFavourited.status).toBe(404);

    expect(await favoriteIds(owner.customer)).toEqual([jollof.id]);
    expect(await favoriteIds(other.customer)).toEqual([]);
    // Another user's id in the query does not show their list either.
    const smuggled = await other.customer.call<Favorites>('GET', `/favorites?userId=${owner.userId}`);
    expect(smuggled.body).toEqual([]);
  });

  it('leaves out a favourite whose dish has left the menu, and still lets it be removed', async () => {
    const { customer, userId } = await signedInCustomer();
    expect((await customer.call('POST', '/favorites', { json: { dishId: jollof.id } })).status).toBe(201);
    // A favourite saved before the kitchen took the dish off the menu.
    await table.send(
      new PutCommand({
        TableName: process.env.TABLE_NAME,
        Item: { pk: `USER#${userId}`, sk: 'FAV#retired-dish', type: 'favorite', userId, dishId: 'retired-dish', favoritedAt: new Date().toISOString() },
      }),
    );
    expect(await favoriteIds(customer)).toEqual([jollof.id]);
    expect((await customer.call('DELETE', '/favorites?dishId=retired-dish')).status).toBe(204);
    expect((await customer.call('DELETE', '/favorites?dishId=retired-dish')).status).toBe(404);
  });

  it('answers 401 to every favourite call without a session', async () => {
    const visitor = new Customer();
    for (const [method, path, json] of [
      ['GET', '/favorites', undefined],
      ['POST', '/favorites', { dishId: jollof.id }],
      ['DELETE', `/favorites?dishId=${jollof.id}`, undefined],
    ] as const) {
      const answer = await visitor.call(method, path, json ? { json } : {});
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(errorBodySchema.parse(answer.body).error.message).toBe('Not logged in!');
    }
  });
});

describe('POST /dishes/dish favourite flag', () => {
  it('is true for the customer who favourited the dish, and false for another customer and for a visitor', async () => {
    const [owner, other] = await Promise.all([signedInCustomer(), signedInCustomer({ name: 'Efua Asante' })]);
    expect((await owner.customer.call('POST', '/favorites', { json: { dishId: suya.id } })).status).toBe(201);

    const forOwner = await owner.customer.call<Dish>('POST', '/dishes/dish', { json: { name: suya.name } });
    expect(forOwner.status).toBe(200);
    expect(forOwner.body.favorite).toBe(true);
    const otherDish = await owner.customer.call<Dish>('POST', '/dishes/dish', { json: { id: jollof.id } });
    expect(otherDish.body.favorite).toBe(false);

    const forOther = await other.customer.call<Dish>('POST', '/dishes/dish', { json: { name: suya.name, userId: owner.userId } });
    expect(forOther.body.favorite).toBe(false);
    const forVisitor = await new Customer().call<Dish>('POST', '/dishes/dish', { json: { id: suya.id, userId: owner.userId } });
    expect(forVisitor.body.favorite).toBe(false);

    expect((await owner.customer.call('DELETE', `/favorites?dishId=${suya.id}`)).status).toBe(204);
    expect((await owner.customer.call<Dish>('POST', '/dishes/dish', { json: { id: suya.id } })).body.favorite).toBe(false);
  });
});
