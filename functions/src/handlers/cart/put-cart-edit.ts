/** PUT /cart/edit {orderEditing, originalOrderIngredients}: the edit modal's Finalize. */
import { editCartRequestSchema } from '../../contracts/cart.ts';
import { http } from '../../middleware/http.ts';
import { editLine } from '../../services/cart.ts';

export const handler = http({ route: 'cart/put-cart-edit', body: editCartRequestSchema }, async ({ body, user }) => editLine(user.id, body));
