/** POST /auth/verify-email {userId, token}: proves the address from the e-mailed link (once). */
import { verifyEmailRequestSchema } from '../../contracts/auth.ts';
import { http } from '../../middleware/http.ts';
import { verifyEmail } from '../../services/accounts.ts';

export const handler = http({ route: 'auth/post-verify-email', body: verifyEmailRequestSchema }, async ({ body }) => {
  await verifyEmail(body.userId, body.token);
  return { message: 'Your e-mail address is verified. You can sign in now.' };
});
