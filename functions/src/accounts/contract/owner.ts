/**
 * The owner's side of the shop (the kitchen): who may use it, and what its calls answer. A role
 * is granted by a command (`npm run owner -- add <email>`), never by a call a customer could reach.
 */
import * as z from 'zod';

export { roleSchema, type Role } from '../../platform/contract/role.ts';

/** GET /owner/me: the signed-in owner, so the board can show who is signed in. */
export const ownerMeSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.literal('owner'),
});
export type OwnerMe = z.infer<typeof ownerMeSchema>;
