/** The owner's e-mail about a new enquiry: every field the customer sent, answerable by Reply when there is an address. */
import { business } from '../../config/business.ts';
import type { CateringEnquiryRecord, EnquiryRecord } from '../enquiry.ts';
import { enquiryKindLabel } from '../enquiry.ts';
import { composeEmail, type EmailMessage } from './email-message.ts';

const notGiven = '(not given)';

/** One line for a subject: a customer's text must not break the header or run on for ever. */
function subjectText(value: string, max = 80): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const field = (label: string, value: string) => ({ paragraph: `${label}: ${value.trim() === '' ? notGiven : value}` });

/** A multi-line text as paragraphs, so its line breaks survive in the HTML part too. */
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((paragraph) => ({ paragraph }));

function receivedAt(createdAt: string): string {
  const when = new Date(createdAt);
  const local = new Intl.DateTimeFormat('en-US', { timeZone: business.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(when);
  return `Received ${local} (${business.address.city} time).`;
}

function formatEventDate(eventDate: string): string {
  if (eventDate === '') return '';
  const [y, m, d] = eventDate.split('-').map(Number) as [number, number, number];
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(Date.UTC(y, m - 1, d)));
  return `${day} (${eventDate})`;
}

function cateringEmail(enquiry: CateringEnquiryRecord, ownerEmail: string): EmailMessage {
  return composeEmail(
    ownerEmail,
    `${enquiryKindLabel.catering} from ${subjectText(enquiry.name)}`,
    'Hello,',
    [
      { paragraph: `A new catering enquiry came in through the website. ${receivedAt(enquiry.createdAt)}` },
      field('Name', enquiry.name),
      field('Company', enquiry.company),
      field('E-mail', enquiry.email),
      field('Phone', enquiry.phone),
      field('Event type', enquiry.eventType),
      field('Event date', formatEventDate(enquiry.eventDate)),
      field('Venue', enquiry.venue),
      field('Estimated guest count', enquiry.estimatedGuestCount),
      { paragraph: 'Message:' },
      ...lines(enquiry.message),
      { paragraph: `Reply to this e-mail to answer ${enquiry.name} at ${enquiry.email}.` },
    ],
    enquiry.email,
  );
}

const noReply = { paragraph: 'The form asks for no contact details, so this request cannot be answered directly.' };

/** The e-mail to the owner for a stored enquiry. */
export function enquiryNotification(enquiry: EnquiryRecord, ownerEmail: string): EmailMessage {
  switch (enquiry.kind) {
    case 'catering':
      return cateringEmail(enquiry, ownerEmail);
    case 'dishRequest':
      return composeEmail(ownerEmail, `${enquiryKindLabel.dishRequest}: ${subjectText(enquiry.dishName)}`, 'Hello,', [
        { paragraph: `A visitor asked for a dish that is not on the menu yet. ${receivedAt(enquiry.createdAt)}` },
        field('Dish name', enquiry.dishName),
        noReply,
      ]);
    case 'ingredientsRequest':
      return composeEmail(ownerEmail, `${enquiryKindLabel.ingredientsRequest} for ${subjectText(enquiry.dishName)}`, 'Hello,', [
        { paragraph: `A visitor asked for other ingredients in an entrée. ${receivedAt(enquiry.createdAt)}` },
        field('Dish', `${enquiry.dishName} (id ${enquiry.dishId})`),
        { paragraph: `Ingredients asked for (${enquiry.ingredients.length}):` },
        ...enquiry.ingredients.map((ingredient) => ({ paragraph: `• ${ingredient}` })),
        noReply,
      ]);
  }
}
