/**
 * The table side of seeding a deployed table (catalogue/use-cases/catalogue-seed.ts): whether a seed's marker
 * is there, and putting items only where their key is free, so nothing already stored (the owner's
 * changes, or a half-finished earlier run's items) is ever overwritten.
 */
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { db, tableName as configuredTableName } from '../../platform/table/client.ts';
import { conditionHeld } from '../../platform/table/conditional-write.ts';
import { menuVersionUpdate } from './dish.ts';
import { seedMarkerKey } from '../../platform/table/keys.ts';
import type { StoredItem } from '../../platform/table/stored-item.ts';

export type SeedTarget = {
  /** The document client; the functions' own (`db()`) by default. */
  client?: DynamoDBDocumentClient;
  /** The table; TABLE_NAME by default. */
  tableName?: string;
};

/** How many conditional puts are in flight at once: a few, so a first deploy takes seconds without bursting. */
const parallelPuts = 8;

/** Puts the item unless its key is taken; false when it was already there. */
export async function putIfAbsent(item: StoredItem, { client = db(), tableName = configuredTableName() }: SeedTarget = {}): Promise<boolean> {
  return conditionHeld(client.send(new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' })));
}

/** Puts each item unless present, a few at a time; stops at the first failure and throws it. Returns how many it wrote. */
export async function putAllIfAbsent(items: readonly StoredItem[], target: SeedTarget = {}): Promise<number> {
  let next = 0;
  let written = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++]!;
      try {
        if (await putIfAbsent(item, target)) written++;
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelPuts, items.length) }, worker));
  if (failure) throw failure.error;
  return written;
}

/** Whether the named seed's marker is in the table. */
export async function seedMarkerExists(seed: string, { client = db(), tableName = configuredTableName() }: SeedTarget = {}): Promise<boolean> {
  const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: seedMarkerKey(seed), ConsistentRead: true }));
  return Item !== undefined;
}

/** The marker item of a finished seed (written last, with what it wrote). */
export function seedMarkerItem(seed: string, details: { items: number; catalogueHash: string }, now = new Date()): StoredItem {
  return { ...seedMarkerKey(seed), type: 'seedMarker', seed, seededAt: now.toISOString(), ...details };
}

/** Raises the menu's version after a seed wrote catalogue items, so no warm function keeps an older copy. */
export async function markMenuChanged({ client = db(), tableName = configuredTableName() }: SeedTarget = {}): Promise<void> {
  await client.send(new UpdateCommand(menuVersionUpdate(tableName)));
}
