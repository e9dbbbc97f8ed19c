/**
 * The catering enquiry's fields in one place: their names in the form's order, the labels the owner
 * reads (e-mail), the most characters each takes, and the text shape in which the shop stores and
 * shows them. The request schema (contact.ts), the stored record (enquiries/rules/enquiry.ts), the inbox's
 * answer (enquiry-inbox.ts) and the owner's e-mail are built from these. Only zod here: the inbox's
 * chunk on the web imports this without the phone rules of contact.ts.
 */
import * as z from 'zod';
import { emailMaxLength } from '../../platform/contract/email.ts';

export const cateringFields = ['name', 'company', 'email', 'phone', 'eventType', 'eventDate', 'venue', 'estimatedGuestCount', 'message'] as const;
export type CateringField = (typeof cateringFields)[number];

/** How the owner's e-mail names each field. */
export const cateringFieldLabels: Record<CateringField, string> = {
  name: 'Name',
  company: 'Company',
  email: 'E-mail',
  phone: 'Phone',
  eventType: 'Event type',
  eventDate: 'Event date',
  venue: 'Venue',
  estimatedGuestCount: 'Estimated guest count',
  message: 'Message',
};

/** The most characters of each free-text field (the phone and the event date have their own rules). */
export const cateringFieldMaxima = {
  name: 100,
  company: 150,
  email: emailMaxLength,
  venue: 150,
  estimatedGuestCount: 100,
  message: 1000,
  eventType: 100,
} as const satisfies Partial<Record<CateringField, number>>;

/** Every field as the shop keeps and shows it: text, '' when an optional one was not given. */
export const cateringTextShape = Object.fromEntries(cateringFields.map((field) => [field, z.string()])) as { [F in CateringField]: z.ZodString };
