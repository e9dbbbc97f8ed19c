/**
 * A customer's devices that take their orders' pushes (keys.ts `customerDeviceKey`): in the customer's own partition,
 * so no request can reach another customer's; each holds the browser's push subscription (checked before it was
 * stored), which no answer shows. A device the push service says is gone (404/410) is removed.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import * as z from 'zod';
import { conditionHeld } from '../../platform/table/conditional-write.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { customerDeviceKey, customerDevicePrefix, userPk } from '../../platform/table/keys.ts';
import { queryPrefix } from '../../platform/table/query.ts';
import { parseItem } from '../../platform/table/stored-item.ts';
import { customerDeviceSchema, type CustomerDevice } from '../contract/customer-updates.ts';

export const customerDeviceItemType = 'customerDevice';

const storedDeviceSchema = customerDeviceSchema.extend({
  subscription: z.object({ endpoint: z.string(), keys: z.object({ p256dh: z.string(), auth: z.string() }) }),
});
export type StoredCustomerDevice = z.infer<typeof storedDeviceSchema>;

/** The customer's devices, oldest first (ULIDs sort by time). */
export async function listCustomerDevices(userId: string): Promise<StoredCustomerDevice[]> {
  const items = await queryPrefix(userPk(userId), customerDevicePrefix, { consistentRead: true });
  return items.map((item) => parseItem(storedDeviceSchema, 'customer device', item));
}

/** The device as the customer sees it listed: no subscription. */
export function publicCustomerDevice({ subscription, ...device }: StoredCustomerDevice): CustomerDevice {
  void subscription;
  return customerDeviceSchema.parse(device);
}

/** Stores a new device of the customer's (the caller checked it is not one of theirs already, and the count). */
export async function putCustomerDevice(
  userId: string,
  input: Pick<StoredCustomerDevice, 'label' | 'subscription'>,
  now = new Date(),
): Promise<StoredCustomerDevice> {
  const device: StoredCustomerDevice = { deviceId: ulid(now.getTime()), label: input.label, addedAt: now.toISOString(), subscription: input.subscription };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...customerDeviceKey(userId, device.deviceId), type: customerDeviceItemType, userId, ...device },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return device;
}

/** Removes one of the customer's devices; false when they have no such device. */
export function removeCustomerDevice(userId: string, deviceId: string): Promise<boolean> {
  return conditionHeld(
    db().send(new DeleteCommand({ TableName: tableName(), Key: customerDeviceKey(userId, deviceId), ConditionExpression: 'attribute_exists(pk)' })),
  );
}
