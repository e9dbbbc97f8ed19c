/** DELETE /favorites?dishId=: removes one of the signed-in user's favourites (204), 404 if not one. */
import { removeFavoriteQuerySchema } from '../../contracts/favorites.ts';
import { http, Reply } from '../../middleware/http.ts';
import { unfavoriteDish } from '../../services/favorites.ts';

export const handler = http({ route: 'favorites/delete-favorites', query: removeFavoriteQuerySchema }, async ({ query, user }) => {
  await unfavoriteDish(user.id, query.dishId);
  return new Reply(204, undefined);
});
