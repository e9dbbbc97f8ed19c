/**
 * How the inbox words an enquiry: its kind and status, who sent it, a one-line preview, its times,
 * and the reply e-mail the owner starts from (docs/business-rules.md#the-enquiries-inbox).
 */
import { business } from '@business';
import type { EnquiryKind } from '@functions/enquiries/contract/contact';
import type { InboxEnquiry, InboxStatus } from '@functions/enquiries/contract/enquiry-inbox';
import { formatOrderClock, formatOrderDate } from '@functions/platform/contract/business-clock.ts';

export const kindLabel: Record<EnquiryKind, string> = {
  catering: 'Catering',
  dishRequest: 'Dish request',
  ingredientsRequest: 'Ingredients request',
};

/** The kind in a sentence: 'your catering enquiry'. */
const kindInSentence: Record<EnquiryKind, string> = {
  catering: 'catering enquiry',
  dishRequest: 'dish request',
  ingredientsRequest: 'ingredients request',
};

export const statusLabel: Record<InboxStatus, string> = { new: 'New', replied: 'Replied', closed: 'Closed' };

/** Who sent it: the catering sender (and company), the signed-in customer, a visitor who left an address, or one who left nothing. */
export function senderOf(enquiry: InboxEnquiry): string {
  if (enquiry.kind === 'catering') return enquiry.company ? `${enquiry.name} (${enquiry.company})` : enquiry.name;
  if (enquiry.contact?.via === 'visitor') return `A visitor (${enquiry.contact.email})`;
  return enquiry.contact?.name ?? 'A visitor (signed out)';
}

/** The enquiry's subject, for its heading: 'Catering for Office lunch', 'Kenkey', 'Jollof Rice'. */
export function subjectOf(enquiry: InboxEnquiry): string {
  switch (enquiry.kind) {
    case 'catering':
      return enquiry.eventType ? `Catering: ${enquiry.eventType}` : `Catering for ${enquiry.name}`;
    case 'dishRequest':
      return `Add “${enquiry.dishName}” to the menu`;
    case 'ingredientsRequest':
      return `Ingredients for ${enquiry.dishName}`;
  }
}

/** One line of what was asked. */
export function previewOf(enquiry: InboxEnquiry): string {
  switch (enquiry.kind) {
    case 'catering':
      return enquiry.message.replace(/\s+/g, ' ').trim();
    case 'dishRequest':
      return `Asks for ${enquiry.dishName} on the menu`;
    case 'ingredientsRequest':
      return `${enquiry.dishName}: ${enquiry.ingredients.join(', ')}`;
  }
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** '5 minutes ago', 'yesterday', '3 weeks ago'; 'just now' under a minute. */
export function timeAgo(iso: string, now: number): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const ago = Math.abs(seconds);
  if (ago < 60) return 'just now';
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['minute', 60],
    ['hour', 3600],
    ['day', 86_400],
    ['week', 604_800],
    ['month', 2_629_800],
    ['year', 31_557_600],
  ];
  let [unit, size] = steps[0]!;
  for (const step of steps) if (ago >= step[1]) [unit, size] = step;
  return relative.format(Math.trunc(seconds / size), unit);
}

/** 'Nov 24, 2026 · 5:15 p.m.' on the business's clock. */
export function formatWhen(iso: string): string {
  return `${formatOrderDate(iso)} · ${formatOrderClock(iso)}`;
}

const eventDateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** A catering event's date (yyyy-mm-dd, a calendar day): 'Saturday, December 12, 2026'. */
export function formatEventDate(date: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return eventDateFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

/** A mailto: link to the sender, with a subject and the opening lines of a reply. */
export function replyLink(enquiry: InboxEnquiry, ownerName: string): string | undefined {
  const contact = enquiry.contact;
  if (!contact) return undefined;
  const firstName = contact.name.trim().split(/\s+/)[0] ?? '';
  const about = enquiry.kind === 'catering' ? '' : ` about ${enquiry.dishName}`;
  const subject = `Re: your ${kindInSentence[enquiry.kind]} to ${business.name}`;
  const body = [
    firstName ? `Hello ${firstName},` : 'Hello,',
    '',
    `Thank you for your ${kindInSentence[enquiry.kind]}${about}.`,
    '',
    '',
    `${ownerName}`,
    business.name,
    business.phone,
  ].join('\n');
  return `mailto:${encodeURIComponent(contact.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** What the list says when a filter shows nothing. */
export const inboxEmptyText = {
  all: { title: 'No enquiries yet', text: 'Catering enquiries and dish and ingredients requests from the shop’s forms arrive here, and in your e-mail.' },
  new: { title: 'Nothing new', text: 'Every enquiry has been answered or closed.' },
  replied: { title: 'No replied enquiries', text: 'Enquiries you mark replied wait here until you close them.' },
  closed: { title: 'No closed enquiries', text: 'Enquiries you close are kept here.' },
} as const;
