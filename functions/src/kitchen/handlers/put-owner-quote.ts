/** PUT /owner/quotes/{quoteId}: saves a draft, or revises a sent quote (its next version is e-mailed), over the revision read. */
import { quoteUpdateSchema } from '../../quotes/contract/catering-quote.ts';
import { http } from '../../platform/http/http.ts';
import { updateQuote } from '../use-cases/catering-quotes.ts';
import { quoteIdOf } from '../../quotes/index.ts';

export const handler = http({ route: 'kitchen/put-owner-quote', body: quoteUpdateSchema }, async ({ pathParameters, body, user }) =>
  updateQuote(user, quoteIdOf(pathParameters), body),
);
