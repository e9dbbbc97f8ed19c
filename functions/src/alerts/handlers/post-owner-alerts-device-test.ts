/** POST /owner/alerts/devices/{deviceId}/test: "Send a test alert" to one device (at most one a minute per device: 429). */
import { alertDevicePathSchema } from '../contract/alerts.ts';
import { notFound } from '../../platform/errors.ts';
import { http } from '../../platform/http/http.ts';
import { sendTestAlert } from '../use-cases/owner-alerts.ts';

export const handler = http({ route: 'alerts/post-owner-alerts-device-test' }, async ({ pathParameters }) => {
  const path = alertDevicePathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound('That device no longer takes alerts.');
  return sendTestAlert(path.data.deviceId);
});
