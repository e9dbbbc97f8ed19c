/**
 * The rules of the enquiries inbox (docs/business-rules.md#the-enquiries-inbox): the inbox's state an
 * enquiry item carries beside its own fields (which never change), whom to reply to, and which
 * enquiries the inbox holds, newest first.
 */
import * as z from 'zod';
import {
  enquiryNoteSchema,
  inboxLimits,
  inboxStatusSchema,
  type EnquiryContact,
  type EnquiryInbox,
  type EnquiryNote,
  type InboxCounts,
  type InboxEnquiry,
  type InboxStatus,
} from '../contracts/enquiry-inbox.ts';
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

/** The catering form's sender, or the customer signed in when they sent a request; null when nobody can be answered. */
export function contactOf(enquiry: EnquiryRecord): EnquiryContact | null {
  if (enquiry.kind === 'catering') return { name: enquiry.name, email: enquiry.email, phone: enquiry.phone || null };
  return enquiry.customer ? { name: enquiry.customer.name, email: enquiry.customer.email, phone: null } : null;
}

/** One enquiry as the inbox answers it: its own fields (the customer folded into `contact`) and the inbox's state. */
export function inboxEnquiryOf({ enquiry, inbox }: StoredEnquiry): InboxEnquiry {
  const state = { ...inbox, contact: contactOf(enquiry) };
  switch (enquiry.kind) {
    case 'catering':
      return { ...enquiry, ...state };
    case 'dishRequest': {
      const { customer: _customer, ...fields } = enquiry;
      return { ...fields, ...state };
    }
    case 'ingredientsRequest': {
      const { customer: _customer, ...fields } = enquiry;
      return { ...fields, ...state };
    }
  }
}

const newestFirst = (a: StoredEnquiry, b: StoredEnquiry) => b.enquiry.createdAt.localeCompare(a.enquiry.createdAt) || b.enquiry.id.localeCompare(a.enquiry.id);

/** The newest enquiries of each kind → the newest `limit` of them all, optionally of one status, with the counts by status. */
export function inboxOf(
  kinds: { enquiries: StoredEnquiry[]; more: boolean }[],
  status: InboxStatus | undefined,
  limit: number = inboxLimits.enquiries,
): EnquiryInbox {
  const merged = kinds.flatMap((kind) => kind.enquiries).sort(newestFirst);
  const held = merged.slice(0, limit);
  const counts: InboxCounts = { all: held.length, new: 0, replied: 0, closed: 0 };
  for (const { inbox } of held) counts[inbox.status] += 1;
  return {
    enquiries: held.filter((stored) => status === undefined || stored.inbox.status === status).map(inboxEnquiryOf),
    counts,
    more: merged.length > limit || kinds.some((kind) => kind.more),
  };
}
