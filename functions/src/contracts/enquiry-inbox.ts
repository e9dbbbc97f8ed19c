/**
 * The back office's enquiries inbox (docs/business-rules.md#the-enquiries-inbox): catering, dish and
 * ingredients requests, newest first, each with a status (new, replied, closed), the customer's
 * contact details and the owners' private notes. Shared with the web: the answers and the requests.
 */
import * as z from 'zod';
import { cateringTextShape } from './catering-fields.ts';
import type { EnquiryKind } from './contact.ts';
import { inboxLimits } from './enquiry-inbox-limits.ts';

export { inboxLimits, notesFullMessage } from './enquiry-inbox-limits.ts';

export const inboxStatuses = ['new', 'replied', 'closed'] as const;
export const inboxStatusSchema = z.enum(inboxStatuses, { message: 'Status must be new, replied or closed' });
export type InboxStatus = z.infer<typeof inboxStatusSchema>;

// Spelled here rather than imported from contact.ts, which carries the phone rules (libphonenumber) into the web's chunk.
const kinds = ['catering', 'dishRequest', 'ingredientsRequest'] as const satisfies readonly EnquiryKind[];
export const enquiryKindSchema = z.enum(kinds, { message: 'Kind must be catering, dishRequest or ingredientsRequest' });

/** An enquiry id is a ULID (functions/src/services/contact.ts). */
export const enquiryIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Must be an enquiry id');

/** /owner/enquiries/{kind}/{enquiryId}/…: which enquiry. */
export const enquiryPathSchema = z.strictObject({ kind: enquiryKindSchema, enquiryId: enquiryIdSchema });
export type EnquiryPath = z.infer<typeof enquiryPathSchema>;

/** GET /owner/enquiries?status=: only the enquiries of one status (of the newest the inbox holds). */
export const enquiryInboxQuerySchema = z.strictObject({ status: inboxStatusSchema.optional() });

/** PUT /owner/enquiries/{kind}/{enquiryId}/status. */
export const enquiryStatusRequestSchema = z.strictObject({ status: inboxStatusSchema });
export type EnquiryStatusRequest = z.infer<typeof enquiryStatusRequestSchema>;

/** POST /owner/enquiries/{kind}/{enquiryId}/notes. */
export const enquiryNoteRequestSchema = z.strictObject({
  text: z.string().trim().min(1, 'Write the note first').max(inboxLimits.noteText, `A note can be at most ${inboxLimits.noteText} characters`),
});
export type EnquiryNoteRequest = z.infer<typeof enquiryNoteRequestSchema>;

/** A private note: only owners read it. `by` is the owner's name when it was written. */
export const enquiryNoteSchema = z.object({ noteId: z.string(), text: z.string(), at: z.string(), by: z.string() });
export type EnquiryNote = z.infer<typeof enquiryNoteSchema>;

/** Whom to answer: the catering form's sender, or the signed-in customer of a dish or ingredients request. */
export const enquiryContactSchema = z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() });
export type EnquiryContact = z.infer<typeof enquiryContactSchema>;

const inboxBase = {
  id: z.string(),
  createdAt: z.string(),
  status: inboxStatusSchema,
  /** When and by whom (an owner's name) the status last changed; null while it never has. */
  statusChangedAt: z.string().nullable(),
  statusChangedBy: z.string().nullable(),
  /** null for a request sent signed out: nobody to reply to. */
  contact: enquiryContactSchema.nullable(),
  /** Oldest first. */
  notes: z.array(enquiryNoteSchema),
};

/** One enquiry as the inbox shows it: its own fields (never changed) and the inbox's state. */
export const inboxEnquirySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('catering'),
    ...inboxBase,
    ...cateringTextShape,
  }),
  z.object({ kind: z.literal('dishRequest'), ...inboxBase, dishName: z.string() }),
  z.object({ kind: z.literal('ingredientsRequest'), ...inboxBase, dishId: z.string(), dishName: z.string(), ingredients: z.array(z.string()) }),
]);
export type InboxEnquiry = z.infer<typeof inboxEnquirySchema>;

export const inboxCountsSchema = z.object({ all: z.number().int(), new: z.number().int(), replied: z.number().int(), closed: z.number().int() });
export type InboxCounts = z.infer<typeof inboxCountsSchema>;

/** GET /owner/enquiries. */
export const enquiryInboxSchema = z.object({
  /** Newest first; only those of the status asked for, when one was. */
  enquiries: z.array(inboxEnquirySchema),
  /** By status, over every enquiry the inbox holds (whatever the filter). */
  counts: inboxCountsSchema,
  /** Older enquiries than the newest `inboxLimits.enquiries` exist, and are not listed. */
  more: z.boolean(),
});
export type EnquiryInbox = z.infer<typeof enquiryInboxSchema>;
