/**
 * Request and answer shapes of the catalogue calls (docs/product.md#calls). Shared by functions/ and web/.
 * Every money field is integer cents; the web formats it as USD at the edge.
 */
import * as z from 'zod';
import { allergenListSchema, dietLabelListSchema } from './allergens.ts';
import { searchResultLimit } from './search-limits.ts';

export const categorySchema = z.enum(['appetizer', 'entrée', 'dessert', 'side', 'sauce']);
export type Category = z.infer<typeof categorySchema>;
export const sizeSchema = z.enum(['small', 'medium', 'large', 'extra large']);
export type Size = z.infer<typeof sizeSchema>;

const cents = z.number().int().nonnegative();
const dishId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, 'Must be a dish id');
/** A comma-separated list of dish ids in a query string (at most 20). */
const dishIdList = z
  .string()
  .max(1400)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(dishId).min(1, 'At least one dish id is required').max(20));

export const imageSchema = z.object({ image: z.string(), blurHash: z.string() });
export type DishImage = z.infer<typeof imageSchema>;

/** One entry of GET /dishes: a menu card. */
export const menuDishSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: categorySchema,
  startingPrice: cents,
  image: z.string(),
  blurHash: z.string(),
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

/** A paid add-on with the allergens it brings (an extra carries no diet labels: the dish's are for it as served). */
export const optionalIngredientSchema = z.object({ id: z.string(), ingredient: z.string(), price: cents, allergens: allergenListSchema });
export type OptionalIngredient = z.infer<typeof optionalIngredientSchema>;

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

/** POST /dishes/dish: by id, or by name (the dish page knows only the name from its URL). */
export const dishRequestSchema = z
  .strictObject({
    id: dishId.optional(),
    name: z.string().trim().min(1).max(120).optional(),
    /** Sent by the spec's client; ignored: the favourite flag comes from the session only. */
    userId: z.string().max(64).nullable().optional(),
  })
  .refine((body) => body.id !== undefined || body.name !== undefined, {
    message: 'A dish id or name is required',
    path: ['id'],
  });
export type DishRequest = z.infer<typeof dishRequestSchema>;

export const searchQuerySchema = z.strictObject({ query: z.string().max(200).default('') });
export const searchResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: categorySchema,
  image: z.string(),
  blurHash: z.string(),
  startingPrice: cents,
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResultsSchema = z.array(searchResultSchema).max(searchResultLimit);

export const dishIdsQuerySchema = z.strictObject({ dishesIds: dishIdList });

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

export const optionalIngredientsRequestSchema = z.strictObject({ name: z.string().trim().min(1).max(120) });
export const optionalIngredientsSchema = z.array(optionalIngredientSchema);

export const faqQuerySchema = z.strictObject({ category: z.enum(['catering']) });
export const faqSchema = z.object({ id: z.string(), question: z.string(), answer: z.string(), category: z.literal('catering') });
export type Faq = z.infer<typeof faqSchema>;
export const faqsSchema = z.array(faqSchema);
