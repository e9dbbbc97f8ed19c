/** GET /owner/quotes: the catering quotes, newest first. */
import { http } from '../../middleware/http.ts';
import { ownerQuotes } from '../../services/catering-quotes.ts';

export const handler = http({ route: 'quotes/get-owner-quotes' }, async () => ({ quotes: await ownerQuotes() }));
