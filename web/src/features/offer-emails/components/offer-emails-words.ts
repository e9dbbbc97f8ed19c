/**
 * The words the account's "Offers by e-mail" and the order's thank-you page share
 * (docs/business-rules.md#offer-e-mails-who-receives-them), so both say the same thing.
 */
import { confirmLinkMinutes, type OfferEmailsAnswer } from '@functions/offers/contract/offer-mail-subscription';

/** Where the setting is: the thank-you page's words link here. */
export const offerEmailsSettingPath = '/account/notifications#offer-emails';
export const offerEmailsSectionId = 'offer-emails';

export const orderEmailsUnaffected = 'E-mails about your orders are not affected: they always come.';

export const checkInbox = (email: string) => `Check your inbox: we sent a link to confirm to ${email}.`;

/**
 * What "Send the link again" did: a new link, or none yet because one went less than `confirmLinkMinutes` ago
 * (the answer's `linkSentAt` did not move), with the minutes to wait.
 */
export function resendOutcome(before: OfferEmailsAnswer, after: OfferEmailsAnswer, now = Date.now()): string {
  if (after.linkSentAt && after.linkSentAt !== before.linkSentAt) return `We sent a new link to ${after.email}.`;
  const sentAt = Date.parse(after.linkSentAt ?? '') || now;
  const minutes = Math.max(1, Math.ceil((sentAt + confirmLinkMinutes * 60_000 - now) / 60_000));
  return `We sent you a link less than ${confirmLinkMinutes} minutes ago: look for it in your inbox and spam folder. You can ask for another in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
