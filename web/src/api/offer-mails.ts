/**
 * The owner's offer e-mails (docs/business-rules.md#offer-e-mails): GET /api/owner/offer-mails (the e-mails, the newest
 * first, with their progress; how many subscribers would receive one now; whether opens are tracked), POST
 * /api/owner/offer-mails/preview (the e-mail a subscriber would get from a draft) and POST /api/owner/offer-mails (sends
 * it, once per id: 201, or 200 for an id sent before; 409 when nobody is subscribed or the featured offer cannot be
 * featured). One key root, ['offer-mails'], which sign-out drops (./private-keys.ts).
 */
import type { OfferMail, OfferMailDraft, OfferMailPreview, OfferMailSendRequest, OwnerOfferMailsAnswer } from '@functions/offers/contract/offer-mails';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { privateKeyRoots } from './private-keys.ts';

const ownerOfferMailsSchema = () => import('@functions/offers/contract/offer-mails').then((contracts) => contracts.ownerOfferMailsAnswerSchema);
const ownerOfferMailSchema = () => import('@functions/offers/contract/offer-mails').then((contracts) => contracts.ownerOfferMailAnswerSchema);
const offerMailPreviewSchema = () => import('@functions/offers/contract/offer-mails').then((contracts) => contracts.offerMailPreviewSchema);

/** While an e-mail is sending, the list is read again this often (its queue is drained at the stage's rate). */
export const offerMailSendingPollMs = 4_000;

/** The offer e-mails, the newest first, the subscribers' count and whether opens are tracked; owners only. */
export function getOwnerOfferMails({ signal }: { signal?: AbortSignal } = {}): Promise<OwnerOfferMailsAnswer> {
  return apiRequest('/owner/offer-mails', { schema: ownerOfferMailsSchema, signal });
}

/** The e-mail as a subscriber would get it from `draft` (the owner's own name in its greeting); 400 with field paths. */
export function postOfferMailPreview(draft: OfferMailDraft, { signal }: { signal?: AbortSignal } = {}): Promise<OfferMailPreview> {
  return apiRequest('/owner/offer-mails/preview', { method: 'POST', body: draft, schema: offerMailPreviewSchema, signal });
}

/**
 * Sends the e-mail to every subscriber now; the same `mailId` again answers the e-mail already sent (never a second
 * one). 400 with field paths, 409 when nobody is subscribed or the featured offer is not a live or scheduled code offer.
 */
export async function postOfferMail(request: OfferMailSendRequest): Promise<OfferMail> {
  const { mail } = await apiRequest('/owner/offer-mails', { method: 'POST', body: request, schema: ownerOfferMailSchema });
  return mail;
}

/** Whether any e-mail of the answer is still being sent. */
export function anySending(answer: OwnerOfferMailsAnswer | undefined): boolean {
  return answer?.mails.some((mail) => mail.state === 'sending') ?? false;
}

/** The list with one e-mail as the server answered it: in its place, or first when new (the list is newest first). */
export function withOfferMail(answer: OwnerOfferMailsAnswer, mail: OfferMail): OwnerOfferMailsAnswer {
  const known = answer.mails.some((each) => each.mailId === mail.mailId);
  return { ...answer, mails: known ? answer.mails.map((each) => (each.mailId === mail.mailId ? mail : each)) : [mail, ...answer.mails] };
}

export const offerMailQueries = {
  all: () => privateKeyRoots.offerMails,
  list: () =>
    queryOptions({
      queryKey: [...offerMailQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getOwnerOfferMails({ signal }),
      // Its progress moves while one is sending: read again every few seconds until every one is sent.
      refetchInterval: (query) => (anySending(query.state.data) ? offerMailSendingPollMs : false),
      refetchIntervalInBackground: false,
      staleTime: 30_000,
    }),
  /** One draft's preview: the same draft is rendered once. */
  preview: (draft: OfferMailDraft) =>
    queryOptions({
      queryKey: [...offerMailQueries.all(), 'preview', draft] as const,
      queryFn: ({ signal }) => postOfferMailPreview(draft, { signal }),
      staleTime: Infinity,
    }),
};

export function useOwnerOfferMails() {
  return useQuery(offerMailQueries.list());
}

/** The preview of `draft` (none asked while it is null); the last preview stays shown while the next one loads. */
export function useOfferMailPreview(draft: OfferMailDraft | null) {
  const blank: OfferMailDraft = { subject: '', body: '', offerId: null };
  return useQuery({ ...offerMailQueries.preview(draft ?? blank), enabled: draft !== null, placeholderData: keepPreviousData });
}

/** After a send: the cached list takes the e-mail at once, and is read again (its progress, the subscribers). */
export function useSendOfferMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOfferMail,
    onSuccess: (mail) => {
      queryClient.setQueryData(offerMailQueries.list().queryKey, (answer) => (answer ? withOfferMail(answer, mail) : answer));
      return queryClient.invalidateQueries({ queryKey: [...offerMailQueries.all(), 'list'] });
    },
  });
}
