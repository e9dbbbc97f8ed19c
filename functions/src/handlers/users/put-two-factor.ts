/** PUT /users/two-factor {enabled}: turns sign-in codes by e-mail on or off (after password re-entry). */
import { twoFactorSettingRequestSchema } from '../../contracts/auth.ts';
import { http } from '../../middleware/http.ts';
import { setTwoFactor } from '../../services/account-settings.ts';
import { toSessionUser } from '../../services/accounts.ts';

export const handler = http({ route: 'users/put-two-factor', body: twoFactorSettingRequestSchema }, async ({ body, user }) =>
  toSessionUser(await setTwoFactor(user, body.enabled)),
);
