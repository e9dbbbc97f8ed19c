/**
 * The kitchen's alert settings (keys.ts `alertSettingsKey`), one item; a missing item stands for
 * `defaultAlertSettings`. The owner's save replaces them over the version read
 * (docs/decisions.md#owner-writes-carry-the-version-they-read).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, tableName } from '../../platform/table/client.ts';
import { alertSettingsKey } from '../../platform/table/keys.ts';
import { parseItem } from '../../platform/table/stored-item.ts';
import { versionGuardOf } from '../../platform/table/version-guard.ts';
import { alertSettingsSchema, defaultAlertSettings, type AlertSettings } from '../contract/alerts.ts';

const storedSchema = alertSettingsSchema.extend({ version: z.number().int().default(0) });
export type VersionedAlertSettings = { settings: AlertSettings; version: number };

export async function getAlertSettings(): Promise<VersionedAlertSettings> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: alertSettingsKey, ConsistentRead: true }));
  if (!Item) return { settings: structuredClone(defaultAlertSettings), version: 0 };
  const { version, ...settings } = parseItem(storedSchema, 'alert settings', Item);
  return { settings, version };
}

/** The settings as now stored, or 'conflict' when another save came first. */
export async function saveAlertSettings(settings: AlertSettings, expectedVersion: number, now = new Date()): Promise<VersionedAlertSettings | 'conflict'> {
  const guard = versionGuardOf(expectedVersion);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: alertSettingsKey,
        UpdateExpression: `SET kitchenPhones = :phones, ladder = :ladder, autoAccept = :autoAccept, updatedAt = :now ${guard.increment}`,
        ConditionExpression: guard.condition,
        ExpressionAttributeNames: guard.names,
        ExpressionAttributeValues: {
          ':phones': settings.kitchenPhones,
          ':ladder': settings.ladder,
          ':autoAccept': settings.autoAccept,
          ':now': now.toISOString(),
          ...guard.values,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const { version, ...saved } = parseItem(storedSchema, 'alert settings', Attributes ?? {});
    return { settings: saved, version };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'conflict';
    throw error;
  }
}
