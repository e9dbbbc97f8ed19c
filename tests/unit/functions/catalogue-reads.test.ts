import { GetCommand, QueryCommand, ScanCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiEvent, lambdaContext } from '../../fixtures/events.ts';

// The handlers read their table name from the environment once, as in Lambda.
process.env.TABLE_NAME = 'spices-unit';
const dynamo = mockClient(DynamoDBDocumentClient);

const { handler: getDishes } = await import('../../../functions/src/handlers/catalogue/get-dishes.ts');
const { handler: searchMenu } = await import('../../../functions/src/handlers/catalogue/get-search-menu.ts');
const { handler: compatiblePrices } = await import('../../../functions/src/handlers/catalogue/get-prices-compatible.ts');

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
});
