/**
 * The kitchen's own session: GET /api/owner/me (the signed-in owner; 401 signed out, 403 for a
 * customer or an owner without two-factor). The kitchen's layout asks it before showing anything.
 */
import type { OwnerMe } from '@functions/accounts/contract/owner';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

const ownerMeSchema = () => import('@functions/accounts/contract/owner').then((contracts) => contracts.ownerMeSchema);

export async function getOwnerMe({ signal }: { signal?: AbortSignal } = {}): Promise<OwnerMe> {
  return apiRequest('/owner/me', { schema: ownerMeSchema, signal });
}

export const ownerQueries = {
  all: () => ['owner'] as const,
  me: () =>
    queryOptions({
      queryKey: [...ownerQueries.all(), 'me'] as const,
      queryFn: ({ signal }) => getOwnerMe({ signal }),
      // A refusal is an answer, not a hiccup: show it at once.
      retry: false,
    }),
};

export function useOwnerMe(enabled: boolean) {
  return useQuery({ ...ownerQueries.me(), enabled });
}
