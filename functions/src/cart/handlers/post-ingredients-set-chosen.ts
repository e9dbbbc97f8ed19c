/** POST /ingredients/setChosen [{dishId, ingredientIds}]: remembers the customer's add-ons per dish. */
import { setChosenIngredientsRequestSchema } from '../contract/cart.ts';
import { http } from '../../platform/http/http.ts';
import { setChosenIngredients } from '../use-cases/cart.ts';

export const handler = http({ route: 'cart/post-ingredients-set-chosen', body: setChosenIngredientsRequestSchema }, async ({ body, user }) =>
  setChosenIngredients(user.id, body),
);
