/** GET /auth/logout: ends the session (the only state change on a GET, as the spec has it). */
import { http } from '../../middleware/http.ts';
import { signedOutReply } from '../../services/session.ts';

export const handler = http({ auth: 'optional' }, async ({ user }) => signedOutReply(user));
