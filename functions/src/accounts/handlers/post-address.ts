/** POST /address: adds an address (ZIP inside the service area; the first becomes the default). Answers 201 with it. */
import { addressRequestSchema } from '../contract/address.ts';
import { http, Reply } from '../../platform/http/http.ts';
import { addAddress } from '../use-cases/addresses.ts';

export const handler = http(
  { route: 'accounts/post-address', body: addressRequestSchema },
  async ({ user, body }) => new Reply(201, await addAddress(user.id, body)),
);
