/**
 * POST /owner/offer-mails {mailId, subject, body, offerId}: the e-mail queued for everyone subscribed now; answers 201
 * {mail}, or 200 for an id sent before (a repeated request sends nothing again). The drain sends it.
 */
import { offerMailSendRequestSchema } from '../contract/offer-mails.ts';
import { http, Reply } from '../../platform/http/http.ts';
import { sendOfferMail } from '../use-cases/offer-mails.ts';

export const handler = http({ route: 'offers/post-owner-offer-mails', body: offerMailSendRequestSchema }, async ({ body }) => {
  const { mail, created } = await sendOfferMail(body);
  return new Reply(created ? 201 : 200, { mail });
});
