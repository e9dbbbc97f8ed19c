/** DELETE /cart?dishOrderId=: removes a cart or saved line. */
import { deleteCartQuerySchema } from '../contract/cart.ts';
import { http } from '../../platform/http/http.ts';
import { deleteLine } from '../use-cases/cart.ts';

export const handler = http({ route: 'cart/delete-cart', query: deleteCartQuerySchema }, async ({ query, user }) => deleteLine(user.id, query.dishOrderId));
