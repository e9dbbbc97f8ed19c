/** GET /quotes/{quoteId}: one of the signed-in customer's catering quotes (404 for anyone else's, a draft, or a bad id). */
import { quotePathSchema } from '../contract/catering-quote.ts';
import { http } from '../../platform/http/http.ts';
import { customerQuote, customerQuoteNotFound } from '../use-cases/customer-quotes.ts';

export const handler = http({ route: 'quotes/get-quote' }, async ({ pathParameters, user }) => {
  const path = quotePathSchema.safeParse(pathParameters);
  if (!path.success) throw customerQuoteNotFound();
  return customerQuote(user, path.data.quoteId);
});
