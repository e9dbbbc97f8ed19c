/** DELETE /address/{addressId}: deletes an address; a deleted default passes to the most recent other one. Answers 204. */
import { http, Reply } from '../../middleware/http.ts';
import { deleteAddress } from '../../services/addresses.ts';

export const handler = http({ route: 'addresses/delete-address' }, async ({ user, pathParameters }) => {
  await deleteAddress(user.id, pathParameters.addressId ?? '');
  return new Reply(204, undefined);
});
