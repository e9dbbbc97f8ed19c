/** POST /auth/reset-password {id, token, password}: sets a new password from the e-mailed link; does not sign in. */
import { resetPasswordRequestSchema } from '../contract/auth.ts';
import { http } from '../../platform/http/http.ts';
import { resetPassword } from '../use-cases/passwords.ts';

export const handler = http({ route: 'accounts/post-reset-password', body: resetPasswordRequestSchema }, async ({ body }) => {
  await resetPassword(body.id, body.token, body.password);
  return { message: 'Your password has been changed. Please sign in with the new one.' };
});
