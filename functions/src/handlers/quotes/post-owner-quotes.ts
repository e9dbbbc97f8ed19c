/** POST /owner/quotes: a new catering quote, as a draft, priced by the server from the live menu. */
import { quoteDraftSchema } from '../../contracts/catering-quote.ts';
import { http, Reply } from '../../middleware/http.ts';
import { createQuote } from '../../services/catering-quotes.ts';

export const handler = http(
  { route: 'quotes/post-owner-quotes', body: quoteDraftSchema },
  async ({ body, user }) => new Reply(201, await createQuote(user, body)),
);
