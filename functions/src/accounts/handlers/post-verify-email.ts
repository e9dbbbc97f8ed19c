/**
 * POST /auth/verify-email {userId, token, password?}: follows the e-mailed link once. A sign-up link signs in
 * (the session cookie) in the browser that registered, or elsewhere with the password (docs/business-rules.md#email-verification).
 */
import { verifyEmailRequestSchema } from '../contract/auth.ts';
import { clientAddress, http, Reply } from '../../platform/http/http.ts';
import { verifyEmail } from '../use-cases/accounts.ts';
import { signUpDeviceCleared, signUpDeviceSecret, startSession } from '../use-cases/session.ts';

export const handler = http({ route: 'accounts/post-verify-email', body: verifyEmailRequestSchema }, async ({ body, event }) => {
  const result = await verifyEmail({
    userId: body.userId,
    secret: body.token,
    password: body.password,
    deviceSecret: signUpDeviceSecret(event.cookies),
    clientAddress: clientAddress(event),
  });
  if (result.kind === 'verified') return { message: result.message };
  const session = await startSession(result.user);
  // The device cookie is cleared first: a client keeping one cookie at a time ends with the session.
  return new Reply(200, { message: result.message, user: session.user }, {}, [signUpDeviceCleared(), session.cookie]);
});
