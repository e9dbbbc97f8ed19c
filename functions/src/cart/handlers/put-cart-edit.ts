/** PUT /cart/edit {orderEditing, originalOrderIngredients}: the edit modal's Finalize. */
import { editCartRequestSchema } from '../contract/cart.ts';
import { http } from '../../platform/http/http.ts';
import { editLine } from '../use-cases/cart.ts';

export const handler = http({ route: 'cart/put-cart-edit', body: editCartRequestSchema }, async ({ body, user }) => editLine(user.id, body));
