/** PUT /users/email {email}: e-mails a verification link to the new address; it takes effect when followed. */
import { emailChangeRequestSchema } from '../contract/auth.ts';
import { http } from '../../platform/http/http.ts';
import { requestEmailChange } from '../use-cases/account-settings.ts';

export const handler = http({ route: 'accounts/put-email', body: emailChangeRequestSchema }, async ({ body, user }) => {
  await requestEmailChange(user, body.email);
  return { message: `We have sent a link to ${body.email}. Your address changes when you follow it.` };
});
