/** DELETE /address/{addressId}: deletes an address; a deleted default passes to the most recent other one. Answers 204. */
import { http, Reply } from '../../platform/http/http.ts';
import { deleteAddress } from '../use-cases/addresses.ts';

export const handler = http({ route: 'accounts/delete-address' }, async ({ user, pathParameters }) => {
  await deleteAddress(user.id, pathParameters.addressId ?? '');
  return new Reply(204, undefined);
});
