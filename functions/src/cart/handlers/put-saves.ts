/** PUT /saves {orderId, status: 'saved'}: saves a cart line for later. */
import { saveRequestSchema } from '../contract/cart.ts';
import { http } from '../../platform/http/http.ts';
import { saveForLater } from '../use-cases/cart.ts';

export const handler = http({ route: 'cart/put-saves', body: saveRequestSchema }, async ({ body, user }) => saveForLater(user.id, body.orderId));
