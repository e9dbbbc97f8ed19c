/**
 * POST /dishes/dish: which dish the dish page asks for. Apart from ./catalogue.ts (which re-exports it)
 * so that the dish page's function builds its own request's schema and no other call's.
 */
import * as z from 'zod';

/** An id of the menu (a dish's, a price option's, an add-on's) as a request gives it: lowercase letters, digits and hyphens. */
export const menuIdSchema = (max: number, message: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[a-z0-9-]+$/, message);

/** A dish id as a request gives it (the catalogue's, favourites' and cart's calls). */
export const dishIdSchema = menuIdSchema(64, 'Must be a dish id');

/** By id, or by name (the dish page knows only the name from its URL). */
export const dishRequestSchema = z
  .strictObject({
    id: dishIdSchema.optional(),
    name: z.string().trim().min(1).max(120).optional(),
    /** Sent by the original client (docs/product.md#calls); ignored: the favourite flag comes from the session only. */
    userId: z.string().max(64).nullable().optional(),
  })
  .refine((body) => body.id !== undefined || body.name !== undefined, {
    message: 'A dish id or name is required',
    path: ['id'],
  });
export type DishRequest = z.infer<typeof dishRequestSchema>;
