/**
 * The kitchen's enquiries inbox: GET /api/owner/enquiries (a page at a time, newest first; each
 * page's `next` asks for the older ones), PUT /api/owner/enquiries/{kind}/{enquiryId}/status and POST
 * …/notes. The pages loaded are read again every 30 seconds while the screen is open, the first
 * (the newest enquiries) first.
 */
import type { EnquiryKind } from '@functions/enquiries/contract/contact';
import type { EnquiryInbox, InboxCounts, InboxEnquiry, InboxStatus } from '@functions/enquiries/contract/enquiry-inbox';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

const inboxSchema = () => import('@functions/enquiries/contract/enquiry-inbox').then((contracts) => contracts.enquiryInboxSchema);
const enquirySchema = () => import('@functions/enquiries/contract/enquiry-inbox').then((contracts) => contracts.inboxEnquirySchema);

/** How often an open inbox asks for new enquiries. */
export const inboxRefetchMs = 30_000;

export type EnquiryRef = { kind: EnquiryKind; id: string };

const enquiryPath = ({ kind, id }: EnquiryRef) => `/owner/enquiries/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** One page: the newest, or the one below `cursor` (a page's `next`, sent back as it came). */
export async function getEnquiryInbox({ status, cursor, signal }: { status?: InboxStatus; cursor?: string; signal?: AbortSignal } = {}): Promise<EnquiryInbox> {
  return apiRequest('/owner/enquiries', { query: { status, cursor }, schema: inboxSchema, signal });
}

/** Answers the enquiry as it is now. */
export async function putEnquiryStatus({ enquiry, status }: { enquiry: EnquiryRef; status: InboxStatus }): Promise<InboxEnquiry> {
  return apiRequest(`${enquiryPath(enquiry)}/status`, { method: 'PUT', body: { status }, schema: enquirySchema });
}

/** 201 with the enquiry and its notes; 409 once it keeps the most notes it can. */
export async function postEnquiryNote({ enquiry, text }: { enquiry: EnquiryRef; text: string }): Promise<InboxEnquiry> {
  return apiRequest(`${enquiryPath(enquiry)}/notes`, { method: 'POST', body: { text }, schema: enquirySchema });
}

export function countsOf(enquiries: readonly InboxEnquiry[]): InboxCounts {
  const counts: InboxCounts = { all: enquiries.length, new: 0, replied: 0, closed: 0 };
  for (const enquiry of enquiries) counts[enquiry.status] += 1;
  return counts;
}

/** The inbox as loaded so far: the pages' enquiries in order (each once), and the counts by status over them. */
export type LoadedInbox = { enquiries: InboxEnquiry[]; counts: InboxCounts };

export function loadedInboxOf(pages: readonly EnquiryInbox[]): LoadedInbox {
  const seen = new Set<string>();
  // A page read again after new enquiries arrived may start with one the next page also had.
  const enquiries = pages
    .flatMap((page) => page.enquiries)
    .filter((enquiry) => {
      const key = `${enquiry.kind}/${enquiry.id}`;
      return !seen.has(key) && (seen.add(key), true);
    });
  return { enquiries, counts: countsOf(enquiries) };
}

export const enquiryQueries = {
  all: () => ['enquiries'] as const,
  /** The inbox's pages, every status (the screen filters by status itself, so every tab counts what is loaded). */
  inbox: () =>
    infiniteQueryOptions({
      queryKey: [...enquiryQueries.all(), 'inbox'] as const,
      queryFn: ({ signal, pageParam }) => getEnquiryInbox({ signal, ...(pageParam ? { cursor: pageParam } : {}) }),
      initialPageParam: '',
      getNextPageParam: (page) => page.next ?? undefined,
      select: (data) => loadedInboxOf(data.pages),
      refetchInterval: inboxRefetchMs,
    }),
};

/** The inbox loaded so far (`data`: its enquiries and counts); `fetchNextPage` loads older enquiries while `hasNextPage`. */
export function useEnquiryInbox() {
  return useInfiniteQuery(enquiryQueries.inbox());
}

/** Puts the server's answer for one enquiry into the cached inbox, so the list and its counts follow at once. */
function useKeepEnquiry() {
  const queryClient = useQueryClient();
  return async (changed: InboxEnquiry) => {
    queryClient.setQueryData<InfiniteData<EnquiryInbox, string>>(enquiryQueries.inbox().queryKey, (inbox) => {
      if (!inbox) return inbox;
      const pages = inbox.pages.map((page) => {
        const enquiries = page.enquiries.map((enquiry) => (enquiry.id === changed.id && enquiry.kind === changed.kind ? changed : enquiry));
        return { ...page, enquiries, counts: countsOf(enquiries) };
      });
      return { ...inbox, pages };
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
