/** GET /cart/total: the header's count and total. */
import { http } from '../../middleware/http.ts';
import { readCartSummary } from '../../services/cart.ts';

export const handler = http({ auth: 'user' }, async ({ user }) => readCartSummary(user.id));
