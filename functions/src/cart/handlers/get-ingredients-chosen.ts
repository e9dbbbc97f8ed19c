/** GET /ingredients/chosen: the customer's remembered add-ons per dish. */
import { http } from '../../platform/http/http.ts';
import { readChosenIngredients } from '../use-cases/cart.ts';

export const handler = http({ route: 'cart/get-ingredients-chosen' }, async ({ user }) => readChosenIngredients(user.id));
