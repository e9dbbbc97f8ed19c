/** POST /quotes/{quoteId}/payment {token, outcome}: back from the card page; answers the quote as it is now. */
import { quotePaymentReturnSchema } from '../../quotes/contract/catering-quote.ts';
import { http } from '../../platform/http/http.ts';
import { quoteIdOf } from '../../quotes/index.ts';
import { returnToQuote } from '../use-cases/quote-payments.ts';

export const handler = http({ route: 'payments/post-quote-payment', body: quotePaymentReturnSchema }, async ({ pathParameters, body }) =>
  returnToQuote(quoteIdOf(pathParameters), body.token, body.outcome),
);
