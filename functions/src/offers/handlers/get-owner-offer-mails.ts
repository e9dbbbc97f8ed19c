/** GET /owner/offer-mails: the offer e-mails, newest first, with how far each has gone, and how many are subscribed now. */
import { http } from '../../platform/http/http.ts';
import { readOwnerOfferMails } from '../use-cases/offer-mails.ts';

export const handler = http({ route: 'offers/get-owner-offer-mails' }, async () => readOwnerOfferMails());
