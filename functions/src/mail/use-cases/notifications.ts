/**
 * E-mails about new items, once each. Dispatch is by the item's type, one composer per kind of
 * notification: enquiries and new orders to the owner, order messages to the customer.
 *
 * Delivery is at least once: the marker is checked before sending and written after a successful
 * send. A crash between the two sends that one e-mail again on the retry; the other order (marker
 * first) would instead lose the e-mail, and a lost enquiry costs the owner more than a duplicate.
 */
import { env } from '../../platform/config/env.ts';
import { sessionSecret } from '../../platform/config/session-secret.ts';
import { logger } from '../../platform/config/telemetry.ts';
import { sendEmail } from '../../platform/mail/mailer.ts';
import { quoteLinkRequestFromItem, quoteLinkRequestType, balanceLinkMessage, isQuoteGuestId } from '../../quotes/index.ts';
import { enquiryFromItem, enquiryAcknowledgement, enquiryNotification } from '../../enquiries/index.ts';
import {
  messageFromItem,
  orderFromItem,
  customerCancelNoticeType,
  customerCancelledNotification,
  givenUpNoticeType,
  givenUpNotification,
  newOrderNotification,
  orderMessageEmail,
  orderReceiptSchema,
  orderReceivedEmail,
  ownerActionUrl,
  ownerActionsFor,
} from '../../orders/index.ts';
import { isNotifiedItemType, markNotified, wasNotified, type NotificationKind, type NotifiedItemType } from '../store/notification.ts';
import { balanceLinkNoticeFromItem, balanceLinkNoticeType, paidOrderNoticeType } from '../../payments/index.ts';
import { resetRequestFromItem, resetRequestItemType, resetLinkEmail, receiptVerificationLink } from '../../accounts/index.ts';
import type { EmailMessage } from '../../platform/mail/email-message.ts';
import { signOwnerActionToken, quoteLinkEmail } from '../../kitchen/index.ts';

type StoredItem = Record<string, unknown>;

/**
 * The owner's e-mail for a new order, with a signed link per action the kitchen takes next. An order awaiting its card
 * is not the kitchen's yet: its e-mail goes with its paid-order notice, once the card is held.
 */
async function newOrderEmail(item: StoredItem): Promise<EmailMessage | undefined> {
  const order = orderFromItem(item);
  if (order.status === 'awaiting-payment') return undefined;
  const { OWNER_EMAIL, SITE_ORIGIN } = env();
  const secret = await sessionSecret();
  const links = await Promise.all(
    // A paid quote's order arrives accepted (docs/business-rules.md#catering-quotes): no accept link is signed for it.
    ownerActionsFor(order.mode)
      .filter((action) => !(action === 'accept' && order.status === 'accepted'))
      .map(async (action) => ({
        action,
        url: ownerActionUrl(
          SITE_ORIGIN,
          order.orderId,
          action,
          await signOwnerActionToken({ orderId: order.orderId, userId: order.userId, action }, secret, Date.now(), order.slotId),
        ),
      })),
  );
  return newOrderNotification(order, OWNER_EMAIL, links);
}

/**
 * The customer's e-mail for a message about their order (the summary line is written beside it
 * when known): the receipt when the item carries one ("Order received"), else the status message.
 */
async function orderMessage(item: StoredItem): Promise<EmailMessage> {
  const message = messageFromItem(item);
  const orderSummary = typeof item.orderSummary === 'string' ? item.orderSummary : undefined;
  const email = { ...message, ...(orderSummary ? { orderSummary } : {}), inAccount: !isQuoteGuestId(message.userId) };
  const receipt = item.receipt === undefined ? undefined : orderReceiptSchema.safeParse(item.receipt);
  if (receipt && !receipt.success) {
    logger().error('An order message carries a malformed receipt; sending it without', { pk: item.pk, sk: item.sk });
  }
  if (!receipt?.success) return orderMessageEmail(email, env().SITE_ORIGIN);
  // A first order paid by card before the address was verified: the receipt carries the link that verifies it.
  const verifyUrl = email.inAccount ? await receiptVerificationLink(message.userId) : undefined;
  return orderReceivedEmail(email, receipt.data, env().SITE_ORIGIN, verifyUrl);
}

/** Each type's e-mail; undefined when the item calls for none (a reset asked for an address without an account). */
const composers: Record<NotifiedItemType, (item: StoredItem) => EmailMessage | undefined | Promise<EmailMessage | undefined>> = {
  enquiry: (item) => enquiryNotification(enquiryFromItem(item), env().OWNER_EMAIL),
  order: newOrderEmail,
  [paidOrderNoticeType]: newOrderEmail,
  orderMessage,
  [resetRequestItemType]: (item) => resetLinkEmail(resetRequestFromItem(item)),
  [quoteLinkRequestType]: (item) => quoteLinkEmail(quoteLinkRequestFromItem(item)),
  [balanceLinkNoticeType]: (item) => balanceLinkMessage(balanceLinkNoticeFromItem(item)),
  [customerCancelNoticeType]: (item) => customerCancelledNotification(orderFromItem(item), env().OWNER_EMAIL),
  [givenUpNoticeType]: (item) => givenUpNotification(orderFromItem(item), env().OWNER_EMAIL),
};

/**
 * The customer's acknowledgement some items send besides their own e-mail, after it and with a marker of its own, so
 * each goes out once: a catering enquiry's (docs/business-rules.md#enquiries).
 */
const acknowledgers: Partial<Record<NotifiedItemType, (item: StoredItem) => EmailMessage | undefined>> = {
  enquiry: (item) => enquiryAcknowledgement(enquiryFromItem(item)),
};

export type NotifyOutcome = 'sent' | 'alreadySent' | 'notNotified';

/** Sends one of an item's e-mails unless its marker says it went out, then marks it. */
async function sendOnce(key: { pk: string; sk: string }, kind: NotificationKind, compose: () => EmailMessage | undefined | Promise<EmailMessage | undefined>) {
  if (await wasNotified(key, kind)) return 'alreadySent';
  const email = await compose();
  if (!email) return 'notNotified';
  await sendEmail(email);
  try {
    await markNotified(key, Date.now(), kind);
  } catch (error) {
    // The e-mail is out: a retry now would certainly send it twice, so only a redelivery could.
    logger().error('Could not mark the item notified', { pk: key.pk, sk: key.sk, kind, error: error instanceof Error ? error : String(error) });
  }
  return 'sent';
}

/**
 * Sends the e-mail for a newly stored item (the owner's or the customer's), then the customer's acknowledgement when
 * the item sends one; throws when one could not be sent (so it is retried: what went out is not sent again).
 */
export async function notifyOwner(item: StoredItem): Promise<NotifyOutcome> {
  if (!isNotifiedItemType(item.type)) return 'notNotified';
  const type = item.type;
  const key = { pk: String(item.pk), sk: String(item.sk) };
  const outcome = await sendOnce(key, 'notified', () => composers[type](item));
  const acknowledge = acknowledgers[type];
  if (!acknowledge) return outcome;
  const acknowledged = await sendOnce(key, 'acknowledged', () => acknowledge(item));
  return outcome === 'sent' || acknowledged === 'sent' ? 'sent' : outcome;
}
