/** GET /dishes: the whole menu as cards, in the kitchen's order. */
import { listMenu } from '../../data/dish.ts';
import { orderMenu, toMenuDish } from '../../domain/menu.ts';
import { http } from '../../middleware/http.ts';

export const handler = http({ cacheControl: 'public, max-age=60' }, async () => {
  const menu = await listMenu();
  return orderMenu(menu).map(toMenuDish);
});
