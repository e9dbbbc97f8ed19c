/**
 * What the public pages are rendered from (docs/architecture.md#pre-rendered-pages): the catalogue shaped exactly as
 * GET /dishes, POST /dishes/dish, POST /ingredients/optional and GET /faqs/category answer it. The build renders them
 * from the starter catalogue; the hosts render them again from the live one whenever the menu version rises.
 */
import type { Dish, Faq, MenuDish, OptionalIngredient } from '../../catalogue/contract/catalogue.ts';

/** One dish page's data: the dish as the dish call answers it, and its add-ons. */
export type DishPageData = { dish: Dish; optionalIngredients: OptionalIngredient[] };

/** What the site's pages show: the menu's cards, every dish on the shop with its add-ons, the catering FAQs. */
export type SitePagesData = {
  menu: MenuDish[];
  dishes: DishPageData[];
  faqs: Faq[];
};

/** What one page reads from the API (the renderer puts it in the page's query cache). */
export type PageData = {
  menu?: MenuDish[];
  dish?: DishPageData;
  faqs?: Faq[];
};
