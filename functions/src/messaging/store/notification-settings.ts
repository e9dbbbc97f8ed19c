/**
 * A customer's choice of texts (keys.ts `notificationSettingsKey`): whether checkout starts with "Text me about this
 * order" ticked, and, when texts were turned on in the account's settings, that consent (the words, when, the page).
 * Each order keeps its own consent too: the order's texts go by the order's, unless texts were turned off in the
 * settings after it was given (`textsOffAt`: the customer's later word, for every order).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, tableName } from '../../platform/table/client.ts';
import { notificationSettingsKey } from '../../platform/table/keys.ts';
import { parseItem } from '../../platform/table/stored-item.ts';

export const notificationSettingsItemType = 'notificationSettings';

const consentSchema = z.object({ phone: z.string(), at: z.string(), words: z.string(), page: z.string() });
const settingsSchema = z.object({
  texts: z.boolean().default(false),
  consent: consentSchema.optional(),
  /** When the customer turned texts off in the settings: no text goes for a consent given before it. */
  textsOffAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type NotificationSettings = z.infer<typeof settingsSchema>;

export async function getNotificationSettings(userId: string): Promise<NotificationSettings> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: notificationSettingsKey(userId), ConsistentRead: true }));
  return Item ? parseItem(settingsSchema, 'notification settings', Item) : { texts: false };
}

/** Writes the customer's choice whole (the last choice wins: it is theirs alone, from one account). */
export async function putNotificationSettings(userId: string, settings: NotificationSettings): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...notificationSettingsKey(userId), type: notificationSettingsItemType, ...settings } }));
}
