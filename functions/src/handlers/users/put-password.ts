/** PUT /users/password {currentPassword, password}: changes the password, ends other sessions, keeps this one. */
import { passwordChangeRequestSchema } from '../../contracts/auth.ts';
import { clientAddress, http, Reply } from '../../middleware/http.ts';
import { changePassword } from '../../services/passwords.ts';
import { startSession } from '../../services/session.ts';

export const handler = http({ route: 'users/put-password', body: passwordChangeRequestSchema }, async ({ body, user, event }) => {
  const session = await startSession(await changePassword(user, body.currentPassword, body.password, clientAddress(event)));
  return new Reply(200, session.user, {}, [session.cookie]);
});
