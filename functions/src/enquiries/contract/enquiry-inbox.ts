/**
 * The kitchen's enquiries inbox (docs/business-rules.md#the-enquiries-inbox): catering, dish and
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

/** An enquiry id is a ULID (functions/src/enquiries/use-cases/contact.ts). */
export const enquiryIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Must be an enquiry id');

/** /owner/enquiries/{kind}/{enquiryId}/…: which enquiry. */
export const enquiryPathSchema = z.strictObject({ kind: enquiryKindSchema, enquiryId: enquiryIdSchema });
export type EnquiryPath = z.infer<typeof enquiryPathSchema>;

/**
 * Where a page of the inbox starts: below this enquiry (ids are ULIDs, so their order is their arrival
 * order, the table's order too). The browser gets it only as an opaque `next` and sends it back as it is.
 */
export type EnquiryCursor = { before: string };

const cursorText = /^[A-Za-z0-9_-]{1,200}$/;
const cursorSchema = z.strictObject({ before: enquiryIdSchema });
export const badCursorMessage = 'Not a position in the enquiries inbox: load the inbox again from the start.';

/** The cursor a page's `next` carries (base64url JSON, no padding). */
export function encodeEnquiryCursor(cursor: EnquiryCursor): string {
  return btoa(JSON.stringify({ before: cursor.before }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The position in a cursor, or undefined when it is not one this inbox made (tampered, truncated, made up). */
export function decodeEnquiryCursor(text: string): EnquiryCursor | undefined {
  if (!cursorText.test(text)) return undefined;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/'))));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** `?cursor=`: a page's `next`, read back into its position (400 when it is not one). */
export const enquiryCursorSchema = z.string().transform((text, context) => {
  const cursor = decodeEnquiryCursor(text);
  if (!cursor) {
    context.addIssue({ code: 'custom', message: badCursorMessage });
    return z.NEVER;
  }
  return cursor;
});

/**
 * GET /owner/enquiries?status=&cursor=: one page of the inbox, newest first; `cursor` (a page's `next`)
 * asks for the page below it; `status` keeps only the page's enquiries of that status.
 */
export const enquiryInboxQuerySchema = z.strictObject({ status: inboxStatusSchema.optional(), cursor: enquiryCursorSchema.optional() });
export type EnquiryInboxQuery = z.output<typeof enquiryInboxQuerySchema>;

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

/**
 * Whom to answer, and where the address came from (`via`): the catering form's sender ('form'), the
 * signed-in customer of a dish or ingredients request ('account'), or the address a signed-out visitor
 * gave with one ('visitor', with no name: '').
 */
export const enquiryContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  via: z.enum(['form', 'account', 'visitor']),
});
export type EnquiryContact = z.infer<typeof enquiryContactSchema>;

const inboxBase = {
  id: z.string(),
  createdAt: z.string(),
  status: inboxStatusSchema,
  /** When and by whom (an owner's name) the status last changed; null while it never has. */
  statusChangedAt: z.string().nullable(),
  statusChangedBy: z.string().nullable(),
  /** null for a request sent signed out without an address: nobody to reply to. */
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

/** GET /owner/enquiries: one page. */
export const enquiryInboxSchema = z.object({
  /** The page's enquiries (at most `inboxLimits.page`), newest first; only those of the status asked for, when one was. */
  enquiries: z.array(inboxEnquirySchema),
  /** By status, over every enquiry of the page (whatever the filter). */
  counts: inboxCountsSchema,
  /** Older enquiries than this page's exist. */
  more: z.boolean(),
  /** The cursor of the next (older) page, sent back as `?cursor=`; null on the last page. Opaque. */
  next: z.string().nullable(),
});
export type EnquiryInbox = z.infer<typeof enquiryInboxSchema>;
