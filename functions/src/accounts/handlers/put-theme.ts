/** PUT /users/theme {theme}: saves the signed-in user's theme. */
import { themeRequestSchema } from '../contract/auth.ts';
import { http } from '../../platform/http/http.ts';
import { changeTheme } from '../use-cases/account-settings.ts';

export const handler = http({ route: 'accounts/put-theme', body: themeRequestSchema }, async ({ body, user }) => ({
  theme: await changeTheme(user, body.theme),
}));
