/** GET /auth/isLoggdIn (spelt so): 200 with the user when the session is valid, else 401. */
import { http } from '../../middleware/http.ts';
import { toSessionUser } from '../../services/accounts.ts';

export const handler = http({ route: 'auth/get-is-logged-in' }, async ({ user }) => ({ loggedIn: true, user: toSessionUser(user) }));
