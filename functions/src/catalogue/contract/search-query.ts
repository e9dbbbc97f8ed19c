/**
 * GET /search/menu?query=: what search takes. Apart from ./catalogue.ts (which re-exports it) so that
 * the search function builds its own request's schema and no other call's.
 */
import * as z from 'zod';

export const searchQuerySchema = z.strictObject({ query: z.string().max(200).default('') });
