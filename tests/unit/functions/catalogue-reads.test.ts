import { BatchGetCommand, GetCommand, QueryCommand, ScanCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dishToItem, priceOptionToItem } from '../../../functions/src/catalogue/store/dish.ts';
import type { DishRecord } from '../../../functions/src/catalogue/rules/menu.ts';
import { dishRecord } from '../../fixtures/dishes.ts';
import { apiEvent, lambdaContext } from '../../fixtures/events.ts';

// The handlers read their table name from the environment once, as in Lambda.
process.env.TABLE_NAME = 'spices-unit';
const dynamo = mockClient(DynamoDBDocumentClient);

const { handler: getDishes } = await import('../../../functions/src/catalogue/handlers/get-dishes.ts');
const { handler: searchMenu } = await import('../../../functions/src/catalogue/handlers/get-search-menu.ts');
const { handler: compatiblePrices } = await import('../../../functions/src/catalogue/handlers/get-prices-compatible.ts');
const { handler: dishPage } = await import('../../../functions/src/catalogue/handlers/post-dish.ts');

const dishNamed = (id: string, name: string, overrides: Partial<DishRecord> = {}): DishRecord =>
  dishRecord(id, name, { description: 'A dish of the unit tests.', startingPrice: 1200, ...overrides });

describe('catalogue reads', () => {
  beforeAll(() => dynamo.reset());
  // Each test meets a menu changed since the last (a new version), so the function reads it again.
  let menuVersion = 0;
  beforeEach(() => {
    dynamo.reset();
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(GetCommand).resolves({ Item: { version: ++menuVersion } });
  });
  afterAll(() => dynamo.restore());

  it('reads the whole menu with one Query on gsi1 and never a Scan', async () => {
    const result = await getDishes(apiEvent({ path: '/api/dishes' }), lambdaContext());
    expect(result.statusCode).toBe(200);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :menu' });
    expect(dynamo.commandCalls(ScanCommand)).toHaveLength(0);
    // Warm and unchanged, the menu costs one small read of its version.
    dynamo.resetHistory();
    expect((await getDishes(apiEvent({ path: '/api/dishes' }), lambdaContext())).statusCode).toBe(200);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).toEqual([{ pk: 'CATALOGUE', sk: 'MENUVERSION' }]);
  });

  it('answers a whitespace-only search without touching the table', async () => {
    const result = await searchMenu(apiEvent({ path: '/api/search/menu', query: { query: '   ' } }), lambdaContext());
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual([]);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('reads the prices of several companions with one Query on gsi1, not one per dish', async () => {
    const result = await compatiblePrices(apiEvent({ path: '/api/prices/compatible', query: { dishesIds: 'fufu,pap,injera' } }), lambdaContext());
    expect(result.statusCode).toBe(200);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :menu' });
  });
  it('answers a dish page from the function’s copy of the catalogue: warm and unchanged, one small read of the menu version', async () => {
    const jollof = dishNamed('jollof-rice', 'Jollof Rice', { goesWith: ['plantain'], similar: ['waakye', 'gone'] });
    dynamo.on(QueryCommand, { IndexName: 'gsi1' }).resolves({
      Items: [
        dishToItem(jollof),
        priceOptionToItem({ id: 'jollof-rice-s', dishId: 'jollof-rice', size: 'small', price: 1200, amount: '12 oz', catering: false }, jollof),
        dishToItem(dishNamed('plantain', 'Plantain', { category: 'side' })),
        dishToItem(dishNamed('waakye', 'Waakye', { hidden: true })),
      ],
    });
    const page = (body: unknown) => dishPage(apiEvent({ method: 'POST', path: '/api/dishes/dish', body: JSON.stringify(body) }), lambdaContext());
    const result = await page({ name: 'jollof-RICE' });
    expect(result.statusCode, result.body).toBe(200);
    const dish = JSON.parse(result.body!) as { id: string; prices: unknown[]; goesWith: { goesWithId: string }[] };
    expect(dish.id).toBe('jollof-rice');
    expect(dish.prices).toHaveLength(1);
    // A hidden companion is left out, as one that left the menu.
    expect(dish.goesWith.map((companion) => companion.goesWithId)).toEqual(['plantain']);
    expect(dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input.IndexName)).toEqual(['gsi1']);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);

    // Warm, by id or by name: only the menu version is read.
    dynamo.resetHistory();
    dynamo.on(GetCommand).resolves({ Item: { version: menuVersion } });
    expect((await page({ id: 'jollof-rice' })).statusCode).toBe(200);
    expect((await page({ name: 'Jollof Rice' })).statusCode).toBe(200);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).toEqual([
      { pk: 'CATALOGUE', sk: 'MENUVERSION' },
      { pk: 'CATALOGUE', sk: 'MENUVERSION' },
    ]);
    // A hidden dish is not on the shop, by id or by name.
    expect((await page({ id: 'waakye' })).statusCode).toBe(404);
    expect((await page({ name: 'Waakye' })).statusCode).toBe(404);
  });

  it('answers 404 for a hidden dish, found by id', async () => {
    dynamo.on(QueryCommand, { IndexName: 'gsi1' }).resolves({ Items: [dishToItem(dishNamed('afang-soup', 'Afang Soup', { hidden: true }))] });
    const result = await dishPage(apiEvent({ method: 'POST', path: '/api/dishes/dish', body: JSON.stringify({ id: 'afang-soup' }) }), lambdaContext());
    expect(result.statusCode).toBe(404);
  });
});
