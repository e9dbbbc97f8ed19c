/** PUT /users/email {email}: e-mails a verification link to the new address; it takes effect when followed. */
import { emailChangeRequestSchema } from '../../contracts/auth.ts';
import { http } from '../../middleware/http.ts';
import { requestEmailChange } from '../../services/account-settings.ts';

export const handler = http({ route: 'users/put-email', body: emailChangeRequestSchema }, async ({ body, user }) => {
  await requestEmailChange(user, body.email);
  return { message: `We have sent a link to ${body.email}. Your address changes when you follow it.` };
});
