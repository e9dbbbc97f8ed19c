/** PUT /users/phone {phone}: changes the phone number (valid for its country, stored as E.164). */
import { phoneRequestSchema } from '../../contracts/phone.ts';
import { http } from '../../middleware/http.ts';
import { changePhone } from '../../services/account-settings.ts';
import { toSessionUser } from '../../services/accounts.ts';

export const handler = http({ route: 'users/put-phone', body: phoneRequestSchema }, async ({ body, user }) =>
  toSessionUser(await changePhone(user, body.phone)),
);
