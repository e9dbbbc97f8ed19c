/** POST /owner/quotes/{quoteId}/send: the draft goes out; the stream e-mails the customer its link. */
import { quoteStepSchema } from '../../contracts/catering-quote.ts';
import { http } from '../../middleware/http.ts';
import { quoteIdOf, sendQuote } from '../../services/catering-quotes.ts';

export const handler = http({ route: 'quotes/post-owner-quote-send', body: quoteStepSchema }, async ({ pathParameters, body, user }) =>
  sendQuote(user, quoteIdOf(pathParameters), body.revision),
);
