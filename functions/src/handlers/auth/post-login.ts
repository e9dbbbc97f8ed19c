/** POST /auth/login: 200 with the user and a session cookie, or 201 {id, token} when a sign-in code was e-mailed. */
import { loginRequestSchema } from '../../contracts/auth.ts';
import { clientAddress, http, Reply } from '../../middleware/http.ts';
import { signIn } from '../../services/accounts.ts';
import { startSession } from '../../services/session.ts';

export const handler = http({ route: 'auth/post-login', body: loginRequestSchema }, async ({ body, event }) => {
  const result = await signIn(body.email, body.password, clientAddress(event));
  if (result.kind === 'codeSent') return new Reply(201, { id: result.id, token: result.token });
  const session = await startSession(result.user);
  return new Reply(200, session.user, {}, [session.cookie]);
});
