/** POST /ingredients/optional {name}: the paid add-ons of the dish with that name. */
import { optionalIngredientsRequestSchema } from '../contract/catalogue-requests.ts';
import { http } from '../../platform/http/http.ts';
import { readOptionalIngredients } from '../use-cases/catalogue.ts';

export const handler = http({ route: 'catalogue/post-ingredients-optional', body: optionalIngredientsRequestSchema }, ({ body }) =>
  readOptionalIngredients(body.name),
);
