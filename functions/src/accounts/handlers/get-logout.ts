/** GET /auth/logout: ends the session (the only state change on a GET: docs/product.md#session). */
import { http, Reply } from '../../platform/http/http.ts';
import { endSessions } from '../use-cases/session.ts';

export const handler = http({ route: 'accounts/get-logout' }, async ({ user }) => {
  const { cookie } = await endSessions(user);
  return new Reply(200, { message: 'Signed out' }, {}, [cookie]);
});
