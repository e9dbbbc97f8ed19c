/**
 * The parts of a dish that the stored items and the catalogue's answers share: its category, a size,
 * a picture and a paid add-on. Apart from ./catalogue.ts (which re-exports them) so that reading the
 * menu (functions/src/catalogue/store/dish.ts, behind every catalogue call) does not build the answers' schemas,
 * which only the web checks answers with.
 */
import * as z from 'zod';
import { allergenListSchema } from './allergens.ts';

export const categorySchema = z.enum(['appetizer', 'entrée', 'dessert', 'side', 'sauce']);
export type Category = z.infer<typeof categorySchema>;
export const sizeSchema = z.enum(['small', 'medium', 'large', 'extra large']);
export type Size = z.infer<typeof sizeSchema>;

/** A price or amount of money: integer cents. */
export const cents = z.number().int().nonnegative();

/** A picture of a dish; `alt` is the owner's description of a photo (docs/business-rules.md#menu-photos), none for the drawn art. */
export const imageSchema = z.object({ image: z.string(), blurHash: z.string(), alt: z.string().optional() });
export type DishImage = z.infer<typeof imageSchema>;

/** A paid add-on with the allergens it brings (an extra carries no diet labels: the dish's are for it as served). */
export const optionalIngredientSchema = z.object({ id: z.string(), ingredient: z.string(), price: cents, allergens: allergenListSchema });
export type OptionalIngredient = z.infer<typeof optionalIngredientSchema>;
