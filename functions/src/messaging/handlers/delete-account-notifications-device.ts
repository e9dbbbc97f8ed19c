/** DELETE /account/notifications/devices/{deviceId}: one of the customer's devices takes no more updates (204); 404 for any other. */
import { notFound } from '../../platform/errors.ts';
import { http, Reply } from '../../platform/http/http.ts';
import { customerDevicePathSchema } from '../contract/customer-updates.ts';
import { removeOwnDevice } from '../use-cases/account-notifications.ts';

export const handler = http({ route: 'messaging/delete-account-notifications-device' }, async ({ user, pathParameters }) => {
  const path = customerDevicePathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('That device does not take your order updates.');
  await removeOwnDevice(user, path.data.deviceId);
  return new Reply(204, undefined);
});
