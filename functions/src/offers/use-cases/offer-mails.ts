/**
 * The owner's offer e-mails (docs/business-rules.md#offer-e-mails): previewed, sent to everyone subscribed, and
 * drained at the stage's pace (rules/offer-mail-pace.ts). Sending saves the e-mail and queues one item per subscriber;
 * the drain function takes the queue (first when the e-mail is saved, through the table's stream, then every minute
 * while anything is left), checking each subscriber just before their turn, so an unsubscribe holds at once and a
 * subscriber who never confirmed receives nothing. SES's events record the opens.
 */
import { ulid } from 'ulid';
import * as z from 'zod';
import type { OfferMail, OfferMailDraft, OfferMailPreview, OfferMailSendRequest, OwnerOfferMailsAnswer } from '../contract/offer-mails.ts';
import { offerWords } from '../contract/offer-words.ts';
import { offerMailMessage, type OfferMailContent, type OfferMailPlace } from '../rules/offer-mail-message.ts';
import { offerMailPace } from '../rules/offer-mail-pace.ts';
import { readSubscriber, subscribedUserIds } from '../store/offer-mail-subscribers.ts';
import {
  claimRecipient,
  createOfferMail,
  finishOfferMail,
  getOfferMail,
  listOfferMails,
  queuedRecipients,
  recordOpen,
  releaseRecipient,
  sentMessage,
  settleRecipient,
} from '../store/offer-mails.ts';
import { getOffer } from '../store/offers.ts';
import { unsubscribeLinks, unsubscribeOfferEmails } from './offer-mail-subscriptions.ts';
import { business } from '../../platform/config/business.ts';
import { env, shopUrl } from '../../platform/config/env.ts';
import { logger } from '../../platform/config/telemetry.ts';
import { conflict } from '../../platform/errors.ts';
import { sendEmail, sendQuota } from '../../platform/mail/mailer.ts';
import { getUser } from '../../platform/table/user-record.ts';

export const nobodySubscribedMessage = 'Nobody receives offer e-mails yet: customers opt in from their account or after an order, and confirm by e-mail.';
export const offerNotFeaturableMessage = 'Feature a code offer that is live or paused, not ended.';

/** How long one drain keeps sending before it leaves the rest to the next (the function's timeout is longer). */
export const drainRoundMs = 50_000;

function place(): OfferMailPlace {
  const { street, city, region, postalCode } = business.address;
  return { menuUrl: shopUrl('/menu'), postalAddress: env().OFFER_MAIL_POSTAL_ADDRESS ?? `${business.name}, ${street}, ${city}, ${region} ${postalCode}` };
}

/** The featured offer's code and words, or a 409 on `body.offerId` when it is not a code offer the customer could use. */
async function featuredOffer(offerId: string | null): Promise<OfferMailContent['offer']> {
  if (offerId === null) return null;
  const offer = await getOffer(offerId);
  if (!offer || offer.kind !== 'code' || offer.state === 'ended') {
    throw conflict(offerNotFeaturableMessage, [{ path: 'body.offerId', message: offerNotFeaturableMessage }]);
  }
  return { code: offer.code, words: offerWords(offer) };
}

/** GET /owner/offer-mails: the e-mails, newest first, and how many would receive one now. */
export async function readOwnerOfferMails(): Promise<OwnerOfferMailsAnswer> {
  const [mails, subscribers] = await Promise.all([listOfferMails(), subscribedUserIds()]);
  return { mails, subscribers: subscribers.length, opensTracked: env().OFFER_MAIL_CONFIGURATION_SET !== undefined };
}

/** POST /owner/offer-mails/preview: the e-mail as a subscriber gets it, greeting the owner by name. */
export async function previewOfferMail(draft: OfferMailDraft, owner: { id: string; name: string; email: string }): Promise<OfferMailPreview> {
  const content = { subject: draft.subject, body: draft.body, offer: await featuredOffer(draft.offerId) };
  const message = offerMailMessage(content, { email: owner.email, name: owner.name, unsubscribe: await unsubscribeLinks(owner.id) }, place());
  return { subject: message.subject, html: message.html, text: message.text };
}

