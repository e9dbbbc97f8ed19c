/** POST /owner/offers {offer definition}: creates an offer code or automatic offer (strictly validated); answers 201 {offer}. */
import { offerCreateRequestSchema } from '../contract/offers.ts';
import { http, Reply } from '../../platform/http/http.ts';
import { createOwnerOffer } from '../use-cases/owner-offers.ts';

export const handler = http(
  { route: 'offers/post-owner-offers', body: offerCreateRequestSchema },
  async ({ body }) => new Reply(201, { offer: await createOwnerOffer(body) }),
);
