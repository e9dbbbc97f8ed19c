/** PUT /messages/{messageId}/read: marks one of the customer's messages read (204); 404 when not theirs. */
import { http, Reply } from '../../middleware/http.ts';
import { readMessage } from '../../services/messages.ts';

export const handler = http({ route: 'messages/put-message-read' }, async ({ user, pathParameters }) => {
  await readMessage(user.id, pathParameters.messageId ?? '');
  return new Reply(204, undefined);
});
