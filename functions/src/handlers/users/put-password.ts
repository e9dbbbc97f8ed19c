/** PUT /users/password {currentPassword, password}: changes the password, ends other sessions, keeps this one. */
import { passwordChangeRequestSchema } from '../../contracts/auth.ts';
import { clientAddress, http } from '../../middleware/http.ts';
import { changePassword } from '../../services/passwords.ts';
import { signedInReply } from '../../services/session.ts';

export const handler = http({ body: passwordChangeRequestSchema, auth: 'user' }, async ({ body, user, event }) =>
  signedInReply(await changePassword(user, body.currentPassword, body.password, clientAddress(event))),
);
