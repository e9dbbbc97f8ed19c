/** POST /owner/quotes/{quoteId}/cancel: no link opens the quote any more; its enquiry is closed. */
import { quoteStepSchema } from '../../contracts/catering-quote.ts';
import { http } from '../../middleware/http.ts';
import { cancelQuote, quoteIdOf } from '../../services/catering-quotes.ts';

export const handler = http({ route: 'quotes/post-owner-quote-cancel', body: quoteStepSchema }, async ({ pathParameters, body, user }) =>
  cancelQuote(user, quoteIdOf(pathParameters), body.revision),
);
