/** POST /dishes/dish: one dish with its sizes, add-ons and companions, found by id or by name. */
import { dishRequestSchema } from '../contract/dish-request.ts';
import { http } from '../../platform/http/http.ts';
import { readDish } from '../use-cases/catalogue.ts';

// The favourite flag is the session user's own: the body's userId is ignored.
export const handler = http({ route: 'catalogue/post-dish', body: dishRequestSchema }, ({ body, user }) => readDish(body, user?.id));
