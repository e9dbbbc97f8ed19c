/** GET /cart: the cart grouped by dish, priced today, with what changed since lines were added. */
import { http } from '../../platform/http/http.ts';
import { readCart } from '../use-cases/cart.ts';

export const handler = http({ route: 'cart/get-cart' }, async ({ user }) => readCart(user.id));
