/** GET /owner/orders/action?token=: previews the e-mailed link's action on its order; changes nothing. */
import { ownerActionQuerySchema } from '../../contracts/order.ts';
import { http } from '../../middleware/http.ts';
import { previewOwnerAction } from '../../services/owner-actions.ts';

// No session: the signed, single-purpose token is the authority.
export const handler = http({ route: 'owner/get-order-action', query: ownerActionQuerySchema }, async ({ query }) => previewOwnerAction(query.token));
