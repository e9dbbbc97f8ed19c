/** POST /auth/two-factor {id, token, code}: finishes a sign-in with the e-mailed code. */
import { twoFactorRequestSchema } from '../../contracts/auth.ts';
import { clientAddress, http, Reply } from '../../middleware/http.ts';
import { completeTwoFactor } from '../../services/accounts.ts';
import { startSession } from '../../services/session.ts';

export const handler = http({ route: 'auth/post-two-factor', body: twoFactorRequestSchema }, async ({ body, event }) => {
  const session = await startSession(await completeTwoFactor(body.id, body.token, body.code, clientAddress(event)));
  return new Reply(200, session.user, {}, [session.cookie]);
});
