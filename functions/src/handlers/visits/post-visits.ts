/** POST /visits {timestamp}: counts a browser session's visit; the user comes from the session, never the body. */
import { visitRequestSchema } from '../../contracts/auth.ts';
import { http, Reply } from '../../middleware/http.ts';
import { countVisit } from '../../services/visits.ts';

export const handler = http({ route: 'visits/post-visits', body: visitRequestSchema }, async ({ body, user }) => {
  await countVisit(user?.id, body.timestamp);
  return new Reply(201, { message: 'Visit recorded' });
});
