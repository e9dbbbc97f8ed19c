/**
 * How many DynamoDB calls GET /cart makes: the handler runs in this process against the test
 * stack's DynamoDB Local, with a deployed stage's settings, and every command is counted.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { apiEvent } from '../fixtures/events.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';

const secret = randomBytes(48).toString('base64url');
Object.assign(process.env, {
  STAGE: 'production',
  SESSION_SECRET: secret,
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
});

describe('GET /cart', () => {
  it('reads the cart with one Query (and the session user and the menu version with one GetItem each)', async () => {
    const { db } = await import('../../functions/src/platform/table/client.ts');
    const { handler } = await import('../../functions/src/cart/handlers/get-cart.ts');
    const { signSessionToken, sessionCookieName } = await import('../../functions/src/platform/http/session-token.ts');
    const { customer, userId } = await signedInCustomer();
    const plantains = menu.find((dish) => dish.id === 'fried-plantains')!;
    const add = await customer.call('POST', '/cart', {
      json: { orders: [{ dishId: plantains.id, dishName: plantains.name, price: plantains.prices[0]!.price, spiciness: 0, size: plantains.prices[0]!.id }] },
    });
    expect(add.status).toBe(201);

    const commands: string[] = [];
    db().middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(context.commandName ?? 'unknown');
        return next(args);
      },
      { step: 'initialize', name: 'countCommands' },
    );
    const token = await signSessionToken({ userId, tokenVersion: 0 }, new TextEncoder().encode(secret));
    const event = apiEvent({ method: 'GET', path: '/api/cart', headers: { cookie: `${sessionCookieName}=${token}` } });
    event.cookies = [`${sessionCookieName}=${token}`];

    const first = await handler(event, {} as never);
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body!).totalCount).toBe(1);
    commands.length = 0;
    // Warm, as a Lambda is after its first call: the menu's prices are kept while the menu's version is unchanged.
    const second = await handler(event, {} as never);
    expect(second.statusCode).toBe(200);
    expect(commands.toSorted()).toEqual(['GetItemCommand', 'GetItemCommand', 'QueryCommand']);
  });
});
