/** PUT /users/phone {phone}: changes the phone number (valid for its country, stored as E.164). */
import { phoneRequestSchema } from '../../platform/contract/phone.ts';
import { http } from '../../platform/http/http.ts';
import { changePhone } from '../use-cases/account-settings.ts';
import { toSessionUser } from '../use-cases/accounts.ts';

export const handler = http({ route: 'accounts/put-phone', body: phoneRequestSchema }, async ({ body, user }) =>
  toSessionUser(await changePhone(user, body.phone)),
);
