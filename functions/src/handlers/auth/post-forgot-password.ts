/** POST /auth/forgot-password {email}: e-mails a reset link; the same answer for unknown addresses. */
import { forgotPasswordRequestSchema } from '../../contracts/auth.ts';
import { http } from '../../middleware/http.ts';
import { forgotPassword, forgotPasswordAnswer } from '../../services/passwords.ts';

export const handler = http({ route: 'auth/post-forgot-password', body: forgotPasswordRequestSchema }, async ({ body }) => {
  await forgotPassword(body.email);
  return forgotPasswordAnswer;
});
