/**
 * Request and answer shapes of the catalogue calls (docs/product.md#calls). Shared by functions/ and web/.
 * Every money field is integer cents; the web formats it as USD at the edge.
 */
import * as z from 'zod';
import { allergenListSchema, dietLabelListSchema } from './allergens.ts';
import { categorySchema, cents, imageSchema, optionalIngredientSchema, sizeSchema } from './dish-parts.ts';
import { searchResultLimit } from './search-limits.ts';

// The parts a stored dish shares with the answers, the requests and the FAQs have modules of their own,
// so that a function builds the schemas it uses only; they are all re-exported here.
export {
  categorySchema,
  imageSchema,
  optionalIngredientSchema,
  sizeSchema,
  type Category,
  type DishImage,
  type OptionalIngredient,
  type Size,
} from './dish-parts.ts';
export { dishIdsQuerySchema, optionalIngredientsRequestSchema } from './catalogue-requests.ts';
export { dishRequestSchema, type DishRequest } from './dish-request.ts';
export { searchQuerySchema } from './search-query.ts';
export { faqQuerySchema, faqSchema, faqsSchema, type Faq } from './faqs.ts';

/** One entry of GET /dishes: a menu card. */
export const menuDishSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: categorySchema,
  startingPrice: cents,
  image: z.string(),
  blurHash: z.string(),
  /** The card photo's alt text, when the owner gave one (docs/business-rules.md#menu-photos). */
  imageAlt: z.string().optional(),
  canBeSpicy: z.boolean(),
  featured: z.boolean(),
  /** Sold out for now (the owner's switch, docs/business-rules.md#sold-out): shown, but it cannot be added. */
  soldOut: z.boolean(),
  /** The major allergens the dish contains as served, and the diet labels it suits (docs/business-rules.md#allergens-and-diet-labels). */
  allergens: allergenListSchema,
  dietLabels: dietLabelListSchema,
});
export type MenuDish = z.infer<typeof menuDishSchema>;
export const menuSchema = z.array(menuDishSchema);

export const dishPriceSchema = z.object({
  /** The price option id. */
  packageId: z.string(),
  size: sizeSchema,
  price: cents,
  amount: z.string(),
  canBeSpicy: z.boolean(),
  catering: z.boolean(),
});
export type DishPrice = z.infer<typeof dishPriceSchema>;

export const companionSchema = z.object({
  goesWithId: z.string(),
  name: z.string(),
  image: z.string(),
  blurHash: z.string(),
  startingPrice: cents,
  relation: z.enum(['goesWith', 'similar']),
  /** What the companion contains, so the dish page can say so before it is ticked. */
  allergens: allergenListSchema,
});
export type Companion = z.infer<typeof companionSchema>;

/** The answer of POST /dishes/dish. */
export const dishSchema = menuDishSchema.extend({
  favorite: z.boolean(),
  tips: z.array(z.string()),
  images: z.array(imageSchema),
  prices: z.array(dishPriceSchema),
  includedIngredients: z.array(z.string()),
  /** The paid add-ons; a sold-out one is shown but cannot be chosen. */
  ingredients: z.array(optionalIngredientSchema.extend({ soldOut: z.boolean() })),
  goesWith: z.array(companionSchema),
});
export type Dish = z.infer<typeof dishSchema>;

/** One result of GET /search/menu: the menu card's id, name, category, picture and starting price. */
export const searchResultSchema = menuDishSchema.pick({ id: true, name: true, category: true, image: true, blurHash: true, startingPrice: true });
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResultsSchema = z.array(searchResultSchema).max(searchResultLimit);

/** One price option of GET /prices. */
export const priceOptionSchema = z.object({
  id: z.string(),
  dishId: z.string(),
  name: z.string(),
  size: sizeSchema,
  price: cents,
  amount: z.string(),
  canBeSpicy: z.boolean(),
  catering: z.boolean(),
});
export type PriceOption = z.infer<typeof priceOptionSchema>;
export const pricesSchema = z.array(priceOptionSchema);

/** One entry of GET /prices/compatible. */
export const compatiblePricesSchema = z.array(
  z.object({ dishId: z.string(), name: z.string(), canBeSpicy: z.boolean(), dishPriceOptions: z.array(priceOptionSchema) }),
);
export type CompatiblePrices = z.infer<typeof compatiblePricesSchema>;

export const optionalIngredientsSchema = z.array(optionalIngredientSchema);
