/** GET /buyAgain: what the customer ordered before, once each, priced today. */
import { http } from '../../middleware/http.ts';
import { readBuyAgain } from '../../services/cart.ts';

export const handler = http({ route: 'cart/get-buy-again' }, async ({ user }) => readBuyAgain(user.id));
