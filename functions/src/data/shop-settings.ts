/**
 * The day's settings (keys.ts: `shopSettingsKey`), one item. A missing item stands for the defaults
 * of config/business.ts and config/ordering.ts (contracts/shop-settings.ts: `defaultShopSettings`).
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { defaultShopSettings, shopSettingsSchema, type ShopSettings } from '../contracts/shop-settings.ts';
import { db, tableName } from './client.ts';
import { shopSettingsKey } from './keys.ts';
import { parseItem } from './stored-item.ts';

export async function getShopSettings(): Promise<ShopSettings> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: shopSettingsKey, ConsistentRead: true }));
  if (!Item) return structuredClone(defaultShopSettings);
  // The schema's object strips the key and updatedAt.
  return parseItem(shopSettingsSchema, 'shop settings', Item);
}

export async function putShopSettings(settings: ShopSettings, now = new Date()): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...shopSettingsKey, ...shopSettingsSchema.parse(settings), updatedAt: now.toISOString() } }),
  );
}

/** Back to the defaults (the item removed). */
export async function deleteShopSettings(): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: shopSettingsKey }));
}
