/** POST /users/authenticate {password}: password re-entry for sensitive changes (valid 15 minutes). */
import { reauthenticateRequestSchema } from '../contract/auth.ts';
import { clientAddress, http } from '../../platform/http/http.ts';
import { reenterPassword } from '../use-cases/account-settings.ts';

export const handler = http({ route: 'accounts/post-authenticate', body: reauthenticateRequestSchema }, async ({ body, user, event }) => ({
  passwordEnteredTime: await reenterPassword(user, body.password, clientAddress(event)),
}));
