/** POST /ingredients/optional {name}: the paid add-ons of the dish with that name. */
import { optionalIngredientsRequestSchema } from '../../contracts/catalogue-requests.ts';
import { http } from '../../middleware/http.ts';
import { readOptionalIngredients } from '../../services/catalogue.ts';

export const handler = http({ route: 'catalogue/post-ingredients-optional', body: optionalIngredientsRequestSchema }, ({ body }) =>
  readOptionalIngredients(body.name),
);
