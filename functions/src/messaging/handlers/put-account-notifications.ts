/** PUT /account/notifications {texts}: texts about orders on (a consent, to the account's phone) or off. */
import { http } from '../../platform/http/http.ts';
import { notificationsSaveSchema } from '../contract/customer-updates.ts';
import { saveNotifications } from '../use-cases/account-notifications.ts';

export const handler = http({ route: 'messaging/put-account-notifications', body: notificationsSaveSchema }, async ({ user, body }) =>
  saveNotifications(user, body),
);
