/** POST /auth/forgot-password {email}: e-mails a reset link; the same answer for unknown addresses. */
import { forgotPasswordRequestSchema } from '../contract/auth.ts';
import { http } from '../../platform/http/http.ts';
import { forgotPassword, forgotPasswordAnswer } from '../use-cases/passwords.ts';

export const handler = http({ route: 'accounts/post-forgot-password', body: forgotPasswordRequestSchema }, async ({ body }) => {
  await forgotPassword(body.email);
  return forgotPasswordAnswer;
});
