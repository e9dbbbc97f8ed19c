/** GET /api/owner/orders/action?token=: what an e-mailed owner link would do to its order (changes nothing). */
import type { OwnerActionAnswer } from '@contracts/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ownerActionAnswerSchema = () => import('@contracts/order').then((contracts) => contracts.ownerActionAnswerSchema);

export async function getOwnerAction(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<OwnerActionAnswer> {
  return apiRequest('/owner/orders/action', { query: { token }, schema: ownerActionAnswerSchema, signal });
}

export const kitchenQueries = {
  all: () => ['kitchen'] as const,
  action: (token: string) =>
    queryOptions({
      queryKey: [...kitchenQueries.all(), 'action', token] as const,
      queryFn: ({ signal }) => getOwnerAction(token, { signal }),
      // The order may move on from another link at any moment: always ask again.
      staleTime: 0,
    }),
};

export function useOwnerAction(token: string) {
  return useQuery({ ...kitchenQueries.action(token), enabled: token !== '' });
}
