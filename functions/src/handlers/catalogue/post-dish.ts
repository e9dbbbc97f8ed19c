/** POST /dishes/dish: one dish with its sizes, add-ons and companions, found by id or by name. */
import { dishRequestSchema } from '../../contracts/dish-request.ts';
import { http } from '../../middleware/http.ts';
import { readDish } from '../../services/catalogue.ts';

// The favourite flag is the session user's own: the body's userId is ignored.
export const handler = http({ route: 'catalogue/post-dish', body: dishRequestSchema }, ({ body, user }) => readDish(body, user?.id));
