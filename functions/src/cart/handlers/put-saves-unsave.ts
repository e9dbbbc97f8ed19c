/** PUT /saves/unsave {id}: moves a saved item back into the cart. */
import { unsaveRequestSchema } from '../contract/cart.ts';
import { http } from '../../platform/http/http.ts';
import { moveBackToCart } from '../use-cases/cart.ts';

export const handler = http({ route: 'cart/put-saves-unsave', body: unsaveRequestSchema }, async ({ body, user }) => moveBackToCart(user.id, body.id));
