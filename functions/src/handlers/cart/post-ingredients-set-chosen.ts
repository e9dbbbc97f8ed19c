/** POST /ingredients/setChosen [{dishId, ingredientIds}]: remembers the customer's add-ons per dish. */
import { setChosenIngredientsRequestSchema } from '../../contracts/cart.ts';
import { http } from '../../middleware/http.ts';
import { setChosenIngredients } from '../../services/cart.ts';

export const handler = http({ route: 'cart/post-ingredients-set-chosen', body: setChosenIngredientsRequestSchema }, async ({ body, user }) =>
  setChosenIngredients(user.id, body),
);
