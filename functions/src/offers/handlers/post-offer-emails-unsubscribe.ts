/**
 * POST /offer-emails/unsubscribe?token=…: stops the token's customer's offer e-mails, with no session: RFC 8058's
 * one-click (`List-Unsubscribe=One-Click` as a form, from the mail provider) or the shop's page (`{from: 'page'}`).
 * 200 whether or not they were subscribed; 400 for a token the shop did not make.
 */
import { offerEmailsUnsubscribeBodySchema, offerEmailsUnsubscribeQuerySchema } from '../contract/offer-mail-subscription.ts';
import { http } from '../../platform/http/http.ts';
import { unsubscribeByToken } from '../use-cases/offer-mail-subscriptions.ts';

export const handler = http(
  { route: 'offers/post-offer-emails-unsubscribe', query: offerEmailsUnsubscribeQuerySchema, body: offerEmailsUnsubscribeBodySchema },
  async ({ query, body }) => unsubscribeByToken(query.token, body),
);
