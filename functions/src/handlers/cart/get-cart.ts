/** GET /cart: the cart grouped by dish, priced today, with what changed since lines were added. */
import { http } from '../../middleware/http.ts';
import { readCart } from '../../services/cart.ts';

export const handler = http({ route: 'cart/get-cart' }, async ({ user }) => readCart(user.id));
