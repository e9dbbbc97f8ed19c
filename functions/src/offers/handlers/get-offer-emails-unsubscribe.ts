/**
 * GET /offer-emails/unsubscribe?token=…: the List-Unsubscribe link opened in a browser (a mail client without one-click)
 * goes to the shop's unsubscribe page (303), whose button unsubscribes. A GET never unsubscribes: link scanners open links.
 */
import { offerEmailsUnsubscribeQuerySchema } from '../contract/offer-mail-subscription.ts';
import { http, Reply } from '../../platform/http/http.ts';
import { unsubscribePageOf } from '../use-cases/offer-mail-subscriptions.ts';

export const handler = http(
  { route: 'offers/get-offer-emails-unsubscribe', query: offerEmailsUnsubscribeQuerySchema },
  async ({ query }) => new Reply(303, undefined, { location: unsubscribePageOf(query.token) }),
);
