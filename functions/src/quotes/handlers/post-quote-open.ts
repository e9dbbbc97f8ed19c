/** POST /quotes/{quoteId}/open {token}: the quote as the customer's e-mailed link shows it, without an account. */
import { quoteLinkSchema } from '../contract/catering-quote.ts';
import { http } from '../../platform/http/http.ts';
import { quoteIdOf } from '../../quotes/use-cases/quote-links.ts';
import { openQuote } from '../use-cases/quote-links.ts';

export const handler = http({ route: 'quotes/post-quote-open', body: quoteLinkSchema }, async ({ pathParameters, body }) =>
  openQuote(quoteIdOf(pathParameters), body.token),
);
