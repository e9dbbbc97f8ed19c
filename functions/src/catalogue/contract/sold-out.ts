/**
 * A sold-out switch as it is stored and answered. Apart from ./menu-editor.ts (which re-exports it) so
 * that reading the menu (functions/src/catalogue/store/dish.ts, behind every catalogue call) does not build the
 * menu editor's schemas.
 */
import * as z from 'zod';

/** A switch that is off: until the instant (tomorrow morning), or until switched back (null). */
export const soldOutSchema = z.object({ until: z.string().nullable() }).nullable();
export type SoldOut = z.infer<typeof soldOutSchema>;
