/**
 * POST /account/notifications/devices {subscription, label}: this device takes the customer's order updates. The
 * subscription is checked before anything is stored, as the kitchen's are (platform/contract/push-endpoint.ts): the
 * server will post to its endpoint. Off AWS the local push service's endpoints pass too (docs/local-push.md).
 */
import * as z from 'zod';
import { http, Reply } from '../../platform/http/http.ts';
import { localPushOrigin } from '../../platform/push/web-push.ts';
import { customerDeviceRequestSchemaFor } from '../contract/customer-updates.ts';
import { addCustomerDevice } from '../use-cases/account-notifications.ts';

const body = z.lazy(() => customerDeviceRequestSchemaFor({ localPushOrigin: localPushOrigin() }));

export const handler = http({ route: 'messaging/post-account-notifications-devices', body }, async ({ user, body: request }) => {
  const { device, created } = await addCustomerDevice(user, request);
  return new Reply(created ? 201 : 200, { device });
});
