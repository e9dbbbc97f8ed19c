/**
 * The owner's e-mails about new enquiries, one function per kind: every field the customer sent,
 * answerable by Reply whenever there is an address (always for catering; for a dish or ingredients
 * request when the customer was signed in, or the visitor gave one).
 */
import { business } from '../../platform/config/business.ts';
import { cateringFieldLabels, cateringFields } from '../contract/catering-fields.ts';
import { cateringAnswerWithin } from '../contract/contact.ts';
import { displayPhone } from '../../platform/contract/phone-display.ts';
import type { CateringEnquiryRecord, DishRequestRecord, EnquiryCustomer, EnquiryRecord, IngredientsRequestRecord } from './enquiry.ts';
import { enquiryKindLabel } from './enquiry.ts';
import { composeEmail, paragraphs, type Block, type EmailMessage } from '../../platform/mail/email-message.ts';
import { formatDate } from '../../platform/mail/format.ts';

const notGiven = '(not given)';

/** One line for a subject: a customer's text must not break the header or run on for ever. */
function subjectText(value: string, max = 80): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const given = (value: string) => (value.trim() === '' ? notGiven : value);

const receivedAt = (createdAt: string) => `Received ${formatDate(createdAt)}.`;

/** 'Friday, July 4, 2025 (2025-07-04)', or '' when no date was given. */
const eventDateText = (eventDate: string) => (eventDate === '' ? '' : `${formatDate(eventDate)} (${eventDate})`);

const replyLine = (name: string, email: string): Block => ({ paragraph: `Reply to this e-mail to answer ${name} at ${email}.` });

export function cateringEnquiryEmail(enquiry: CateringEnquiryRecord, ownerEmail: string): EmailMessage {
  return composeEmail(
    ownerEmail,
    `${enquiryKindLabel.catering} from ${subjectText(enquiry.name)}`,
    'Hello,',
    [
      { paragraph: `A new catering enquiry came in through the website. ${receivedAt(enquiry.createdAt)}` },
      {
        // Every field in the form's order; the message follows as paragraphs.
        facts: cateringFields
          .filter((field) => field !== 'message')
          .map((field) => [cateringFieldLabels[field], given(field === 'eventDate' ? eventDateText(enquiry.eventDate) : enquiry[field])]),
      },
      { heading: cateringFieldLabels.message },
      ...paragraphs(enquiry.message),
      replyLine(enquiry.name, enquiry.email),
    ],
    enquiry.email,
  );
}

type Request = DishRequestRecord | IngredientsRequestRecord;

/** Who sent a dish or ingredients request: the signed-in customer or the visitor's address to reply to, or nobody to answer. */
function sender({ customer, visitorEmail }: Request): Block[] {
  if (!customer && visitorEmail) {
    return [{ facts: [['E-mail', visitorEmail]] }, { paragraph: `Reply to this e-mail to answer the visitor at ${visitorEmail}.` }];
  }
  if (!customer) return [{ paragraph: 'The visitor was not signed in and left no e-mail address, so this request cannot be answered directly.' }];
  return [
    {
      facts: [
        ['From', given(customer.name)],
        ['E-mail', customer.email],
      ],
    },
    replyLine(customer.name.trim() || 'the customer', customer.email),
  ];
}

const askedBy = (customer: EnquiryCustomer | undefined) => (customer ? 'A signed-in customer' : 'A visitor');

/** The address the owner's Reply goes to: the customer's account address, else the one the visitor gave. */
const replyToOf = ({ customer, visitorEmail }: Request) => customer?.email ?? visitorEmail;

export function dishRequestEmail(enquiry: DishRequestRecord, ownerEmail: string): EmailMessage {
  return composeEmail(
    ownerEmail,
    `${enquiryKindLabel.dishRequest}: ${subjectText(enquiry.dishName)}`,
    'Hello,',
    [
      { paragraph: `${askedBy(enquiry.customer)} asked for a dish that is not on the menu yet. ${receivedAt(enquiry.createdAt)}` },
      { facts: [['Dish name', given(enquiry.dishName)]] },
      ...sender(enquiry),
    ],
    replyToOf(enquiry),
  );
}

export function ingredientsRequestEmail(enquiry: IngredientsRequestRecord, ownerEmail: string): EmailMessage {
  return composeEmail(
    ownerEmail,
    `${enquiryKindLabel.ingredientsRequest} for ${subjectText(enquiry.dishName)}`,
    'Hello,',
    [
      { paragraph: `${askedBy(enquiry.customer)} asked for other ingredients in an entrée. ${receivedAt(enquiry.createdAt)}` },
      { facts: [['Dish', `${enquiry.dishName} (id ${enquiry.dishId})`]] },
      { heading: `Ingredients asked for (${enquiry.ingredients.length})` },
      { list: enquiry.ingredients },
      ...sender(enquiry),
    ],
    replyToOf(enquiry),
  );
}

/**
 * The customer's acknowledgement of a catering enquiry (docs/business-rules.md#enquiries): what they asked, as they
 * entered it (the fields they left empty left out), when to expect an answer, and the kitchen's phone. Reply-To the
 * shop, so a reply reaches the kitchen rather than the sending address.
 */
export function cateringAcknowledgementEmail(enquiry: CateringEnquiryRecord): EmailMessage {
  const asked = cateringFields
    .filter((field) => field !== 'message' && field !== 'name' && enquiry[field].trim() !== '')
    .map((field): [string, string] => [
      cateringFieldLabels[field],
      field === 'eventDate' ? formatDate(enquiry.eventDate) : field === 'phone' ? displayPhone(enquiry.phone) : enquiry[field],
    ]);
  return composeEmail(
    enquiry.email,
    `We received your catering enquiry`,
    `Hello ${subjectText(enquiry.name, 60)},`,
    [
      {
        paragraph: `Thank you for asking ${business.name} to cater your event. We received your enquiry on ${formatDate(enquiry.createdAt)} and will get back to you within ${cateringAnswerWithin}, by e-mail or phone.`,
      },
      { heading: 'What you asked for' },
      { facts: asked },
      { heading: 'Your message' },
      ...paragraphs(enquiry.message),
      {
        paragraph: `If your plans change, or the event is soon, call us at ${business.phone}. To add anything, reply to this e-mail.`,
      },
    ],
    business.email,
  );
}

/**
 * The customer's acknowledgement of a stored enquiry: a catering enquiry's only. A dish or ingredients request gets
 * none (docs/decisions.md#only-catering-enquiries-are-acknowledged-by-e-mail).
 */
export function enquiryAcknowledgement(enquiry: EnquiryRecord): EmailMessage | undefined {
  return enquiry.kind === 'catering' ? cateringAcknowledgementEmail(enquiry) : undefined;
}

/** The e-mail to the owner for a stored enquiry. */
export function enquiryNotification(enquiry: EnquiryRecord, ownerEmail: string): EmailMessage {
  switch (enquiry.kind) {
    case 'catering':
      return cateringEnquiryEmail(enquiry, ownerEmail);
    case 'dishRequest':
      return dishRequestEmail(enquiry, ownerEmail);
    case 'ingredientsRequest':
      return ingredientsRequestEmail(enquiry, ownerEmail);
  }
}
