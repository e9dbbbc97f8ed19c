/**
 * The owner's offers (docs/business-rules.md#the-owners-offers): GET /api/owner/offers (every offer code and automatic
 * offer, the newest first, each with its version), POST /api/owner/offers (a new one; 409 with `body.code` when its
 * code is another offer's) and PUT /api/owner/offers/{offerId} (the whole definition over the version read: 409 when
 * saved meanwhile, or when the new code is taken). One key root, ['offers'], which sign-out drops (./private-keys.ts);
 * a save puts the server's offer into the cached list and reads the list again.
 */
import type { OfferCreateRequest, OfferUpdateRequest, OwnerOffersAnswer, StoredOffer } from '@functions/offers/contract/offers';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { privateKeyRoots } from './private-keys.ts';

const ownerOffersSchema = () => import('@functions/offers/contract/offers').then((contracts) => contracts.ownerOffersAnswerSchema);
const ownerOfferSchema = () => import('@functions/offers/contract/offers').then((contracts) => contracts.ownerOfferAnswerSchema);

/** Every offer, the newest first; owners only. */
export function getOwnerOffers({ signal }: { signal?: AbortSignal } = {}): Promise<OwnerOffersAnswer> {
  return apiRequest('/owner/offers', { schema: ownerOffersSchema, signal });
}

/** A new offer, version 1; 400 with field paths ('body.discount.percent'), 409 on `body.code` when the code is taken. */
export async function postOwnerOffer(definition: OfferCreateRequest): Promise<StoredOffer> {
  const { offer } = await apiRequest('/owner/offers', { method: 'POST', body: definition, schema: ownerOfferSchema });
  return offer;
}

/**
 * Replaces the whole offer over `request.version`, the version it was read at; 404 unknown, 400 with field paths, 409
 * when saved meanwhile (no details) or when its new code is another offer's (on `body.code`).
 */
export async function putOwnerOffer({ offerId, request }: { offerId: string; request: OfferUpdateRequest }): Promise<StoredOffer> {
  const { offer } = await apiRequest(`/owner/offers/${encodeURIComponent(offerId)}`, { method: 'PUT', body: request, schema: ownerOfferSchema });
  return offer;
}

export const ownerOfferQueries = {
  all: () => privateKeyRoots.offers,
  list: () =>
    queryOptions({
      queryKey: [...ownerOfferQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getOwnerOffers({ signal }),
      // Another device may change an offer too: read again on coming back to the tab after 30 s.
      staleTime: 30_000,
    }),
};

export function useOwnerOffers() {
  return useQuery(ownerOfferQueries.list());
}

/** Reads the offers again now (Reload after a 409): the cached list becomes the server's, which is answered. */
export function useReloadOwnerOffers() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...ownerOfferQueries.list(), staleTime: 0 });
}

/** The list with one offer as the server answered it: in its place, or first when new (the list is newest first). */
export function withOffer(answer: OwnerOffersAnswer, offer: StoredOffer): OwnerOffersAnswer {
  const known = answer.offers.some((each) => each.offerId === offer.offerId);
  return { offers: known ? answer.offers.map((each) => (each.offerId === offer.offerId ? offer : each)) : [offer, ...answer.offers] };
}

/** After a save: the cached list takes the answer at once, and is read again. */
async function offerSaved(queryClient: QueryClient, offer: StoredOffer): Promise<void> {
  queryClient.setQueryData(ownerOfferQueries.list().queryKey, (answer) => (answer ? withOffer(answer, offer) : answer));
  await queryClient.invalidateQueries({ queryKey: ownerOfferQueries.all() });
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postOwnerOffer, onSuccess: (offer) => offerSaved(queryClient, offer) });
}

/** PUT of the whole offer: the editor's Save, and the list's Pause, Resume and End (the same definition, another state). */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putOwnerOffer, onSuccess: (offer) => offerSaved(queryClient, offer) });
}
