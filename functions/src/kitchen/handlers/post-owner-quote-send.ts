/** POST /owner/quotes/{quoteId}/send: the draft goes out; the stream e-mails the customer its link. */
import { quoteStepSchema } from '../../quotes/contract/catering-quote.ts';
import { http } from '../../platform/http/http.ts';
import { sendQuote } from '../use-cases/catering-quotes.ts';
import { quoteIdOf } from '../../quotes/index.ts';

export const handler = http({ route: 'kitchen/post-owner-quote-send', body: quoteStepSchema }, async ({ pathParameters, body, user }) =>
  sendQuote(user, quoteIdOf(pathParameters), body.revision),
);
