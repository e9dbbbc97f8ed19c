/** GET /buyAgain: what the customer ordered before, once each, priced today. */
import { http } from '../../platform/http/http.ts';
import { readBuyAgain } from '../use-cases/buy-again.ts';

export const handler = http({ route: 'ordering/get-buy-again' }, async ({ user }) => readBuyAgain(user.id));
