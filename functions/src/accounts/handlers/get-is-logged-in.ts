/** GET /auth/isLoggdIn (spelt so): 200 with the user when the session is valid, else 401. */
import { http } from '../../platform/http/http.ts';
import { toSessionUser } from '../use-cases/accounts.ts';

export const handler = http({ route: 'accounts/get-is-logged-in' }, async ({ user }) => ({ loggedIn: true, user: toSessionUser(user) }));
