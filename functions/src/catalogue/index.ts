/**
 * The catalogue area: the menu (dishes, prices, add-ons, photos, sold-out), search, FAQs, favourites and the starter
 * content; the owner's menu editor.
 *
 * Its public entry: what other areas may use of it (docs/architecture.md#areas). Its contract/ is public too, the
 * words and schemas the web shares; everything else is the area's own.
 */
export { type DishPartition, isOnShop, isSoldOut, orderMenu, soldOutWords, toDish, toMenuDish, toOptionalIngredients } from './rules/menu.ts';
export { faqs } from './seed/faqs.ts';
export { getDishPartition, listMenu, priceBookFromItems, readCatalogue, readPriceBook, readPriceBookForDisplay } from './store/dish.ts';
export { listFaqs } from './store/faq.ts';
export { starterMenuAndFaqItems } from './use-cases/catalogue-seed.ts';
