/** PUT /cart/confirm {orderId}: accepts today's price of a line whose price changed since it was added. */
import { orderIdBodySchema } from '../contract/cart.ts';
import { http } from '../../platform/http/http.ts';
import { confirmLine } from '../use-cases/cart.ts';

export const handler = http({ route: 'cart/put-cart-confirm', body: orderIdBodySchema }, async ({ body, user }) => confirmLine(user.id, body.orderId));
