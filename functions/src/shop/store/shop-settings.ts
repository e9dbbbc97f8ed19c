/**
 * The day's settings (keys.ts: `shopSettingsKey`), one item. A missing item stands for the defaults
 * of platform/config/business.ts and platform/config/ordering.ts (shop/contract/shop-settings.ts: `defaultShopSettings`).
 * Each write sets only what it changes (docs/decisions.md#owner-writes-carry-the-version-they-read):
 * the owner's save its fields, over the version read; the pause its `pausedUntil`, so neither can
 * lose the other.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { defaultShopSettings, ownerShopSettingsSchema, shopSettingsSchema, type OwnerShopSettings, type ShopSettings } from '../contract/shop-settings.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { shopSettingsKey } from '../../platform/table/keys.ts';
import { parseItem, type StoredItem } from '../../platform/table/stored-item.ts';
import { setClause, versionGuardOf } from '../../platform/table/version-guard.ts';

/** The item; its `version` is missing until the first save (0). The schema's object strips the key and updatedAt. */
const storedSettingsSchema = ownerShopSettingsSchema.extend({ version: z.number().int().default(0) });

async function readItem(): Promise<StoredItem | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: shopSettingsKey, ConsistentRead: true }));
  return Item;
}

export async function getShopSettings(): Promise<ShopSettings> {
  const item = await readItem();
  if (!item) return structuredClone(defaultShopSettings);
  return parseItem(shopSettingsSchema, 'shop settings', item);
}

/** The settings with the item's version, as the owner's screens read them (0 while never saved). */
export async function getOwnerShopSettings(): Promise<OwnerShopSettings> {
  const item = await readItem();
  if (!item) return { ...structuredClone(defaultShopSettings), version: 0 };
  return parseItem(storedSettingsSchema, 'shop settings', item);
}

/** What the owner's save sets; `paymentChoices` or `specialHours` absent: left as stored. */
type SettingsFields = Omit<ShopSettings, 'pausedUntil' | 'paymentChoices' | 'specialHours'> & {
  paymentChoices?: ShopSettings['paymentChoices'] | undefined;
  specialHours?: ShopSettings['specialHours'] | undefined;
};

/**
 * `name = if_not_exists(name, default)` for the fields a write does not set: a write to a missing
 * item leaves the whole settings (the defaults it stood for), never half an item.
 */
function defaultsWhereMissing(fields: readonly (keyof ShopSettings)[]) {
  const defaults = setClause(Object.fromEntries(fields.map((field) => [field, defaultShopSettings[field]])), 'd');
  return {
    clause: Object.keys(defaults.names)
      .map((name) => `${name} = if_not_exists(${name}, ${name.replace('#', ':')})`)
      .join(', '),
    names: defaults.names,
    values: defaults.values,
  };
}

function settingsOf(attributes: StoredItem | undefined): OwnerShopSettings {
  return parseItem(storedSettingsSchema, 'shop settings', attributes ?? {});
}

/**
 * PUT /owner/settings: hours, closures, capacity and lead times, only while the item's version is
 * `expectedVersion` (raising it); the pause is left as stored. The settings as now stored, or
 * 'conflict' when they were saved meanwhile.
 */
export async function saveShopSettings(fields: SettingsFields, expectedVersion: number, now = new Date()): Promise<OwnerShopSettings | 'conflict'> {
  const set = setClause({
    hours: fields.hours,
    closures: fields.closures,
    maxOrdersPerSlot: fields.maxOrdersPerSlot,
    leadMinutes: fields.leadMinutes,
    ...(fields.paymentChoices ? { paymentChoices: fields.paymentChoices } : {}),
    ...(fields.specialHours ? { specialHours: fields.specialHours } : {}),
    updatedAt: now.toISOString(),
  });
  const pause = defaultsWhereMissing([
    'pausedUntil',
    ...(fields.paymentChoices ? [] : (['paymentChoices'] as const)),
    ...(fields.specialHours ? [] : (['specialHours'] as const)),
  ]);
  const guard = versionGuardOf(expectedVersion);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: shopSettingsKey,
        UpdateExpression: `SET ${set.clause}, ${pause.clause} ${guard.increment}`,
        ConditionExpression: guard.condition,
        ExpressionAttributeNames: { ...set.names, ...pause.names, ...guard.names },
        ExpressionAttributeValues: { ...set.values, ...pause.values, ...guard.values },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return settingsOf(Attributes);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'conflict';
    throw error;
  }
}

/**
 * The pause (an instant) or none (null): `pausedUntil` alone, with no version (it cannot lose
 * another field, and the settings' version stays); on a missing item the other fields get the
 * defaults it stood for. The settings as now stored.
 */
export async function setPausedUntil(pausedUntil: string | null, now = new Date()): Promise<OwnerShopSettings> {
  const others = defaultsWhereMissing(['hours', 'closures', 'specialHours', 'maxOrdersPerSlot', 'leadMinutes', 'paymentChoices']);
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: shopSettingsKey,
      UpdateExpression: `SET pausedUntil = :pausedUntil, updatedAt = :now, ${others.clause}`,
      ExpressionAttributeNames: others.names,
      ExpressionAttributeValues: { ':pausedUntil': pausedUntil, ':now': now.toISOString(), ...others.values },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return settingsOf(Attributes);
}

/** Back to the defaults (the item removed). */
export async function deleteShopSettings(): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: shopSettingsKey }));
}
