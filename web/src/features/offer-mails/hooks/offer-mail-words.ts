/**
 * The offer e-mails' words on the owner's screens: how far an e-mail has gone ('Sending: 120 of 300', then 'Sent to
 * 298 · 2 skipped · 0 failed'), when it went, its opens (or that they are not tracked: never 0 as if nobody opened),
 * the subscribers an e-mail sent now would reach, and the send button's label.
 */
import type { OfferMail } from '@functions/offers/contract/offer-mails';
import { formatOrderClock, formatOrderDate } from '@functions/platform/contract/business-clock.ts';
import { countLabel } from '@functions/platform/contract/count-label.ts';

const number = (count: number) => count.toLocaleString('en-US');

/** Of its recipients, how many its queue has dealt with so far (sent, skipped or failed). */
export function handledCount(mail: Pick<OfferMail, 'sent' | 'skipped' | 'failed'>): number {
  return mail.sent + mail.skipped + mail.failed;
}

/** 'Sending: 120 of 300' while its queue is drained; then 'Sent to 298 · 2 skipped · 0 failed'. */
export function progressWords(mail: Pick<OfferMail, 'state' | 'recipients' | 'sent' | 'skipped' | 'failed'>): string {
  if (mail.state === 'sending') return `Sending: ${number(handledCount(mail))} of ${number(mail.recipients)}`;
  return `Sent to ${number(mail.sent)} · ${number(mail.skipped)} skipped · ${number(mail.failed)} failed`;
}

/** 'Dec 7, 2026, 3:15 p.m.' on the kitchen's clock. */
function momentWords(iso: string): string {
  return `${formatOrderDate(iso)}, ${formatOrderClock(iso)}`;
}

/** When the owner sent it: 'Sent Dec 7, 2026, 3:15 p.m.' (once done, 'Sent …'; until then, 'Started …'). */
export function sentAtWords(mail: Pick<OfferMail, 'state' | 'createdAt'>): string {
  return `${mail.state === 'sending' ? 'Started' : 'Sent'} ${momentWords(mail.createdAt)}`;
}

/** 'Opened by 120 (40 %)', or 'Opens not tracked' where SES does not record them on this stage. */
export function opensWords(mail: Pick<OfferMail, 'opened' | 'sent'>, opensTracked: boolean): string {
  if (!opensTracked) return 'Opens not tracked';
  if (mail.sent === 0) return `Opened by ${number(mail.opened)}`;
  return `Opened by ${number(mail.opened)} (${Math.round((mail.opened / mail.sent) * 100)} %)`;
}

/** How many an e-mail sent now would reach: '120 subscribers', '1 subscriber', '0 subscribers'. */
export function subscribersWords(subscribers: number): string {
  return countLabel(subscribers, 'subscriber');
}

/** The compose form's button: 'Send to 120 subscribers' ('Send to subscribers' while the count is not known). */
export function sendLabel(subscribers: number | undefined): string {
  return subscribers === undefined ? 'Send to subscribers' : `Send to ${subscribersWords(subscribers)}`;
}
