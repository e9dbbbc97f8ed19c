/**
 * E-mails the owner about new items, once each. Dispatch is by the item's type, one composer per
 * kind of notification (enquiries now; issue 7 adds orders).
 *
 * Delivery is at least once: the marker is checked before sending and written after a successful
 * send. A crash between the two sends that one e-mail again on the retry; the other order (marker
 * first) would instead lose the e-mail, and a lost enquiry costs the owner more than a duplicate.
 */
import { env } from '../config/env.ts';
import { sendEmail } from '../data/mailer.ts';
import { enquiryFromItem } from '../data/enquiry.ts';
import { isNotifiedItemType, markNotified, wasNotified, type NotifiedItemType } from '../data/notification.ts';
import type { EmailMessage } from '../domain/emails/email-message.ts';
import { enquiryNotification } from '../domain/emails/enquiry-emails.ts';

type StoredItem = Record<string, unknown>;

const composers: Record<NotifiedItemType, (item: StoredItem, ownerEmail: string) => EmailMessage> = {
  enquiry: (item, ownerEmail) => enquiryNotification(enquiryFromItem(item), ownerEmail),
};

export type NotifyOutcome = 'sent' | 'alreadySent' | 'notNotified';

/** Sends the owner the e-mail for a newly stored item; throws when it could not be sent (so it is retried). */
export async function notifyOwner(item: StoredItem): Promise<NotifyOutcome> {
  if (!isNotifiedItemType(item.type)) return 'notNotified';
  const key = { pk: String(item.pk), sk: String(item.sk) };
  if (await wasNotified(key)) return 'alreadySent';
  await sendEmail(composers[item.type](item, env().OWNER_EMAIL));
  try {
    await markNotified(key);
  } catch (error) {
    // The e-mail is out: a retry now would certainly send it twice, so only a redelivery could.
    console.error(JSON.stringify({ level: 'error', message: 'Could not mark the item notified', pk: key.pk, sk: key.sk, error: String(error) }));
  }
  return 'sent';
}
