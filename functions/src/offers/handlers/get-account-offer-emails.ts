/** GET /account/offer-emails: whether the customer gets offer e-mails (asked, subscribed, …) and the address they go to. */
import { http } from '../../platform/http/http.ts';
import { readOfferEmails } from '../use-cases/offer-mail-subscriptions.ts';

export const handler = http({ route: 'offers/get-account-offer-emails' }, async ({ user }) => readOfferEmails(user));
