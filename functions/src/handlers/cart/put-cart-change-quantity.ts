/** PUT /cart/changeQuantity {orderId, change | quantity}: one atomic step or a new quantity, within 1–99. */
import { changeQuantityRequestSchema } from '../../contracts/cart.ts';
import { http } from '../../middleware/http.ts';
import { changeQuantity } from '../../services/cart.ts';

export const handler = http({ route: 'cart/put-cart-change-quantity', body: changeQuantityRequestSchema }, async ({ body, user }) =>
  changeQuantity(user.id, body),
);
