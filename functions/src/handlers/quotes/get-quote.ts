/** GET /quotes/{quoteId}: one of the signed-in customer's catering quotes (404 for anyone else's, a draft, or a bad id). */
import { quotePathSchema } from '../../contracts/catering-quote.ts';
import { http } from '../../middleware/http.ts';
import { customerQuote, customerQuoteNotFound } from '../../services/customer-quotes.ts';

export const handler = http({ route: 'quotes/get-quote' }, async ({ pathParameters, user }) => {
  const path = quotePathSchema.safeParse(pathParameters);
  if (!path.success) throw customerQuoteNotFound();
  return customerQuote(user, path.data.quoteId);
});
