/** GET /auth/logout: ends the session (the only state change on a GET: docs/product.md#session). */
import { http, Reply } from '../../middleware/http.ts';
import { endSessions } from '../../services/session.ts';

export const handler = http({ route: 'auth/get-logout' }, async ({ user }) => {
  const { cookie } = await endSessions(user);
  return new Reply(200, { message: 'Signed out' }, {}, [cookie]);
});
