/** POST /visits {timestamp}: counts a browser session's visit; the user comes from the session, never the body. */
import { visitRequestSchema } from '../../accounts/contract/auth.ts';
import { http, Reply } from '../../platform/http/http.ts';
import { countVisit } from '../use-cases/visits.ts';

export const handler = http({ route: 'reports/post-visits', body: visitRequestSchema }, async ({ body, user }) => {
  await countVisit(user?.id, body.timestamp);
  return new Reply(201, { message: 'Visit recorded' });
});
