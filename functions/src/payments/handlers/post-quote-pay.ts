/** POST /quotes/{quoteId}/pay {token}: the card page for the quote's deposit (or the whole), from the customer's link. */
import { quoteLinkSchema } from '../../quotes/contract/catering-quote.ts';
import { http } from '../../platform/http/http.ts';
import { quoteIdOf } from '../../quotes/index.ts';
import { payQuote } from '../use-cases/quote-payments.ts';

export const handler = http({ route: 'payments/post-quote-pay', body: quoteLinkSchema }, async ({ pathParameters, body }) =>
  payQuote(quoteIdOf(pathParameters), body.token),
);
