/**
 * Who receives the owner's offer e-mails (docs/business-rules.md#offer-e-mails-who-receives-them): a customer asks (the
 * account's setting, or once on an order's thank-you page), is e-mailed a link to confirm (double opt-in: until they
 * follow it they receive no offer e-mail), and stops them when they like: from the account, the e-mail's one-click
 * header (RFC 8058), its footer link's page, or SES (a bounce or complaint). Each change is a transaction over the
 * subscriber as read, read again when another change came first; nothing here touches the e-mails about orders.
 */
import { confirmLinkMinutes, type OfferEmailsAnswer, type OfferEmailsRequest, type OfferEmailsUnsubscribeBody } from '../contract/offer-mail-subscription.ts';
import { confirmOfferEmailsMessage } from '../rules/confirm-offer-emails-message.ts';
import { unsubscribeToken, unsubscribeTokenUser } from '../rules/unsubscribe-token.ts';
import {
  askSubscriber,
  confirmSubscriber,
  declineSubscriber,
  readSubscriber,
  takeConfirmedLink,
  unsubscribeSubscriber,
  type OfferMailSubscriber,
  type SubscriberWrite,
  type UnsubscribeWay,
} from '../store/offer-mail-subscribers.ts';
import { env, shopUrl } from '../../platform/config/env.ts';
import { sessionSecret } from '../../platform/config/session-secret.ts';
import { AppError, conflict, validationError } from '../../platform/errors.ts';
import { sendEmail } from '../../platform/mail/mailer.ts';
import { newLinkToken } from '../../platform/rules/one-time-token.ts';
import { readToken } from '../../platform/table/one-time-token-store.ts';
import type { UserRecord } from '../../platform/table/user-record.ts';

export const subscriptionBusyMessage = 'Your offer e-mails changed at the same moment: please try again.';
export const confirmLinkUsedMessage = 'This link has already been used, or it isn’t one of ours. Your account says whether you get our offers.';
export const confirmLinkExpiredMessage = 'This link has expired. Ask for offers again from your account, and we’ll e-mail you a new one.';
export const confirmLinkVoidMessage = 'This link is from an earlier request. Your account says whether you get our offers, and can ask again.';
export const unsubscribeLinkMessage = 'This unsubscribe link isn’t complete. Copy the whole link from the e-mail, or stop offer e-mails from your account.';

/** How often a change is read and tried again when another change of the same customer came first. */
const attempts = 5;

/**
 * Applies `change` to the customer's item as read: `change` answers the write it made, or 'done' when there is
 * nothing to write; a `stale` write reads again. A `link` outcome is `change`'s to turn into its refusal.
 */
async function withSubscriber(userId: string, change: (current: OfferMailSubscriber | undefined) => Promise<SubscriberWrite | 'done'>): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if ((await change(await readSubscriber(userId))) !== 'stale') return;
  }
  throw conflict(subscriptionBusyMessage);
}

function answerOf(subscriber: OfferMailSubscriber | undefined, email: string): OfferEmailsAnswer {
  if (!subscriber) return { status: 'none', email };
  const { status, askedAt, linkSentAt, confirmedAt } = subscriber;
  if (status === 'asked') return { status, email, ...(askedAt ? { askedAt } : {}), ...(linkSentAt ? { linkSentAt } : {}) };
  if (status === 'subscribed') return { status, email, ...(askedAt ? { askedAt } : {}), ...(confirmedAt ? { confirmedAt } : {}) };
  return { status, email };
}

/** GET /account/offer-emails: where the customer stands, and the address offers go to (the account's, read when each is sent). */
export async function readOfferEmails(user: UserRecord): Promise<OfferEmailsAnswer> {
  return answerOf(await readSubscriber(user.id), user.email);
}

/** Whether a confirming e-mail went to this ask less than `confirmLinkMinutes` ago (then no other goes yet). */
function linkSentLately(subscriber: OfferMailSubscriber, now: Date): boolean {
  return subscriber.linkSentAt !== undefined && now.getTime() - Date.parse(subscriber.linkSentAt) < confirmLinkMinutes * 60_000;
}

/**
 * PUT /account/offer-emails. Asking: a subscribed customer stays as they are; otherwise `asked` and a confirming
 * e-mail with a new link, unless one went less than `confirmLinkMinutes` ago (the answer says when). Not wanted: from
 * the account, stops them (`unsubscribed`); from an order's thank-you page, a customer never asked is `declined`, and
 * anyone else is left as they are.
 */
export async function changeOfferEmails(user: UserRecord, request: OfferEmailsRequest, now = new Date()): Promise<OfferEmailsAnswer> {
  if (request.wanted) await askForOfferEmails(user, request.from, now);
  else if (request.from === 'account') await unsubscribeOfferEmails(user.id, 'account', now);
  else await withSubscriber(user.id, async (current) => (current ? 'done' : declineSubscriber(user.id, now)));
  return readOfferEmails(user);
}

