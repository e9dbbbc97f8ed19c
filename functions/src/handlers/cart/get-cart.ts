/** GET /cart: the cart grouped by dish, priced today, with what changed since lines were added. */
import { http } from '../../middleware/http.ts';
import { readCart } from '../../services/cart.ts';

export const handler = http({ auth: 'user' }, async ({ user }) => readCart(user.id));
