/** POST /auth/two-factor {id, token, code}: finishes a sign-in with the e-mailed code. */
import { twoFactorRequestSchema } from '../../contracts/auth.ts';
import { clientAddress, http } from '../../middleware/http.ts';
import { completeTwoFactor } from '../../services/accounts.ts';
import { signedInReply } from '../../services/session.ts';

export const handler = http({ body: twoFactorRequestSchema }, async ({ body, event }) =>
  signedInReply(await completeTwoFactor(body.id, body.token, body.code, clientAddress(event))),
);
