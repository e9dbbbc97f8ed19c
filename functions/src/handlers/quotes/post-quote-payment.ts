/** POST /quotes/{quoteId}/payment {token, outcome}: back from the card page; answers the quote as it is now. */
import { quotePaymentReturnSchema } from '../../contracts/catering-quote.ts';
import { http } from '../../middleware/http.ts';
import { quoteIdOf } from '../../services/catering-quotes.ts';
import { returnToQuote } from '../../services/quote-payments.ts';

export const handler = http({ route: 'quotes/post-quote-payment', body: quotePaymentReturnSchema }, async ({ pathParameters, body }) =>
  returnToQuote(quoteIdOf(pathParameters), body.token, body.outcome),
);
