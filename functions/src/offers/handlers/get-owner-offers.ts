/** GET /owner/offers: every offer code and automatic offer, the newest first, each with the version a save sends back. */
import { http } from '../../platform/http/http.ts';
import { readOwnerOffers } from '../use-cases/owner-offers.ts';

export const handler = http({ route: 'offers/get-owner-offers' }, async () => readOwnerOffers());
