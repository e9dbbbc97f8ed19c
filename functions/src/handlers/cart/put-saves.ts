/** PUT /saves {orderId, status: 'saved'}: saves a cart line for later. */
import { saveRequestSchema } from '../../contracts/cart.ts';
import { http } from '../../middleware/http.ts';
import { saveForLater } from '../../services/cart.ts';

export const handler = http({ route: 'cart/put-saves', body: saveRequestSchema }, async ({ body, user }) => saveForLater(user.id, body.orderId));
