/**
 * The owner's order actions (the kitchen's e-mailed links): GET /api/owner/orders/action?token=
 * (what the link would do to its order; changes nothing) and POST /api/owner/orders/action {token}
 * (takes the action once; 409 when done already or not possible now).
 */
import type { OwnerActionAnswer } from '@functions/orders/contract/order';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

const ownerActionAnswerSchema = () => import('@functions/orders/contract/order').then((contracts) => contracts.ownerActionAnswerSchema);

export async function getOwnerAction(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<OwnerActionAnswer> {
  return apiRequest('/owner/orders/action', { query: { token }, schema: ownerActionAnswerSchema, signal });
}

export function postOwnerAction(token: string): Promise<OwnerActionAnswer> {
  return apiRequest('/owner/orders/action', { method: 'POST', body: { token }, schema: ownerActionAnswerSchema });
}

export const ownerActionQueries = {
  all: () => ['owner-actions'] as const,
  action: (token: string) =>
    queryOptions({
      queryKey: [...ownerActionQueries.all(), 'action', token] as const,
      queryFn: ({ signal }) => getOwnerAction(token, { signal }),
      // The order may move on from another link at any moment: always ask again.
      staleTime: 0,
    }),
};

export function useOwnerAction(token: string) {
  return useQuery({ ...ownerActionQueries.action(token), enabled: token !== '' });
}

export function usePerformOwnerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOwnerAction,
    onSuccess: (answer, token) => {
      queryClient.setQueryData(ownerActionQueries.action(token).queryKey, answer);
    },
    // Refused (e.g. done from another device meanwhile): show the order as it is now.
    onError: (_error, token) => queryClient.invalidateQueries({ queryKey: ownerActionQueries.action(token).queryKey }),
  });
}
