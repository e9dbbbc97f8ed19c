/** POST /owner/quotes/{quoteId}/cancel: no link opens the quote any more; its enquiry is closed. */
import { quoteStepSchema } from '../../quotes/contract/catering-quote.ts';
import { http } from '../../platform/http/http.ts';
import { cancelQuote } from '../use-cases/catering-quotes.ts';
import { quoteIdOf } from '../../quotes/index.ts';

export const handler = http({ route: 'kitchen/post-owner-quote-cancel', body: quoteStepSchema }, async ({ pathParameters, body, user }) =>
  cancelQuote(user, quoteIdOf(pathParameters), body.revision),
);
