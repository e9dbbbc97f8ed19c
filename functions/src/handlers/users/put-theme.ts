/** PUT /users/theme {theme}: saves the signed-in user's theme. */
import { themeRequestSchema } from '../../contracts/auth.ts';
import { updateUser } from '../../data/user.ts';
import { http } from '../../middleware/http.ts';

export const handler = http({ body: themeRequestSchema, auth: 'user' }, async ({ body, user }) => {
  const updated = await updateUser(user.id, { theme: body.theme });
  return { theme: updated.theme };
});
