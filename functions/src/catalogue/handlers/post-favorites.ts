/** POST /favorites {dishId}: favourites a dish on the menu; favouriting twice keeps one. */
import { addFavoriteRequestSchema, type FavoriteAnswer } from '../contract/favorites.ts';
import { http, Reply } from '../../platform/http/http.ts';
import { favoriteDish } from '../use-cases/favorites.ts';

export const handler = http({ route: 'catalogue/post-favorites', body: addFavoriteRequestSchema }, async ({ body, user }) => {
  const created = await favoriteDish(user.id, body.dishId);
  const answer: FavoriteAnswer = { dishId: body.dishId, favorite: true };
  return new Reply(created ? 201 : 200, answer);
});
