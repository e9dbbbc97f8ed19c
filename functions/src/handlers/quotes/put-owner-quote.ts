/** PUT /owner/quotes/{quoteId}: saves a draft, or revises a sent quote (its next version is e-mailed), over the revision read. */
import { quoteUpdateSchema } from '../../contracts/catering-quote.ts';
import { http } from '../../middleware/http.ts';
import { quoteIdOf, updateQuote } from '../../services/catering-quotes.ts';

export const handler = http({ route: 'quotes/put-owner-quote', body: quoteUpdateSchema }, async ({ pathParameters, body, user }) =>
  updateQuote(user, quoteIdOf(pathParameters), body),
);
