/**
 * POST /auth/verification-link: "Resend the link" for a signed-in account whose address is not verified yet. 202 with
 * a message and the device cookie the new sign-up link is bound to (409 when the address is verified already).
 */
import { http, Reply } from '../../platform/http/http.ts';
import { resendVerification } from '../use-cases/accounts.ts';
import { signUpDevice } from '../use-cases/session.ts';

export const handler = http({ route: 'accounts/post-verification-link' }, async ({ user, event }) => {
  const device = signUpDevice(event.cookies);
  return new Reply(202, await resendVerification(user, device.secret), {}, [device.cookie]);
});
