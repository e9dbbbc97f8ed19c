/**
 * A customer's offer e-mails (docs/business-rules.md#offer-e-mails-who-receives-them): whether they asked for them,
 * confirmed by the e-mailed link (double opt-in), or stopped them. Shared with the web (the account's "Offers by
 * e-mail", the order's thank-you page, the confirm and unsubscribe pages), so both read the same answer and send
 * what the server takes. Strict: unknown fields are refused.
 */
import * as z from 'zod';

/**
 * Where the customer stands: `none` never asked; `asked` ticked the box and has not followed the confirming link yet
 * (no offer e-mail reaches them until then); `subscribed`; `unsubscribed` (stopped them, or SES stopped them);
 * `declined` said "No thanks" on the thank-you page, which then never asks again.
 */
export const offerEmailsStatuses = ['none', 'asked', 'subscribed', 'unsubscribed', 'declined'] as const;
export type OfferEmailsStatus = (typeof offerEmailsStatuses)[number];

/** Where a customer says yes or no: the account's setting, or an order's thank-you page. */
export const offerEmailsPlaces = ['account', 'order'] as const;

/** GET and PUT /account/offer-emails: the customer's answer, with the address offers (and the confirming link) go to. */
export const offerEmailsAnswerSchema = z.strictObject({
  status: z.enum(offerEmailsStatuses),
  email: z.string(),
  /** When they asked (the current ask, while `asked`; the one they confirmed, once `subscribed`). */
  askedAt: z.iso.datetime().optional(),
  /** When the last confirming e-mail went: another is sent at most once in `confirmLinkMinutes`. */
  linkSentAt: z.iso.datetime().optional(),
  confirmedAt: z.iso.datetime().optional(),
});
export type OfferEmailsAnswer = z.infer<typeof offerEmailsAnswerSchema>;

/**
 * PUT /account/offer-emails: `wanted` true asks (a confirming e-mail goes out; asked again, a fresh link, at most one
 * e-mail in `confirmLinkMinutes`); false stops them (from the account) or, from an order's thank-you page while never
 * asked, says "No thanks" (`declined`).
 */
export const offerEmailsRequestSchema = z.strictObject({ wanted: z.boolean(), from: z.enum(offerEmailsPlaces) });
export type OfferEmailsRequest = z.infer<typeof offerEmailsRequestSchema>;

/** The longest token either link carries (a confirming link's secret is 43 characters, an unsubscribe token about 110). */
const tokenSchema = z.string().trim().min(1, 'The link has no token').max(200, 'This link is not one of ours');

/** POST /offer-emails/confirm: the token of the confirming e-mail's link (the page reads it from the link). */
export const offerEmailsConfirmRequestSchema = z.strictObject({ token: tokenSchema });
export const offerEmailsConfirmAnswerSchema = z.strictObject({ status: z.literal('subscribed') });

/** POST (and GET) /offer-emails/unsubscribe?token=…: the token of the offer e-mail's unsubscribe links. */
export const offerEmailsUnsubscribeQuerySchema = z.strictObject({ token: tokenSchema });

/**
 * The unsubscribe POST's body: RFC 8058's `List-Unsubscribe=One-Click` (a mail provider's one-click, sent as a form),
 * or `{ from: 'page' }` (the shop's own unsubscribe page, the e-mail's footer link), so the owner's reports tell them apart.
 */
export const offerEmailsUnsubscribeBodySchema = z.union([
  z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') }),
  z.strictObject({ from: z.literal('page') }),
]);
export type OfferEmailsUnsubscribeBody = z.infer<typeof offerEmailsUnsubscribeBodySchema>;
export const offerEmailsUnsubscribeAnswerSchema = z.strictObject({ status: z.literal('unsubscribed') });

/** At most one confirming e-mail per customer in this many minutes, however often they ask. */
export const confirmLinkMinutes = 10;
/** How long a confirming link works. */
export const confirmLinkDays = 7;
