/** PUT /saves/unsave {id}: moves a saved item back into the cart. */
import { unsaveRequestSchema } from '../../contracts/cart.ts';
import { http } from '../../middleware/http.ts';
import { moveBackToCart } from '../../services/cart.ts';

export const handler = http({ body: unsaveRequestSchema, auth: 'user' }, async ({ body, user }) => moveBackToCart(user.id, body.id));
