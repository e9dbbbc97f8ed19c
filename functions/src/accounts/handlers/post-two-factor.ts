/** POST /auth/two-factor {id, token, code}: finishes a sign-in with the e-mailed code. */
import { twoFactorRequestSchema } from '../contract/auth.ts';
import { clientAddress, http, Reply } from '../../platform/http/http.ts';
import { completeTwoFactor } from '../use-cases/accounts.ts';
import { startSession } from '../use-cases/session.ts';

export const handler = http({ route: 'accounts/post-two-factor', body: twoFactorRequestSchema }, async ({ body, event }) => {
  const session = await startSession(await completeTwoFactor(body.id, body.token, body.code, clientAddress(event)));
  return new Reply(200, session.user, {}, [session.cookie]);
});
