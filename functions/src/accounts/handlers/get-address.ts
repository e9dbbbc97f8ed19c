/** GET /address: the signed-in customer's delivery addresses, the default first. */
import { http } from '../../platform/http/http.ts';
import { addressesOf } from '../use-cases/addresses.ts';

export const handler = http({ route: 'accounts/get-address' }, async ({ user }) => addressesOf(user.id));
