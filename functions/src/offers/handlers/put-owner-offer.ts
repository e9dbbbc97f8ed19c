/** PUT /owner/offers/{offerId} {offer definition, version}: replaces the offer over the version the owner read; answers {offer}. */
import { offerPathSchema, offerUpdateRequestSchema } from '../contract/offers.ts';
import { notFound } from '../../platform/errors.ts';
import { http } from '../../platform/http/http.ts';
import { unknownOfferMessage, updateOwnerOffer } from '../use-cases/owner-offers.ts';

export const handler = http({ route: 'offers/put-owner-offer', body: offerUpdateRequestSchema }, async ({ pathParameters, body }) => {
  const path = offerPathSchema.safeParse(pathParameters);
  if (!path.success) throw notFound(unknownOfferMessage);
  return { offer: await updateOwnerOffer(path.data.offerId, body) };
});
