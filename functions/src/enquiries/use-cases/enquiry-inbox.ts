/**
 * The kitchen's enquiries inbox (docs/business-rules.md#the-enquiries-inbox): the enquiries of
 * every kind, a page at a time from the newest, their status and the owners' private notes. The enquiry's own fields never change,
 * and the owner's e-mail went out when it arrived (an update sends nothing).
 */
import { ulid } from 'ulid';
import { logger } from '../../platform/config/telemetry.ts';
import { enquiryKinds } from '../contract/contact.ts';
import {
  enquiryPathSchema,
  inboxLimits,
  notesFullMessage,
  type EnquiryInbox,
  type EnquiryInboxQuery,
  type EnquiryNoteRequest,
  type EnquiryPath,
  type EnquiryStatusRequest,
  type InboxEnquiry,
} from '../contract/enquiry-inbox.ts';
import { appendEnquiryNote, listEnquiriesBefore, setEnquiryStatus } from '../store/enquiry.ts';
import { enquiryNote, inboxEnquiryOf, inboxOf, statusChange } from '../rules/enquiry-inbox.ts';
import { conflict, notFound, validationError } from '../../platform/errors.ts';

const enquiryNotFound = () => notFound('That enquiry was not found.');

/** The path's kind and enquiry id, or a 400 naming what is wrong. */
export function enquiryPathOf(pathParameters: Record<string, string>): EnquiryPath {
  const parsed = enquiryPathSchema.safeParse(pathParameters);
  if (parsed.success) return parsed.data;
  throw validationError(
    'The enquiry in the path is not valid.',
    parsed.error.issues.map((issue) => ({ path: ['path', ...issue.path.map(String)].join('.'), message: issue.message })),
  );
}

/** GET /owner/enquiries: one page of the enquiries of all kinds (one Query per kind), below the cursor when given, optionally of one status. */
export async function readEnquiryInbox(query: EnquiryInboxQuery): Promise<EnquiryInbox> {
  const kinds = await Promise.all(enquiryKinds.map((kind) => listEnquiriesBefore(kind, query.cursor?.before, inboxLimits.page)));
  return inboxOf(kinds, query.status);
}

/** PUT /owner/enquiries/{kind}/{enquiryId}/status. */
export async function changeEnquiryStatus(
  pathParameters: Record<string, string>,
  request: EnquiryStatusRequest,
  owner: { name: string },
  now = new Date(),
): Promise<InboxEnquiry> {
  const { kind, enquiryId } = enquiryPathOf(pathParameters);
  const stored = await setEnquiryStatus(kind, enquiryId, statusChange(request.status, owner, now));
  if (!stored) throw enquiryNotFound();
  logger().info('Enquiry status changed', { kind, enquiryId, status: request.status });
  return inboxEnquiryOf(stored);
}

/** POST /owner/enquiries/{kind}/{enquiryId}/notes: 409 once the enquiry has the most notes it keeps. */
export async function addEnquiryNote(
  pathParameters: Record<string, string>,
  request: EnquiryNoteRequest,
  owner: { name: string },
  now = new Date(),
): Promise<InboxEnquiry> {
  const { kind, enquiryId } = enquiryPathOf(pathParameters);
  const note = enquiryNote(request.text, owner, now, ulid(now.getTime()));
  const appended = await appendEnquiryNote(kind, enquiryId, note, inboxLimits.notes);
  if (appended.outcome === 'notFound') throw enquiryNotFound();
  if (appended.outcome === 'full') throw conflict(notesFullMessage, [{ path: 'body.text', message: notesFullMessage }]);
  logger().info('Enquiry note added', { kind, enquiryId, noteId: note.noteId });
  return inboxEnquiryOf(appended.enquiry);
}
