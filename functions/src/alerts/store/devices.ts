/**
 * The devices that take the kitchen's push alerts (keys.ts `alertDeviceKey`): one item each, holding the browser's
 * push subscription (checked before it was stored: platform/contract/push-subscription.ts), which no answer shows.
 * A device the push service says is gone (404/410) is removed, never tried again.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import * as z from 'zod';
import { conditionHeld } from '../../platform/table/conditional-write.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { alertDeviceKey, alertDevicePartition } from '../../platform/table/keys.ts';
import { queryAll } from '../../platform/table/query.ts';
import { parseItem } from '../../platform/table/stored-item.ts';
import { alertDeviceSchema, type AlertDevice } from '../contract/alerts.ts';

export const alertDeviceItemType = 'alertDevice';

const storedDeviceSchema = alertDeviceSchema.extend({
  subscription: z.object({ endpoint: z.string(), keys: z.object({ p256dh: z.string(), auth: z.string() }) }),
});
export type StoredDevice = z.infer<typeof storedDeviceSchema>;
export type PushSubscriptionKeys = StoredDevice['subscription'];

/** Every device, oldest first (ULIDs sort by time). */
export async function listDevices(): Promise<StoredDevice[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': alertDevicePartition },
    ConsistentRead: true,
  });
  return items.map((item) => parseItem(storedDeviceSchema, 'alert device', item));
}

/** One device by its id, or undefined when it is not there (never added, or removed). */
export async function getDevice(deviceId: string): Promise<StoredDevice | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: alertDeviceKey(deviceId), ConsistentRead: true }));
  return Item ? parseItem(storedDeviceSchema, 'alert device', Item) : undefined;
}

/** The device as listed to the owner: no subscription. */
export function publicDevice({ subscription, ...device }: StoredDevice): AlertDevice {
  void subscription;
  return alertDeviceSchema.parse(device);
}

/**
 * Adds a device, or answers the one already holding this subscription (a second "turn on alerts" on one device adds
 * nothing): the endpoint names the browser's subscription, so it is the device's identity.
 */
export async function addDevice(input: { subscription: PushSubscriptionKeys; label: string; addedBy: string }, now = new Date()): Promise<StoredDevice> {
  const existing = (await listDevices()).find((device) => device.subscription.endpoint === input.subscription.endpoint);
  if (existing) return existing;
  const device: StoredDevice = {
    deviceId: ulid(now.getTime()),
    label: input.label,
    addedAt: now.toISOString(),
    addedBy: input.addedBy,
    subscription: input.subscription,
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...alertDeviceKey(device.deviceId), type: alertDeviceItemType, ...device },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return device;
}

/** Removes a device; false when it was not there. */
export function removeDevice(deviceId: string): Promise<boolean> {
  return conditionHeld(db().send(new DeleteCommand({ TableName: tableName(), Key: alertDeviceKey(deviceId), ConditionExpression: 'attribute_exists(pk)' })));
}

export type TestClaim = 'claimed' | 'tooSoon' | 'gone';

/**
 * Claims a test alert for the device: at most one per `spacingSeconds` per device (a conditional write, so two presses
 * at once send one). 'tooSoon' with the last test's time inside the spacing; 'gone' when the device was removed.
 */
export async function claimTest(deviceId: string, spacingSeconds: number, now = new Date()): Promise<TestClaim> {
  const cutoff = new Date(now.getTime() - spacingSeconds * 1000).toISOString();
  const written = await conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: alertDeviceKey(deviceId),
        UpdateExpression: 'SET testedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(testedAt) OR testedAt < :cutoff)',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':cutoff': cutoff },
      }),
    ),
  );
  if (written) return 'claimed';
  return (await getDevice(deviceId)) ? 'tooSoon' : 'gone';
}
