/** GET /messages: the signed-in customer's messages about their orders, newest first. */
import { http } from '../../middleware/http.ts';
import { messagesOf } from '../../services/messages.ts';

export const handler = http({ auth: 'user' }, async ({ user }) => messagesOf(user.id));
