/** GET /cart/total: the header's count and total. */
import { http } from '../../platform/http/http.ts';
import { readCartSummary } from '../use-cases/cart.ts';

export const handler = http({ route: 'cart/get-cart-total' }, async ({ user }) => readCartSummary(user.id));
