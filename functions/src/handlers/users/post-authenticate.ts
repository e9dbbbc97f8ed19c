/** POST /users/authenticate {password}: password re-entry for sensitive changes (valid 15 minutes). */
import { reauthenticateRequestSchema } from '../../contracts/auth.ts';
import { clientAddress, http } from '../../middleware/http.ts';
import { reenterPassword } from '../../services/account-settings.ts';

export const handler = http({ route: 'users/post-authenticate', body: reauthenticateRequestSchema }, async ({ body, user, event }) => ({
  passwordEnteredTime: await reenterPassword(user, body.password, clientAddress(event)),
}));
