/** PUT /users/two-factor {enabled, password?}: turns sign-in codes by e-mail on (after password re-entry) or off (with the password, e-mailing the account). */
import { twoFactorSettingRequestSchema } from '../../contracts/auth.ts';
import { clientAddress, http } from '../../middleware/http.ts';
import { setTwoFactor } from '../../services/account-settings.ts';
import { toSessionUser } from '../../services/accounts.ts';

export const handler = http({ route: 'users/put-two-factor', body: twoFactorSettingRequestSchema }, async ({ body, user, event }) =>
  toSessionUser(await setTwoFactor(user, body.enabled, { password: body.password, clientAddress: clientAddress(event) })),
);
