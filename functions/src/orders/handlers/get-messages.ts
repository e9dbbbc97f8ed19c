/** GET /messages: the signed-in customer's messages about their orders, newest first. */
import { http } from '../../platform/http/http.ts';
import { messagesOf } from '../use-cases/messages.ts';

export const handler = http({ route: 'orders/get-messages' }, async ({ user }) => messagesOf(user.id));
