/**
 * POST /auth/register: creates the account and e-mails a sign-up link bound to this browser (same answer, and the
 * same device cookie, for a taken address).
 */
import { registerRequestSchema } from '../../contracts/auth.ts';
import { http, Reply } from '../../middleware/http.ts';
import { register, registrationAnswer } from '../../services/registration.ts';
import { signUpDevice } from '../../services/session.ts';

export const handler = http({ route: 'auth/post-register', body: registerRequestSchema }, async ({ body, event }) => {
  const device = signUpDevice(event.cookies);
  await register(body, device.secret);
  return new Reply(201, registrationAnswer, {}, [device.cookie]);
});
