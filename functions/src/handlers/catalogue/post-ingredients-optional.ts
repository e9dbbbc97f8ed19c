/** POST /ingredients/optional {name}: the paid add-ons of the dish with that name. */
import { optionalIngredientsRequestSchema } from '../../contracts/catalogue.ts';
import { readCatalogue } from '../../data/dish.ts';
import { notFound } from '../../domain/errors.ts';
import { findByName } from '../../domain/menu.ts';
import { http } from '../../middleware/http.ts';

export const handler = http({ body: optionalIngredientsRequestSchema }, async ({ body }) => {
  const { menu, partitions } = await readCatalogue();
  const dish = findByName(menu, body.name);
  const partition = dish ? partitions.get(dish.id) : undefined;
  if (!partition) throw notFound('No dish on the menu has that name.');
  return partition.ingredients.map(({ id, ingredient, price }) => ({ id, ingredient, price }));
});