/**
 * POST /owner/offer-mails: queued for everyone subscribed now, once per id (a repeated request answers the e-mail as
 * it stands, `created` false). 409 when nobody is subscribed, or the featured offer cannot be used.
 */
export async function sendOfferMail(request: OfferMailSendRequest, now = new Date()): Promise<{ mail: OfferMail; created: boolean }> {
  const before = await getOfferMail(request.mailId);
  if (before) return { mail: before, created: false };
  const offer = await featuredOffer(request.offerId);
  const userIds = await subscribedUserIds();
  if (userIds.length === 0) throw conflict(nobodySubscribedMessage);
  const mail: OfferMail = {
    mailId: request.mailId,
    subject: request.subject,
    body: request.body,
    offerId: request.offerId,
    offer,
    state: 'sending',
    createdAt: now.toISOString(),
    recipients: userIds.length,
    sent: 0,
    skipped: 0,
    failed: 0,
    opened: 0,
  };
  if ((await createOfferMail(mail, userIds, now)) === 'created') {
    logger().info('Offer e-mail queued', { mailId: mail.mailId, recipients: mail.recipients });
    return { mail, created: true };
  }
  // The same id saved by another request meanwhile (a double click): that one's e-mail, as it stands.
  const saved = await getOfferMail(request.mailId);
  if (!saved) throw new Error(`The offer e-mail ${request.mailId} was saved but cannot be read back`);
  return { mail: saved, created: false };
}

/** A new id for a send (the web makes its own; tests use this). */
export const newOfferMailId = (now = new Date()) => ulid(now.getTime());

type TurnOutcome = 'sent' | 'skipped' | 'failed' | 'taken' | 'slow down';

/** SES errors that mean "not now" (the rate, the account paused): the turn is given back for a later round. */
const notNowErrors = new Set([
  'TooManyRequestsException',
  'LimitExceededException',
  'SendingPausedException',
  'AccountSuspendedException',
  'ThrottlingException',
]);

/** One subscriber's turn: checked just before (still subscribed, still a customer), claimed, sent, settled. */
async function sendTurn(mail: OfferMail, userId: string, now: () => Date): Promise<TurnOutcome> {
  const [subscriber, user] = await Promise.all([readSubscriber(userId), getUser(userId)]);
  if (subscriber?.status !== 'subscribed' || !user) {
    const reason = !user ? 'no longer a customer' : 'unsubscribed before their turn';
    return (await settleRecipient(mail.mailId, userId, { state: 'skipped', reason }, now())) ? 'skipped' : 'taken';
  }
  if (!(await claimRecipient(mail.mailId, userId, now()))) return 'taken';
  const message = offerMailMessage(
    { subject: mail.subject, body: mail.body, offer: mail.offer },
    { email: user.email, name: user.name, unsubscribe: await unsubscribeLinks(userId) },
    place(),
  );
  const configurationSet = env().OFFER_MAIL_CONFIGURATION_SET;
  let messageId: string | undefined;
  try {
    messageId = await sendEmail({ ...message, ...(configurationSet ? { configurationSet } : {}) });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    if (notNowErrors.has(name)) {
      await releaseRecipient(mail.mailId, userId);
      return 'slow down';
    }
    logger().warn('An offer e-mail was refused by SES', { mailId: mail.mailId, userId, error: name });
    await settleRecipient(mail.mailId, userId, { state: 'failed', reason: name }, now());
    return 'failed';
  }
  // SES always answers an id; without one the turn is settled as failed rather than left claimed.
  if (!messageId) {
    await settleRecipient(mail.mailId, userId, { state: 'failed', reason: 'no message id' }, now());
    return 'failed';
  }
  await settleRecipient(mail.mailId, userId, { state: 'sent', messageId }, now());
  return 'sent';
}

export type DrainOutcome = 'finished' | 'continues' | 'daily quota reached' | 'slowed down' | 'none';

const waitUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/**
 * Sends the e-mail's queue at the stage's pace, a second's worth at a time, until it is empty (the e-mail marked
 * sent), the round's time is up, the day's share of the quota is reached, or SES asks to slow down (the next round,
 * a minute on, goes on). Claims make two drains at once safe; the function's concurrency of one keeps the pace.
 */
export async function drainOfferMail(mailId: string, deadline = Date.now() + drainRoundMs, now: () => Date = () => new Date()): Promise<DrainOutcome> {
  const mail = await getOfferMail(mailId);
  if (!mail || mail.state === 'sent') return 'none';
  const pace = offerMailPace(await sendQuota().catch(() => undefined));
  let sentThisRound = 0;
  // The last turn taken: the queue is read on from there, and from its start once more before the e-mail is finished.
  let after: string | undefined;
  for (;;) {
    if (Date.now() >= deadline) return 'continues';
    const room = pace.dailyLeft === null ? pace.perSecond : Math.min(pace.perSecond, pace.dailyLeft - sentThisRound);
    const batch = await queuedRecipients(mailId, Math.max(room, 1), after);
    if (batch.length === 0 && after !== undefined) {
      after = undefined;
      continue;
    }
    if (batch.length === 0) {
      if (await finishOfferMail(mailId, now())) logger().info('Offer e-mail sent', { mailId });
      return 'finished';
    }
    after = batch.at(-1);
    if (room <= 0) return 'daily quota reached';
    const secondEnds = Date.now() + 1000;
    for (const userId of batch) {
      const outcome = await sendTurn(mail, userId, now);
      if (outcome === 'slow down') return 'slowed down';
      if (outcome === 'sent') sentThisRound += 1;
    }
    await waitUntil(secondEnds);
  }
}

/** Every e-mail still sending, drained in turn (the minute's tick). */
export async function drainSendingOfferMails(deadline = Date.now() + drainRoundMs): Promise<void> {
  const sending = (await listOfferMails()).filter((mail) => mail.state === 'sending');
  for (const mail of sending.reverse()) {
    const outcome = await drainOfferMail(mail.mailId, deadline);
    if (outcome !== 'finished' && outcome !== 'none') return;
  }
}

/** An SES event as its configuration set's event destination publishes it to SNS (only what the shop reads). */
export const sesMailEventSchema = z.object({
  eventType: z.string().max(64),
  mail: z.object({ messageId: z.string().min(1).max(200) }),
  open: z.object({ timestamp: z.string().max(64).optional() }).optional(),
  bounce: z.object({ bounceType: z.string().max(64).optional() }).optional(),
});
export type SesMailEvent = z.infer<typeof sesMailEventSchema>;

/**
 * What an SES event did: 'opened' (a first open, counted), 'stopped' (a hard bounce or a complaint: the subscriber's
 * offer e-mails stop, as if they had unsubscribed), 'known' (an open already counted, or not an offer e-mail's),
 * 'ignored' (an event the shop does not record).
 */
export async function recordOfferMailEvent(event: SesMailEvent, now = new Date()): Promise<'opened' | 'stopped' | 'known' | 'ignored'> {
  const hardBounce = event.eventType === 'Bounce' && event.bounce?.bounceType === 'Permanent';
  if (event.eventType !== 'Open' && event.eventType !== 'Complaint' && !hardBounce) return 'ignored';
  const sent = await sentMessage(event.mail.messageId);
  if (!sent) return 'known';
  if (event.eventType !== 'Open') {
    await unsubscribeOfferEmails(sent.userId, hardBounce ? 'bounce' : 'complaint', now);
    logger().info('Offer e-mails stopped by an SES event', { userId: sent.userId, eventType: event.eventType });
    return 'stopped';
  }
  const at = event.open?.timestamp && !Number.isNaN(Date.parse(event.open.timestamp)) ? new Date(event.open.timestamp) : now;
  return (await recordOpen(sent.mailId, sent.userId, at)) ? 'opened' : 'known';
}
