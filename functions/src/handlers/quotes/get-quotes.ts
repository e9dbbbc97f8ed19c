/** GET /quotes: the signed-in customer's catering quotes (those sent to their verified e-mail), the newest first. */
import { http } from '../../middleware/http.ts';
import { customerQuotes } from '../../services/customer-quotes.ts';

export const handler = http({ route: 'quotes/get-quotes' }, async ({ user }) => customerQuotes(user));
