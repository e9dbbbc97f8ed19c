/** PUT /cart/restore {orderId}: Undo of a delete; puts the line back exactly as it was (choices, quantity, place). */
import { restoreLineRequestSchema } from '../contract/cart.ts';
import { http } from '../../platform/http/http.ts';
import { restoreLine } from '../use-cases/cart.ts';

export const handler = http({ route: 'cart/put-cart-restore', body: restoreLineRequestSchema }, async ({ body, user }) => restoreLine(user.id, body.orderId));
