/** GET /account/notifications: where the signed-in customer is told about their orders, and what this stage can send. */
import { http } from '../../platform/http/http.ts';
import { readNotifications } from '../use-cases/account-notifications.ts';

export const handler = http({ route: 'messaging/get-account-notifications' }, async ({ user }) => readNotifications(user));
