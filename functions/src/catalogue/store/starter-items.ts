/** Turns the starter content (functions/src/seed/: the kitchen's menu, FAQs and art) into table items (pure: no AWS, so it is unit-tested). */
import type { DishImage } from '../contract/catalogue.ts';
import { startingPriceOf, type DishRecord } from '../rules/menu.ts';
import type { SeedDish, SeedFaq } from '../seed/menu-types.ts';
import { dishToItem, optionalIngredientToItem, priceOptionToItem } from './dish.ts';
import { faqToItem } from './faq.ts';

export function dishRecordOf(seed: SeedDish, images: DishImage[]): DishRecord {
  return {
    id: seed.id,
    name: seed.name,
    category: seed.category,
    description: seed.description,
    canBeSpicy: seed.canBeSpicy,
    featured: seed.featured,
    tips: seed.tips,
    images,
    includedIngredients: seed.includedIngredients,
    goesWith: seed.goesWith,
    similar: seed.similar,
    allergens: seed.allergens,
    dietLabels: seed.dietLabels,
    startingPrice: startingPriceOf(seed.prices),
  };
}

export function seedItems(menu: readonly SeedDish[], art: Readonly<Record<string, DishImage[]>>, faqs: readonly SeedFaq[]): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  for (const seed of menu) {
    const images = art[seed.id];
    if (!images?.length) throw new Error(`Dish ${seed.id} has no artwork: run npm run art`);
    const dish = dishRecordOf(seed, images);
    items.push(dishToItem(dish));
    for (const option of seed.prices) {
      items.push(priceOptionToItem({ ...option, dishId: seed.id }, dish));
    }
    for (const ingredient of seed.optionalIngredients) {
      items.push(optionalIngredientToItem({ ...ingredient, dishId: seed.id }, dish));
    }
  }
  faqs.forEach((faq, position) => items.push(faqToItem(faq, position)));
  return items;
}
