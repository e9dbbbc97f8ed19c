/** GET /saves: the saved-for-later items, priced today. */
import { http } from '../../platform/http/http.ts';
import { readSaved } from '../use-cases/cart.ts';

export const handler = http({ route: 'cart/get-saves' }, async ({ user }) => readSaved(user.id));
