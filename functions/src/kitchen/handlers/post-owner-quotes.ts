/** POST /owner/quotes: a new catering quote, as a draft, priced by the server from the live menu. */
import { quoteDraftSchema } from '../../quotes/contract/catering-quote.ts';
import { http, Reply } from '../../platform/http/http.ts';
import { createQuote } from '../use-cases/catering-quotes.ts';

export const handler = http(
  { route: 'kitchen/post-owner-quotes', body: quoteDraftSchema },
  async ({ body, user }) => new Reply(201, await createQuote(user, body)),
);
