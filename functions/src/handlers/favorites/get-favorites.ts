/** GET /favorites: the signed-in user's favourite dishes as menu cards, newest first. */
import { favoritesQuerySchema } from '../../contracts/favorites.ts';
import { http } from '../../middleware/http.ts';
import { listFavoriteDishes } from '../../services/favorites.ts';

// The spec's client sends ?userId=; the list is always the session user's, so it is ignored.
export const handler = http({ query: favoritesQuerySchema, auth: 'user' }, async ({ user }) => listFavoriteDishes(user.id));
