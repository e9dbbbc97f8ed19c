/** GET /saves: the saved-for-later items, priced today. */
import { http } from '../../middleware/http.ts';
import { readSaved } from '../../services/cart.ts';

export const handler = http({ route: 'cart/get-saves' }, async ({ user }) => readSaved(user.id));
