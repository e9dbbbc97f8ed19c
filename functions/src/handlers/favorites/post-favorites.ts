/** POST /favorites {dishId}: favourites a dish on the menu; favouriting twice keeps one. */
import { addFavoriteRequestSchema, type FavoriteAnswer } from '../../contracts/favorites.ts';
import { http, Reply } from '../../middleware/http.ts';
import { favoriteDish } from '../../services/favorites.ts';

export const handler = http({ route: 'favorites/post-favorites', body: addFavoriteRequestSchema }, async ({ body, user }) => {
  const created = await favoriteDish(user.id, body.dishId);
  const answer: FavoriteAnswer = { dishId: body.dishId, favorite: true };
  return new Reply(created ? 201 : 200, answer);
});