async function askForOfferEmails(user: UserRecord, from: OfferEmailsRequest['from'], now: Date): Promise<void> {
  let secret: string | undefined;
  await withSubscriber(user.id, async (current) => {
    if (current?.status === 'subscribed' || (current?.status === 'asked' && linkSentLately(current, now))) return 'done';
    secret = newLinkToken();
    return askSubscriber(user.id, current, from, secret, now);
  });
  // Sent once the ask and its token are written, so the link in it always works.
  if (secret) await sendEmail(confirmOfferEmailsMessage(user.email, user.name, shopUrl(`/offer-emails/confirm?token=${secret}`)));
}

const linkRefused = (message: string) => validationError(message, [{ path: 'body.token', message }]);

/**
 * POST /offer-emails/confirm: the confirming link followed (signed in or not, on any device): the customer becomes
 * subscribed, once. A used, unknown or expired link, or one of an earlier ask (they stopped, or asked anew, since), is
 * a 400 that says which; the link of an ask already confirmed (a second e-mail of the same ask) answers subscribed.
 */
export async function confirmOfferEmails(secret: string, now = new Date()): Promise<{ status: 'subscribed' }> {
  // A link secret is 256 bits in base64url: anything else is looked up nowhere.
  const token = /^[A-Za-z0-9_-]{43}$/.test(secret) ? await readToken(secret, 'confirm-offer-emails') : undefined;
  if (!token || token.usedAt !== undefined) throw linkRefused(confirmLinkUsedMessage);
  if (token.expiresAt <= Math.floor(now.getTime() / 1000)) throw linkRefused(confirmLinkExpiredMessage);
  await withSubscriber(token.userId, async (current) => {
    if (!current || current.askedAt !== token.askedAt || (current.status !== 'asked' && current.status !== 'subscribed')) {
      throw linkRefused(confirmLinkVoidMessage);
    }
    const outcome = current.status === 'subscribed' ? await takeConfirmedLink(current.userId, secret, now) : await confirmSubscriber(current, secret, now);
    if (outcome === 'link') throw linkRefused(confirmLinkUsedMessage);
    return outcome;
  });
  return { status: 'subscribed' };
}

/**
 * Stops the customer's offer e-mails at once, `way` saying how (the account, the e-mail's one-click or link, or SES's
 * 'bounce' or 'complaint': what the sender calls when SES reports one). A subscribed customer becomes `unsubscribed`
 * and is counted on the day; an asked one too (their links die), uncounted; anyone else is left as they are, so a
 * repeated or concurrent unsubscribe changes and counts once.
 */
export async function unsubscribeOfferEmails(userId: string, way: UnsubscribeWay, now = new Date()): Promise<void> {
  await withSubscriber(userId, async (current) =>
    current?.status === 'subscribed' || current?.status === 'asked' ? unsubscribeSubscriber(current, way, now) : 'done',
  );
}

/**
 * POST /offer-emails/unsubscribe?token=…: the e-mail's one-click (RFC 8058's `List-Unsubscribe=One-Click`, from the mail
 * provider) or its page's button. The same answer whether or not they were subscribed; a token not made by the shop is a 400.
 */
export async function unsubscribeByToken(token: string, body: OfferEmailsUnsubscribeBody, now = new Date()): Promise<{ status: 'unsubscribed' }> {
  const userId = unsubscribeTokenUser(token, await sessionSecret());
  if (!userId) throw new AppError('VALIDATION', unsubscribeLinkMessage, [{ path: 'query.token', message: unsubscribeLinkMessage }]);
  await unsubscribeOfferEmails(userId, 'List-Unsubscribe' in body ? 'one-click' : 'link', now);
  return { status: 'unsubscribed' };
}

/**
 * An offer e-mail's two unsubscribe links for the customer: `oneClick`, the List-Unsubscribe header's (the API's
 * address, which a mail provider POSTs to), and `page`, the footer's (the shop's page with its button). Both carry
 * the same token, which works for as long as the e-mail is kept.
 */
export async function unsubscribeLinks(userId: string): Promise<{ oneClick: string; page: string }> {
  const token = unsubscribeToken(userId, await sessionSecret());
  return { oneClick: `${env().SITE_ORIGIN}/api/offer-emails/unsubscribe?token=${token}`, page: shopUrl(`/offer-emails/unsubscribe?token=${token}`) };
}

/** GET /offer-emails/unsubscribe?token=…: a browser opening the header's link (never a change: scanners open links) goes to the page. */
export function unsubscribePageOf(token: string): string {
  return shopUrl(`/offer-emails/unsubscribe?token=${encodeURIComponent(token)}`);
}
