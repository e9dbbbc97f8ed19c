/** POST /offer-emails/confirm {token}: the confirming e-mail's link followed, signed in or not: the customer is subscribed; 400 for a used, expired or unknown link. */
import { offerEmailsConfirmRequestSchema } from '../contract/offer-mail-subscription.ts';
import { http } from '../../platform/http/http.ts';
import { confirmOfferEmails } from '../use-cases/offer-mail-subscriptions.ts';

export const handler = http({ route: 'offers/post-offer-emails-confirm', body: offerEmailsConfirmRequestSchema }, async ({ body }) =>
  confirmOfferEmails(body.token),
);
