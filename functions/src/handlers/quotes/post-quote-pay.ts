/** POST /quotes/{quoteId}/pay {token}: the card page for the quote's deposit (or the whole), from the customer's link. */
import { quoteLinkSchema } from '../../contracts/catering-quote.ts';
import { http } from '../../middleware/http.ts';
import { quoteIdOf } from '../../services/catering-quotes.ts';
import { payQuote } from '../../services/quote-payments.ts';

export const handler = http({ route: 'quotes/post-quote-pay', body: quoteLinkSchema }, async ({ pathParameters, body }) =>
  payQuote(quoteIdOf(pathParameters), body.token),
);
