/** PUT /address/{addressId}: saves an address of the signed-in customer's; `isDefault: true` makes it the default. */
import { addressRequestSchema } from '../../contracts/address.ts';
import { http } from '../../middleware/http.ts';
import { editAddress } from '../../services/addresses.ts';

export const handler = http({ route: 'addresses/put-address', body: addressRequestSchema }, async ({ user, body, pathParameters }) =>
  editAddress(user.id, pathParameters.addressId ?? '', body),
);
