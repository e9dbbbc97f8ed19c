/**
 * The e-mail that confirms a customer wants offer e-mails (double opt-in, docs/business-rules.md#offer-e-mails-who-receives-them):
 * sent to the account's address when they ask, its link the only way to become subscribed.
 */
import { confirmLinkDays } from '../contract/offer-mail-subscription.ts';
import { business } from '../../platform/config/business.ts';
import { composeEmail, type EmailMessage } from '../../platform/mail/email-message.ts';

export function confirmOfferEmailsMessage(to: string, name: string, link: string): EmailMessage {
  return composeEmail(to, `Confirm you want offers from ${business.name}`, `Hello ${name},`, [
    { paragraph: `You asked for ${business.name}’s offers by e-mail. Confirm that this is your address, and we’ll send our offers here.` },
    { button: { label: 'Yes, e-mail me offers', url: link } },
    {
      paragraph: `The link works once, for ${confirmLinkDays} days. If you didn’t ask, ignore this e-mail: we won’t send you offers. E-mails about your orders come either way.`,
    },
  ]);
}
