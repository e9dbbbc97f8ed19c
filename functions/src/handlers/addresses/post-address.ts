/** POST /address: adds an address (ZIP inside the service area; the first becomes the default). Answers 201 with it. */
import { addressRequestSchema } from '../../contracts/address.ts';
import { http, Reply } from '../../middleware/http.ts';
import { addAddress } from '../../services/addresses.ts';

export const handler = http(
  { route: 'addresses/post-address', body: addressRequestSchema },
  async ({ user, body }) => new Reply(201, await addAddress(user.id, body)),
);
