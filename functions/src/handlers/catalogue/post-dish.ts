/** POST /dishes/dish: one dish with its sizes, add-ons and companions, found by id or by name. */
import { dishRequestSchema } from '../../contracts/catalogue.ts';
import { readCatalogue } from '../../data/dish.ts';
import { isFavorite } from '../../data/favorite.ts';
import { notFound } from '../../domain/errors.ts';
import { findByName, toDish } from '../../domain/menu.ts';
import { http } from '../../middleware/http.ts';

export const handler = http({ body: dishRequestSchema, auth: 'optional' }, async ({ body, user }) => {
  const { menu, partitions } = await readCatalogue();
  const dishId = body.id ?? findByName(menu, body.name ?? '')?.id;
  const partition = dishId ? partitions.get(dishId) : undefined;
  if (!partition) throw notFound('No dish on the menu has that name.');
  // The favourite flag is the session user's own (the body's userId is ignored); anonymous → false.
  const favorite = user ? await isFavorite(user.id, partition.dish.id) : false;
  return toDish(partition, menu, new Set(favorite ? [partition.dish.id] : []));
});
