/** DELETE /cart?dishOrderId=: removes a cart or saved line. */
import { deleteCartQuerySchema } from '../../contracts/cart.ts';
import { http } from '../../middleware/http.ts';
import { deleteLine } from '../../services/cart.ts';

export const handler = http({ route: 'cart/delete-cart', query: deleteCartQuerySchema }, async ({ query, user }) => deleteLine(user.id, query.dishOrderId));
