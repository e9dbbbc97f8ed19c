/** POST /cart: adds a dish and its companions to the signed-in customer's cart; answers the cart's summary. */
import { addToCartRequestSchema } from '../contract/cart.ts';
import { http, Reply } from '../../platform/http/http.ts';
import { addToCart } from '../use-cases/cart.ts';

export const handler = http(
  { route: 'cart/post-cart', body: addToCartRequestSchema },
  async ({ body, user }) => new Reply(201, await addToCart(user.id, body)),
);
