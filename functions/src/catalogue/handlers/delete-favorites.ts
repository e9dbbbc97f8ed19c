/** DELETE /favorites?dishId=: removes one of the signed-in user's favourites (204), 404 if not one. */
import { removeFavoriteQuerySchema } from '../contract/favorites.ts';
import { http, Reply } from '../../platform/http/http.ts';
import { unfavoriteDish } from '../use-cases/favorites.ts';

export const handler = http({ route: 'catalogue/delete-favorites', query: removeFavoriteQuerySchema }, async ({ query, user }) => {
  await unfavoriteDish(user.id, query.dishId);
  return new Reply(204, undefined);
});
