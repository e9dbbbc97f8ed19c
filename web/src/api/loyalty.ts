/**
 * Loyalty points (docs/business-rules.md#points-in-the-table): the customer's GET /api/account/points (available and
 * pending points, the next expiry, the rewards, the history), the owner's GET and PUT /api/owner/loyalty (the settings,
 * or null before the first save, over the version read: 409 when saved meanwhile) and POST /api/owner/points (grant or
 * take a customer's points with a reason; the answer is that customer's points). One key root, ['loyalty'], which
 * sign-out drops (./private-keys.ts).
 */
import type { LoyaltySaveRequest, OwnerLoyaltyAnswer, PointsAnswer, PointsGrantRequest } from '@functions/offers/contract/offers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { privateKeyRoots } from './private-keys.ts';

const pointsAnswerSchema = () => import('@functions/offers/contract/offers').then((contracts) => contracts.pointsAnswerSchema);
const ownerLoyaltySchema = () => import('@functions/offers/contract/offers').then((contracts) => contracts.ownerLoyaltyAnswerSchema);

/** The signed-in customer's points; `enabled` false while the shop has no points programme. */
export function getAccountPoints({ signal }: { signal?: AbortSignal } = {}): Promise<PointsAnswer> {
  return apiRequest('/account/points', { schema: pointsAnswerSchema, signal });
}

/** The shop's loyalty settings (null before the first save) and their version; owners only. */
export function getOwnerLoyalty({ signal }: { signal?: AbortSignal } = {}): Promise<OwnerLoyaltyAnswer> {
  return apiRequest('/owner/loyalty', { schema: ownerLoyaltySchema, signal });
}

/** Replaces the whole settings over `request.version` (0 for the first save); 400 with field paths, 409 when saved meanwhile. */
export function putOwnerLoyalty(request: LoyaltySaveRequest): Promise<OwnerLoyaltyAnswer> {
  return apiRequest('/owner/loyalty', { method: 'PUT', body: request, schema: ownerLoyaltySchema });
}

/** Grants (positive) or takes (negative) a customer's points with the reason they read; answers their points after it. */
export function postOwnerPoints(request: PointsGrantRequest): Promise<PointsAnswer> {
  return apiRequest('/owner/points', { method: 'POST', body: request, schema: pointsAnswerSchema });
}

export const loyaltyQueries = {
  all: () => privateKeyRoots.loyalty,
  accountPoints: () =>
    queryOptions({
      queryKey: [...loyaltyQueries.all(), 'account'] as const,
      queryFn: ({ signal }) => getAccountPoints({ signal }),
      // An order completed meanwhile turns pending points into available ones: read again on coming back after 30 s.
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    }),
  ownerSettings: () =>
    queryOptions({
      queryKey: [...loyaltyQueries.all(), 'owner'] as const,
      queryFn: ({ signal }) => getOwnerLoyalty({ signal }),
      staleTime: 30_000,
    }),
};

export function useAccountPoints() {
  return useQuery(loyaltyQueries.accountPoints());
}

export function useOwnerLoyalty() {
  return useQuery(loyaltyQueries.ownerSettings());
}

/** Reads the settings again now (Reload after a 409): the cache becomes the server's, which is answered. */
export function useReloadOwnerLoyalty() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...loyaltyQueries.ownerSettings(), staleTime: 0 });
}

/** PUT of the whole settings: the answer becomes the cache at once. */
export function useSaveOwnerLoyalty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putOwnerLoyalty,
    onSuccess: (answer) => queryClient.setQueryData(loyaltyQueries.ownerSettings().queryKey, answer),
  });
}

/** The owner's grant or take; the answer (that customer's points) is the mutation's data, shown where it was asked. */
export function useGrantPoints() {
  return useMutation({ mutationFn: postOwnerPoints });
}
