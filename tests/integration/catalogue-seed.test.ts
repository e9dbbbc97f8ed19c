/**
 * The deploy's seeding custom resource (functions/src/catalogue/handlers/seed-catalogue.ts), run in this
 * process as the Provider framework runs it, against DynamoDB Local. The test stack's table is
 * already seeded by the local stack, so each case makes a fresh, empty table of its own from the
 * shared definition (and drops it afterwards).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CdkCustomResourceEvent } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { createTableInput } from '../../functions/src/platform/table/table-definition.ts';
import { handler, seedPhysicalResourceId } from '../../functions/src/catalogue/handlers/seed-catalogue.ts';
import { starterCatalogueHash, starterCatalogueItems, starterSeedMarkerKey } from '../../functions/src/catalogue/use-cases/catalogue-seed.ts';

// The handler's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

const client = new DynamoDBClient({
  region: 'us-east-1',
  endpoint: process.env.DYNAMODB_ENDPOINT,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const table = DynamoDBDocumentClient.from(client);

const madeTables: string[] = [];

afterAll(async () => {
  for (const name of madeTables) await client.send(new DeleteTableCommand({ TableName: name }));
});

/** A new, empty table with the shop's keys and index. */
async function freshTable(): Promise<string> {
  const name = `seed-test-${randomBytes(4).toString('hex')}`;
  await client.send(new CreateTableCommand(createTableInput(name)));
  madeTables.push(name);
  return name;
}

type Item = Record<string, unknown>;
const keyOf = (item: Item) => `${String(item.pk)}|${String(item.sk)}`;

/** Every item of the table. */
async function scanAll(tableName: string): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The table's items by key, after checking that no key appears twice. */
async function itemsByKey(tableName: string): Promise<Map<string, Item>> {
  const items = await scanAll(tableName);
  const byKey = new Map(items.map((item) => [keyOf(item), item]));
  expect(byKey.size).toBe(items.length);
  return byKey;
}

/** A CloudFormation request as the Provider framework hands it to the onEvent function. */
function cfnEvent(requestType: 'Create' | 'Update' | 'Delete', tableName: string, seedHash = starterCatalogueHash()): CdkCustomResourceEvent {
  const common = {
    ServiceToken: 'arn:aws:lambda:us-east-1:123456789012:function:Spices-test-Seed-ProviderframeworkonEvent',
    ResponseURL: 'https://cloudformation-custom-resource-response-useast1.s3.amazonaws.com/response',
    StackId: 'arn:aws:cloudformation:us-east-1:123456789012:stack/Spices-test-Seed/00000000-0000-0000-0000-000000000000',
    RequestId: randomUUID(),
    LogicalResourceId: 'StarterCatalogueSeed',
    ResourceType: 'Custom::SpicesCatalogueSeed',
    ResourceProperties: { ServiceToken: 'arn:aws:lambda:us-east-1:123456789012:function:provider', TableName: tableName, SeedHash: seedHash },
  };
  if (requestType === 'Create') return { ...common, RequestType: 'Create' };
  if (requestType === 'Update') {
    return {
      ...common,
      RequestType: 'Update',
      PhysicalResourceId: seedPhysicalResourceId,
      OldResourceProperties: { ...common.ResourceProperties, SeedHash: 'an older starter menu' },
    };
  }
  return { ...common, RequestType: 'Delete', PhysicalResourceId: seedPhysicalResourceId };
}

const starter = starterCatalogueItems();
const starterKeys = new Set(starter.map(keyOf));
const markerKey = keyOf(starterSeedMarkerKey);
const jollofMedium = starter.find((item) => item.type === 'priceOption' && item.id === 'jollof-rice-m')!;
const firstFaq = starter.find((item) => item.type === 'faq')!;

