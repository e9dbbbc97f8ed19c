/** POST /visits {timestamp}: counts a browser session's visit; the user comes from the session, never the body. */
import { visitRequestSchema } from '../../contracts/auth.ts';
import { recordVisit } from '../../data/visit.ts';
import { http, Reply } from '../../middleware/http.ts';

export const handler = http({ body: visitRequestSchema, auth: 'optional' }, async ({ body, user }) => {
  await recordVisit({ userId: user?.id ?? null, timestamp: body.timestamp });
  return new Reply(201, { message: 'Visit recorded' });
});
