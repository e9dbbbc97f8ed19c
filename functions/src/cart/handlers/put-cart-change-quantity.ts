/** PUT /cart/changeQuantity {orderId, change | quantity}: one atomic step or a new quantity, within 1–99. */
import { changeQuantityRequestSchema } from '../contract/cart.ts';
import { http } from '../../platform/http/http.ts';
import { changeQuantity } from '../use-cases/cart.ts';

export const handler = http({ route: 'cart/put-cart-change-quantity', body: changeQuantityRequestSchema }, async ({ body, user }) =>
  changeQuantity(user.id, body),
);
