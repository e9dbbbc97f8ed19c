/** POST /owner/orders/action {token}: takes the e-mailed link's action once; 409 when done already or not possible now. */
import { ownerActionRequestSchema } from '../../orders/contract/order.ts';
import { http } from '../../platform/http/http.ts';
import { performOwnerAction } from '../use-cases/owner-actions.ts';

// No session: the signed, single-purpose token is the authority.
export const handler = http({ route: 'kitchen/post-order-action', body: ownerActionRequestSchema }, async ({ body }) => performOwnerAction(body.token));
