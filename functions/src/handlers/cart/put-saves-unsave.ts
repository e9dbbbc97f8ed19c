/** PUT /saves/unsave {id}: moves a saved item back into the cart. */
import { unsaveRequestSchema } from '../../contracts/cart.ts';
import { http } from '../../middleware/http.ts';
import { moveBackToCart } from '../../services/cart.ts';

export const handler = http({ route: 'cart/put-saves-unsave', body: unsaveRequestSchema }, async ({ body, user }) => moveBackToCart(user.id, body.id));
