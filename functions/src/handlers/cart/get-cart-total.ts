/** GET /cart/total: the header's count and total. */
import { http } from '../../middleware/http.ts';
import { readCartSummary } from '../../services/cart.ts';

export const handler = http({ route: 'cart/get-cart-total' }, async ({ user }) => readCartSummary(user.id));
