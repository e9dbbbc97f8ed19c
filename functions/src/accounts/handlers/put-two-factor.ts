/** PUT /users/two-factor {enabled, password?}: turns sign-in codes by e-mail on (after password re-entry) or off (with the password, e-mailing the account). */
import { twoFactorSettingRequestSchema } from '../contract/auth.ts';
import { clientAddress, http } from '../../platform/http/http.ts';
import { setTwoFactor } from '../use-cases/account-settings.ts';
import { toSessionUser } from '../use-cases/accounts.ts';

export const handler = http({ route: 'accounts/put-two-factor', body: twoFactorSettingRequestSchema }, async ({ body, user, event }) =>
  toSessionUser(await setTwoFactor(user, body.enabled, { password: body.password, clientAddress: clientAddress(event) })),
);
