/** PUT /account/offer-emails {wanted, from}: asks for offer e-mails (a confirming e-mail goes out), stops them, or declines them once; answers where the customer stands. */
import { offerEmailsRequestSchema } from '../contract/offer-mail-subscription.ts';
import { http } from '../../platform/http/http.ts';
import { changeOfferEmails } from '../use-cases/offer-mail-subscriptions.ts';

export const handler = http({ route: 'offers/put-account-offer-emails', body: offerEmailsRequestSchema }, async ({ user, body }) =>
  changeOfferEmails(user, body),
);
