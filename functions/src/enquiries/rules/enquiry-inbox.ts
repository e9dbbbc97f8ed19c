/**
 * The rules of the enquiries inbox (docs/business-rules.md#the-enquiries-inbox): the inbox's state an
 * enquiry item carries beside its own fields (which never change), whom to reply to, and the
 * inbox's pages, newest first.
 */
import * as z from 'zod';
import {
  encodeEnquiryCursor,
  enquiryNoteSchema,
  inboxLimits,
  inboxStatusSchema,
  type EnquiryContact,
  type EnquiryInbox,
  type EnquiryNote,
  type InboxCounts,
  type InboxEnquiry,
  type InboxStatus,
} from '../contract/enquiry-inbox.ts';
import type { EnquiryRecord } from './enquiry.ts';

/** The inbox's attributes on an enquiry item; an item stored before the inbox has none of them and reads as new. */
export const enquiryInboxStateSchema = z.object({
  status: inboxStatusSchema.default('new'),
  statusChangedAt: z.string().nullable().default(null),
  statusChangedBy: z.string().nullable().default(null),
  notes: z.array(enquiryNoteSchema).default([]),
});
export type EnquiryInboxState = z.infer<typeof enquiryInboxStateSchema>;

/** An enquiry as the table holds it: what the customer sent, and the inbox's state. */
export type StoredEnquiry = { enquiry: EnquiryRecord; inbox: EnquiryInboxState };

/** What a status change writes: the status, when and which owner. */
export type StatusChange = { status: InboxStatus; statusChangedAt: string; statusChangedBy: string };

export function statusChange(status: InboxStatus, owner: { name: string }, now: Date): StatusChange {
  return { status, statusChangedAt: now.toISOString(), statusChangedBy: owner.name };
}

export function enquiryNote(text: string, owner: { name: string }, now: Date, noteId: string): EnquiryNote {
  return { noteId, text, at: now.toISOString(), by: owner.name };
}

/**
 * The catering form's sender, the customer signed in when they sent a request, or the address a
 * signed-out visitor gave; null when nobody can be answered.
 */
export function contactOf(enquiry: EnquiryRecord): EnquiryContact | null {
  if (enquiry.kind === 'catering') return { name: enquiry.name, email: enquiry.email, phone: enquiry.phone || null, via: 'form' };
  if (enquiry.customer) return { name: enquiry.customer.name, email: enquiry.customer.email, phone: null, via: 'account' };
  return enquiry.visitorEmail ? { name: '', email: enquiry.visitorEmail, phone: null, via: 'visitor' } : null;
}

/** One enquiry as the inbox answers it: its own fields (the customer folded into `contact`) and the inbox's state. */
export function inboxEnquiryOf({ enquiry, inbox }: StoredEnquiry): InboxEnquiry {
  const state = { ...inbox, contact: contactOf(enquiry) };
  switch (enquiry.kind) {
    case 'catering':
      return { ...enquiry, ...state };
    case 'dishRequest': {
      const { customer: _customer, visitorEmail: _visitorEmail, ...fields } = enquiry;
      return { ...fields, ...state };
    }
    case 'ingredientsRequest': {
      const { customer: _customer, visitorEmail: _visitorEmail, ...fields } = enquiry;
      return { ...fields, ...state };
    }
  }
}

/** Newest first by id: a ULID, whose leading characters are the arrival time, and the table's sort key (one order for the merge and the cursor). */
const newestFirst = (a: StoredEnquiry, b: StoredEnquiry) => (a.enquiry.id < b.enquiry.id ? 1 : a.enquiry.id > b.enquiry.id ? -1 : 0);

/**
 * One page of the inbox from each kind's newest `limit` enquiries below the cursor (and whether each
 * has older ones): the newest `limit` of them all, optionally only those of one status, the counts by
 * status over the page, and the cursor of the next page: below the page's last enquiry. Every enquiry
 * newer than that one is in this page or an earlier one, so paging skips none and repeats none, however
 * many arrive meanwhile (new ones go on the first page).
 */
export function inboxOf(
  kinds: { enquiries: StoredEnquiry[]; more: boolean }[],
  status: InboxStatus | undefined,
  limit: number = inboxLimits.page,
): EnquiryInbox {
  const merged = kinds.flatMap((kind) => kind.enquiries).sort(newestFirst);
  const page = merged.slice(0, limit);
  const counts: InboxCounts = { all: page.length, new: 0, replied: 0, closed: 0 };
  for (const { inbox } of page) counts[inbox.status] += 1;
  const last = page.at(-1);
  const more = last !== undefined && (merged.length > limit || kinds.some((kind) => kind.more));
  return {
    enquiries: page.filter((stored) => status === undefined || stored.inbox.status === status).map(inboxEnquiryOf),
    counts,
    more,
    next: more ? encodeEnquiryCursor({ before: last.enquiry.id }) : null,
  };
}
