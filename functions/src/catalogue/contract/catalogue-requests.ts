/**
 * What the prices and add-ons calls take. Apart from ./catalogue.ts (which re-exports them) so that a
 * catalogue function builds the schema of its own request without the answers' schemas, which only the
 * web checks answers with (the dish page's and search's requests have modules of their own).
 */
import * as z from 'zod';
import { dishIdSchema } from './dish-request.ts';

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
  .pipe(z.array(dishIdSchema).min(1, 'At least one dish id is required').max(20));

export const dishIdsQuerySchema = z.strictObject({ dishesIds: dishIdList });

export const optionalIngredientsRequestSchema = z.strictObject({ name: z.string().trim().min(1).max(120) });
