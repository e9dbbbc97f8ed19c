/**
 * POST /auth/register: creates the account, signs this browser in (201 with the message, the user and the session
 * cookie) and e-mails a sign-up link bound to this browser: the same answer, and the same cookies, for a taken address
 * (docs/business-rules.md#registration).
 */
import { registerRequestSchema } from '../contract/auth.ts';
import { http, Reply } from '../../platform/http/http.ts';
import { register, registrationAnswer } from '../use-cases/registration.ts';
import { signUpDevice, startSession } from '../use-cases/session.ts';

export const handler = http({ route: 'accounts/post-register', body: registerRequestSchema }, async ({ body, event }) => {
  const device = signUpDevice(event.cookies);
  const session = await startSession(await register(body, device.secret));
  return new Reply(201, { ...registrationAnswer, user: session.user }, {}, [device.cookie, session.cookie]);
});
