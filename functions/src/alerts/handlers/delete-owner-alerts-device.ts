/** DELETE /owner/alerts/devices/{deviceId}: the device takes no more alerts. */
import { alertDevicePathSchema } from '../contract/alerts.ts';
import { notFound } from '../../platform/errors.ts';
import { http } from '../../platform/http/http.ts';
import { removeAlertDevice } from '../use-cases/owner-alerts.ts';

export const handler = http({ route: 'alerts/delete-owner-alerts-device' }, async ({ pathParameters }) => {
  const path = alertDevicePathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('That device no longer takes alerts.');
  return removeAlertDevice(path.data.deviceId);
});
