/** GET /prices?dishesIds=a,b: the price options of those dishes, smallest size first. */
import { dishIdsQuerySchema } from '../../contracts/catalogue.ts';
import { getDishPartitions } from '../../data/dish.ts';
import { sizeOrder } from '../../contracts/pricing.ts';
import { toPriceOption } from '../../domain/menu.ts';
import { http } from '../../middleware/http.ts';

export const handler = http({ query: dishIdsQuerySchema }, async ({ query }) => {
  const partitions = await getDishPartitions(query.dishesIds);
  return partitions.flatMap(({ dish, prices }) =>
    [...prices]
      .sort((a, b) => sizeOrder.indexOf(a.size) - sizeOrder.indexOf(b.size))
      .map((option) => toPriceOption(option, dish)),
  );
});
