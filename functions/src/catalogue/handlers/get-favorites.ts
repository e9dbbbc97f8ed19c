/** GET /favorites: the signed-in user's favourite dishes as menu cards, newest first. */
import { favoritesQuerySchema } from '../contract/favorites.ts';
import { http } from '../../platform/http/http.ts';
import { listFavoriteDishes } from '../use-cases/favorites.ts';

// The web sends ?userId= as the original client did (docs/product.md#calls); the list is always the session user's, so it is ignored.
export const handler = http({ route: 'catalogue/get-favorites', query: favoritesQuerySchema }, async ({ user }) => listFavoriteDishes(user.id));
