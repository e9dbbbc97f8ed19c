/** PUT /cart/confirm {orderId}: accepts today's price of a line whose price changed since it was added. */
import { orderIdBodySchema } from '../../contracts/cart.ts';
import { http } from '../../middleware/http.ts';
import { confirmLine } from '../../services/cart.ts';

export const handler = http({ route: 'cart/put-cart-confirm', body: orderIdBodySchema }, async ({ body, user }) => confirmLine(user.id, body.orderId));
