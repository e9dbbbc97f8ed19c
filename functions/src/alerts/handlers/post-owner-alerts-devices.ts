/**
 * POST /owner/alerts/devices {subscription, label}: this device turns alerts on. The subscription is checked before
 * anything is stored (platform/contract/push-endpoint.ts): the server will post to its endpoint. Off AWS the local push
 * service's endpoints pass too (LOCAL_PUSH_ORIGIN, read at each call: docs/local-push.md).
 */
import * as z from 'zod';
import { alertDeviceRequestSchemaFor } from '../contract/alerts.ts';
import { http } from '../../platform/http/http.ts';
import { localPushOrigin } from '../../platform/push/web-push.ts';
import { addAlertDevice } from '../use-cases/owner-alerts.ts';

const body = z.lazy(() => alertDeviceRequestSchemaFor({ localPushOrigin: localPushOrigin() }));

export const handler = http({ route: 'alerts/post-owner-alerts-devices', body }, async ({ body: request, user }) => addAlertDevice(user, request));
