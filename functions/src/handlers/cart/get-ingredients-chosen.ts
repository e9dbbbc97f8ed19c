/** GET /ingredients/chosen: the customer's remembered add-ons per dish. */
import { http } from '../../middleware/http.ts';
import { readChosenIngredients } from '../../services/cart.ts';

export const handler = http({ auth: 'user' }, async ({ user }) => readChosenIngredients(user.id));
