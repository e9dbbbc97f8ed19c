/** GET /address: the signed-in customer's delivery addresses, the default first. */
import { http } from '../../middleware/http.ts';
import { addressesOf } from '../../services/addresses.ts';

export const handler = http({ route: 'addresses/get-address' }, async ({ user }) => addressesOf(user.id));