describe('the starter-catalogue seed (custom resource)', () => {
  it('writes the whole starter catalogue and the marker on Create; a second run writes nothing and duplicates nothing', async () => {
    const tableName = await freshTable();

    const first = await handler(cfnEvent('Create', tableName));
    expect(first).toEqual({
      PhysicalResourceId: seedPhysicalResourceId,
      Data: { AlreadySeeded: 'false', ItemsWritten: String(starter.length), ItemsKept: '0' },
    });
    const afterFirst = await itemsByKey(tableName);
    // The starter items, the marker, and the menu's version (raised so no warm function keeps an empty menu).
    expect(afterFirst.size).toBe(starter.length + 2);
    expect([...afterFirst.values()].find((item) => item.type === 'menuVersion')).toMatchObject({ version: 1 });
    for (const item of starter) expect(afterFirst.get(keyOf(item))).toEqual(item);
    expect(afterFirst.get(markerKey)).toMatchObject({ type: 'seedMarker', seed: 'starter', items: starter.length, catalogueHash: starterCatalogueHash() });
    expect(starter.filter((item) => item.type === 'dish').length).toBeGreaterThan(10);
    expect(starter.some((item) => item.type === 'catalogueVersion')).toBe(true);

    // The next deploy (here with a changed starter menu's hash): same resource, nothing written.
    const second = await handler(cfnEvent('Update', tableName, 'a changed starter menu'));
    expect(second).toEqual({ PhysicalResourceId: seedPhysicalResourceId, Data: { AlreadySeeded: 'true', ItemsWritten: '0', ItemsKept: '0' } });
    expect(await itemsByKey(tableName)).toEqual(afterFirst);
  });

  it("never overwrites the owner's price, and does not bring back an FAQ the owner deleted", async () => {
    const tableName = await freshTable();
    await handler(cfnEvent('Create', tableName));

    await table.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: jollofMedium.pk, sk: jollofMedium.sk },
        UpdateExpression: 'SET price = :price',
        ExpressionAttributeValues: { ':price': Number(jollofMedium.price) + 250 },
      }),
    );
    await table.send(new DeleteCommand({ TableName: tableName, Key: { pk: firstFaq.pk, sk: firstFaq.sk } }));
    const ownerCatalogue = await itemsByKey(tableName);

    const rerun = await handler(cfnEvent('Update', tableName));
    expect(rerun.Data).toEqual({ AlreadySeeded: 'true', ItemsWritten: '0', ItemsKept: '0' });
    const after = await itemsByKey(tableName);
    expect(after).toEqual(ownerCatalogue);
    expect(after.get(keyOf(jollofMedium))?.price).toBe(Number(jollofMedium.price) + 250);
    // Decided: once the marker exists, a deleted item stays deleted.
    expect(after.has(keyOf(firstFaq))).toBe(false);
    expect(after.size).toBe(starter.length + 1);
  });

  it('finishes a first run that died half way, keeping the items it had written as they are now', async () => {
    const tableName = await freshTable();
    // What a run that died leaves: some items, no marker. One of them has since been changed by the owner.
    const present = starter.filter((_, index) => index % 3 === 0);
    for (const item of present) await table.send(new PutCommand({ TableName: tableName, Item: item }));
    const changedFaq = present.find((item) => item.type === 'faq') ?? present[0]!;
    await table.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: changedFaq.pk, sk: changedFaq.sk },
        UpdateExpression: 'SET ownerNote = :note',
        ExpressionAttributeValues: { ':note': 'changed by the owner' },
      }),
    );
    expect((await scanAll(tableName)).some((item) => keyOf(item) === markerKey)).toBe(false);

    const completing = await handler(cfnEvent('Create', tableName));
    expect(completing.Data).toEqual({
      AlreadySeeded: 'false',
      ItemsWritten: String(starter.length - present.length),
      ItemsKept: String(present.length),
    });
    const after = await itemsByKey(tableName);
    expect(after.size).toBe(starter.length + 2);
    expect([...after.keys()].filter((key) => key !== markerKey && key !== 'CATALOGUE|MENUVERSION').sort()).toEqual([...starterKeys].sort());
    expect(after.get(keyOf(changedFaq))).toEqual({ ...changedFaq, ownerNote: 'changed by the owner' });
    expect(after.has(markerKey)).toBe(true);

    const again = await handler(cfnEvent('Update', tableName));
    expect(again.Data).toMatchObject({ AlreadySeeded: 'true', ItemsWritten: '0' });
    expect(await itemsByKey(tableName)).toEqual(after);
  });

  it('writes each item once when two runs overlap', async () => {
    const tableName = await freshTable();
    const [one, two] = await Promise.all([handler(cfnEvent('Create', tableName)), handler(cfnEvent('Create', tableName))]);
    const writtenByBoth = [one, two].reduce((sum, answer) => sum + Number(answer.Data?.ItemsWritten ?? 0), 0);
    // A run that finds the marker already written writes nothing; otherwise the two split the items.
    expect(writtenByBoth).toBe(starter.length);
    expect((await itemsByKey(tableName)).size).toBe(starter.length + 2);
  });

  it('does nothing on Delete: the table keeps its catalogue, and the resource keeps its id', async () => {
    const tableName = await freshTable();
    await handler(cfnEvent('Create', tableName));
    const before = await itemsByKey(tableName);
    expect(await handler(cfnEvent('Delete', tableName))).toEqual({ PhysicalResourceId: seedPhysicalResourceId });
    expect(await itemsByKey(tableName)).toEqual(before);
    const { Item } = await table.send(new GetCommand({ TableName: tableName, Key: starterSeedMarkerKey }));
    expect(Item).toBeDefined();
  });
});
