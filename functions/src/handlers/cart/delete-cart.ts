/** DELETE /cart?dishOrderId=: removes a cart or saved line. */
import { deleteCartQuerySchema } from '../../contracts/cart.ts';
import { http } from '../../middleware/http.ts';
import { deleteLine } from '../../services/cart.ts';

export const handler = http({ query: deleteCartQuerySchema, auth: 'user' }, async ({ query, user }) => deleteLine(user.id, query.dishOrderId));
