/** POST /owner/offer-mails/preview {subject, body, offerId}: the e-mail as a subscriber would get it (subject, HTML, text). */
import { offerMailPreviewRequestSchema } from '../contract/offer-mails.ts';
import { http } from '../../platform/http/http.ts';
import { previewOfferMail } from '../use-cases/offer-mails.ts';

export const handler = http({ route: 'offers/post-owner-offer-mail-preview', body: offerMailPreviewRequestSchema }, async ({ body, user }) =>
  previewOfferMail(body, user),
);
