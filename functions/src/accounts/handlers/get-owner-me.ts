/** GET /owner/me: the signed-in owner { id, name, email, role }, so the kitchen can show who is signed in. */
import { http } from '../../platform/http/http.ts';
import { ownerProfile } from '../use-cases/owners.ts';

// 401 signed out, 403 for a customer: the session step re-reads the role at every call.
export const handler = http({ route: 'accounts/get-owner-me' }, async ({ user }) => ownerProfile(user));
