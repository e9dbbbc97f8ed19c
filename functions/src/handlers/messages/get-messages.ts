/** GET /messages: the signed-in customer's messages about their orders, newest first. */
import { http } from '../../middleware/http.ts';
import { messagesOf } from '../../services/messages.ts';

export const handler = http({ route: 'messages/get-messages' }, async ({ user }) => messagesOf(user.id));
