/**
 * POST /auth/verification-link: "Resend the link" for a signed-in account whose address is not verified yet. 202 with
 * a message and the device cookie the new sign-up link is bound to (409 when the address is verified already).
 */
import { http, Reply } from '../../middleware/http.ts';
import { resendVerification } from '../../services/accounts.ts';
import { signUpDevice } from '../../services/session.ts';

export const handler = http({ route: 'auth/post-verification-link' }, async ({ user, event }) => {
  const device = signUpDevice(event.cookies);
  return new Reply(202, await resendVerification(user, device.secret), {}, [device.cookie]);
});
