/** PUT /users/theme {theme}: saves the signed-in user's theme. */
import { themeRequestSchema } from '../../contracts/auth.ts';
import { http } from '../../middleware/http.ts';
import { changeTheme } from '../../services/account-settings.ts';

export const handler = http({ route: 'users/put-theme', body: themeRequestSchema }, async ({ body, user }) => ({ theme: await changeTheme(user, body.theme) }));
