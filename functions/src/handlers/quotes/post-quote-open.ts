/** POST /quotes/{quoteId}/open {token}: the quote as the customer's e-mailed link shows it, without an account. */
import { quoteLinkSchema } from '../../contracts/catering-quote.ts';
import { http } from '../../middleware/http.ts';
import { quoteIdOf } from '../../services/catering-quotes.ts';
import { openQuote } from '../../services/quote-links.ts';

export const handler = http({ route: 'quotes/post-quote-open', body: quoteLinkSchema }, async ({ pathParameters, body }) =>
  openQuote(quoteIdOf(pathParameters), body.token),
);
