/** GET /owner/orders/action?token=: previews the e-mailed link's action on its order; changes nothing. */
import { ownerActionQuerySchema } from '../../orders/contract/order.ts';
import { http } from '../../platform/http/http.ts';
import { previewOwnerAction } from '../use-cases/owner-actions.ts';

// No session: the signed, single-purpose token is the authority.
export const handler = http({ route: 'kitchen/get-order-action', query: ownerActionQuerySchema }, async ({ query }) => previewOwnerAction(query.token));
