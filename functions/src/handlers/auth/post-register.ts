/** POST /auth/register: creates the account and e-mails a verification link (same answer for a taken address). */
import { registerRequestSchema } from '../../contracts/auth.ts';
import { http, Reply } from '../../middleware/http.ts';
import { register, registrationAnswer } from '../../services/registration.ts';

export const handler = http({ route: 'auth/post-register', body: registerRequestSchema }, async ({ body }) => {
  await register(body);
  return new Reply(201, registrationAnswer);
});
