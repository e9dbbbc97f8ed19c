/** GET /quotes: the signed-in customer's catering quotes (those sent to their verified e-mail), the newest first. */
import { http } from '../../platform/http/http.ts';
import { customerQuotes } from '../use-cases/customer-quotes.ts';

export const handler = http({ route: 'quotes/get-quotes' }, async ({ user }) => customerQuotes(user));
