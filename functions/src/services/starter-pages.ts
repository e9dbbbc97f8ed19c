/**
 * What the pre-rendered pages show (docs/architecture.md#pre-rendered-pages): the starter catalogue
 * shaped exactly as GET /dishes, POST /dishes/dish, POST /ingredients/optional and GET /faqs/category
 * answer it, from the same items the seeding writes and the same shaping rules (pure: no AWS).
 */
import type { Dish, Faq, MenuDish, OptionalIngredient } from '../contracts/catalogue.ts';
import { priceBookFromItems } from '../data/dish.ts';
import { isOnShop, orderMenu, toDish, toMenuDish, toOptionalIngredients } from '../domain/menu.ts';
import { faqs } from '../seed/faqs.ts';
import { starterMenuAndFaqItems } from './catalogue-seed.ts';

export type StarterPages = {
  menu: MenuDish[];
  dishes: { dish: Dish; optionalIngredients: OptionalIngredient[] }[];
  faqs: Faq[];
};

export function starterPages(now = new Date()): StarterPages {
  const partitions = [...priceBookFromItems(starterMenuAndFaqItems()).values()].filter((partition) => isOnShop(partition.dish));
  const records = partitions.map((partition) => partition.dish);
  return {
    menu: orderMenu(records).map((dish) => toMenuDish(dish, now)),
    dishes: partitions.map((partition) => ({ dish: toDish(partition, records, new Set()), optionalIngredients: toOptionalIngredients(partition) })),
    faqs: faqs.map((faq) => ({ id: faq.id, question: faq.question, answer: faq.answer, category: faq.category })),
  };
}
