/**
 * What a user is to the shop. Apart from ./owner.ts (which re-exports it) so that reading a user
 * (functions/src/accounts/store/user.ts, behind every session) does not build the owner calls' schemas.
 */
import * as z from 'zod';

/** What a user is to the shop: a customer (every new account) or the kitchen's owner. */
export const roleSchema = z.enum(['customer', 'owner']);
export type Role = z.infer<typeof roleSchema>;
