/**
 * POST /auth/login: 200 with the user and a session cookie, 201 {id, token} when a sign-in code was e-mailed, or
 * 202 {message, verificationSent} when the address is not verified yet and a new sign-up link was e-mailed.
 */
import { loginRequestSchema } from '../contract/auth.ts';
import { clientAddress, http, Reply } from '../../platform/http/http.ts';
import { signIn } from '../use-cases/accounts.ts';
import { signUpDevice, startSession } from '../use-cases/session.ts';

export const handler = http({ route: 'accounts/post-login', body: loginRequestSchema }, async ({ body, event }) => {
  const device = signUpDevice(event.cookies);
  const result = await signIn(body.email, body.password, clientAddress(event), device.secret);
  if (result.kind === 'codeSent') return new Reply(201, { id: result.id, token: result.token });
  if (result.kind === 'verificationSent') return new Reply(202, { message: result.message, verificationSent: true }, {}, [device.cookie]);
  const session = await startSession(result.user);
  return new Reply(200, session.user, {}, [session.cookie]);
});
