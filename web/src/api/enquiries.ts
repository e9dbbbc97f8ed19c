/**
 * The back office's enquiries inbox: GET /api/owner/enquiries (newest first, with the counts by
 * status), PUT /api/owner/enquiries/{kind}/{enquiryId}/status and POST …/notes. The inbox is read
 * again every 30 seconds while the screen is open.
 */
import type { EnquiryKind } from '@contracts/contact';
import type { EnquiryInbox, InboxCounts, InboxEnquiry, InboxStatus } from '@contracts/enquiry-inbox';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

const inboxSchema = () => import('@contracts/enquiry-inbox').then((contracts) => contracts.enquiryInboxSchema);
const enquirySchema = () => import('@contracts/enquiry-inbox').then((contracts) => contracts.inboxEnquirySchema);

/** How often an open inbox asks for new enquiries. */
export const inboxRefetchMs = 30_000;

export type EnquiryRef = { kind: EnquiryKind; id: string };

const enquiryPath = ({ kind, id }: EnquiryRef) => `/owner/enquiries/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

export async function getEnquiryInbox({ status, signal }: { status?: InboxStatus; signal?: AbortSignal } = {}): Promise<EnquiryInbox> {
  return apiRequest('/owner/enquiries', { query: { status }, schema: inboxSchema, signal });
}

/** Answers the enquiry as it is now. */
export async function putEnquiryStatus({ enquiry, status }: { enquiry: EnquiryRef; status: InboxStatus }): Promise<InboxEnquiry> {
  return apiRequest(`${enquiryPath(enquiry)}/status`, { method: 'PUT', body: { status }, schema: enquirySchema });
}

/** 201 with the enquiry and its notes; 409 once it keeps the most notes it can. */
export async function postEnquiryNote({ enquiry, text }: { enquiry: EnquiryRef; text: string }): Promise<InboxEnquiry> {
  return apiRequest(`${enquiryPath(enquiry)}/notes`, { method: 'POST', body: { text }, schema: enquirySchema });
}

export const enquiryQueries = {
  all: () => ['enquiries'] as const,
  /** The whole inbox (the screen filters by status itself, so every tab's count stays right). */
  inbox: () =>
    queryOptions({
      queryKey: [...enquiryQueries.all(), 'inbox'] as const,
      queryFn: ({ signal }) => getEnquiryInbox({ signal }),
      refetchInterval: inboxRefetchMs,
    }),
};

export function useEnquiryInbox() {
  return useQuery(enquiryQueries.inbox());
}

function countsOf(enquiries: InboxEnquiry[]): InboxCounts {
  const counts: InboxCounts = { all: enquiries.length, new: 0, replied: 0, closed: 0 };
  for (const enquiry of enquiries) counts[enquiry.status] += 1;
  return counts;
}

/** Puts the server's answer for one enquiry into the cached inbox, so the list and its counts follow at once. */
function useKeepEnquiry() {
  const queryClient = useQueryClient();
  return async (changed: InboxEnquiry) => {
    queryClient.setQueryData(enquiryQueries.inbox().queryKey, (inbox) => {
      if (!inbox) return inbox;
      const enquiries = inbox.enquiries.map((enquiry) => (enquiry.id === changed.id && enquiry.kind === changed.kind ? changed : enquiry));
      return { ...inbox, enquiries, counts: countsOf(enquiries) };
    });
    return queryClient.invalidateQueries({ queryKey: enquiryQueries.all() });
  };
}

export function useChangeEnquiryStatus() {
  const keep = useKeepEnquiry();
  return useMutation({ mutationFn: putEnquiryStatus, onSuccess: keep });
}

export function useAddEnquiryNote() {
  const keep = useKeepEnquiry();
  return useMutation({ mutationFn: postEnquiryNote, onSuccess: keep });
}
