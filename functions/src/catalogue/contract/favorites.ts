/**
 * Request and answer shapes of the favourite calls (docs/product.md#calls: GET, POST and DELETE
 * /favorites). Shared by functions/ and web/. The list is always the session user's own.
 */
import * as z from 'zod';
import { menuDishSchema } from './catalogue.ts';
import { dishIdSchema } from './dish-request.ts';

/** GET /favorites: the web sends `userId` as the original client did (docs/product.md#calls); it is accepted and ignored (the session decides). */
export const favoritesQuerySchema = z.strictObject({ userId: z.string().max(64).optional() });

/** POST /favorites {dishId}. */
export const addFavoriteRequestSchema = z.strictObject({ dishId: dishIdSchema });

/** DELETE /favorites?dishId=. */
export const removeFavoriteQuerySchema = z.strictObject({ dishId: dishIdSchema });

/** The answer of GET /favorites: menu cards (as GET /dishes), newest favourite first. */
export const favoritesSchema = z.array(menuDishSchema);
export type Favorites = z.infer<typeof favoritesSchema>;

/** The answer of POST /favorites. */
export const favoriteAnswerSchema = z.object({ dishId: z.string(), favorite: z.literal(true) });
export type FavoriteAnswer = z.infer<typeof favoriteAnswerSchema>;
