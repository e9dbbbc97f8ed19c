/** PUT /address/{addressId}: saves an address of the signed-in customer's; `isDefault: true` makes it the default. */
import { addressRequestSchema } from '../contract/address.ts';
import { http } from '../../platform/http/http.ts';
import { editAddress } from '../use-cases/addresses.ts';

export const handler = http({ route: 'accounts/put-address', body: addressRequestSchema }, async ({ user, body, pathParameters }) =>
  editAddress(user.id, pathParameters.addressId ?? '', body),
);
