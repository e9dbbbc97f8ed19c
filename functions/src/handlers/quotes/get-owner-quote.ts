/** GET /owner/quotes/{quoteId}: one catering quote with its history. */
import { http } from '../../middleware/http.ts';
import { ownerQuote, quoteIdOf } from '../../services/catering-quotes.ts';

export const handler = http({ route: 'quotes/get-owner-quote' }, async ({ pathParameters }) => ownerQuote(quoteIdOf(pathParameters)));
