/**
 * The colour theme a user chose. Apart from ./auth.ts (which re-exports it) so that reading a user
 * (functions/src/accounts/store/user.ts, behind every session) does not build all the account calls' schemas.
 */
import * as z from 'zod';

export const themeSchema = z.enum(['light', 'dark', 'device']);
export type Theme = z.infer<typeof themeSchema>;
