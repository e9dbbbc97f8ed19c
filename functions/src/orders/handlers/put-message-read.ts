/** PUT /messages/{messageId}/read: marks one of the customer's messages read (204); 404 when not theirs. */
import { http, Reply } from '../../platform/http/http.ts';
import { readMessage } from '../use-cases/messages.ts';

export const handler = http({ route: 'orders/put-message-read' }, async ({ user, pathParameters }) => {
  await readMessage(user.id, pathParameters.messageId ?? '');
  return new Reply(204, undefined);
});
