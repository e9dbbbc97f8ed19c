/** POST /owner/orders/action {token}: takes the e-mailed link's action once; 409 when done already or not possible now. */
import { ownerActionRequestSchema } from '../../contracts/order.ts';
import { http } from '../../middleware/http.ts';
import { performOwnerAction } from '../../services/owner-actions.ts';

// No session: the signed, single-purpose token is the authority.
export const handler = http({ route: 'owner/post-order-action', body: ownerActionRequestSchema }, async ({ body }) => performOwnerAction(body.token));
