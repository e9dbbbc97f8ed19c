/**
 * What the public pages show (docs/architecture.md#pre-rendered-pages), shaped exactly as GET /dishes, POST
 * /dishes/dish, POST /ingredients/optional and GET /faqs/category answer it, by the same shaping rules: from the
 * starter catalogue for the build (pure: no AWS), or from the live catalogue when the hosts publish the pages again.
 */
import type { SitePagesData } from '../contract/site-pages.ts';
import type { Faq } from '../../catalogue/contract/catalogue.ts';
import {
  priceBookFromItems,
  readCatalogue,
  listFaqs,
  isOnShop,
  orderMenu,
  toDish,
  toMenuDish,
  toOptionalIngredients,
  type DishPartition,
  faqs as starterFaqs,
  starterMenuAndFaqItems,
} from '../../catalogue/index.ts';

function pagesData(partitions: Iterable<DishPartition>, faqs: readonly Faq[], now: Date): SitePagesData {
  const onShop = [...partitions].filter((partition) => isOnShop(partition.dish));
  const records = onShop.map((partition) => partition.dish);
  return {
    menu: orderMenu(records).map((dish) => toMenuDish(dish, now)),
    dishes: onShop.map((partition) => ({ dish: toDish(partition, records, new Set()), optionalIngredients: toOptionalIngredients(partition) })),
    faqs: faqs.map((faq) => ({ id: faq.id, question: faq.question, answer: faq.answer, category: faq.category })),
  };
}

/** The pages' data from the starter catalogue and FAQs (the build's). */
export function starterPages(now = new Date()): SitePagesData {
  return pagesData(priceBookFromItems(starterMenuAndFaqItems()).values(), starterFaqs, now);
}

/** The pages' data from the live catalogue and catering FAQs, with the menu version it was read at. */
export async function livePages(now = new Date()): Promise<{ version: number; data: SitePagesData }> {
  const [{ version, partitions }, faqs] = await Promise.all([readCatalogue(), listFaqs('catering')]);
  return { version, data: pagesData(partitions.values(), faqs, now) };
}
