/** PUT /users/password {currentPassword, password}: changes the password, ends other sessions, keeps this one. */
import { passwordChangeRequestSchema } from '../contract/auth.ts';
import { clientAddress, http, Reply } from '../../platform/http/http.ts';
import { changePassword } from '../use-cases/passwords.ts';
import { startSession } from '../use-cases/session.ts';

export const handler = http({ route: 'accounts/put-password', body: passwordChangeRequestSchema }, async ({ body, user, event }) => {
  const session = await startSession(await changePassword(user, body.currentPassword, body.password, clientAddress(event)));
  return new Reply(200, session.user, {}, [session.cookie]);
});
