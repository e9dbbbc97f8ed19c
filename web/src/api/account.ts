/** POST /api/auth/verify-email {userId, token}: proves the address from the e-mailed link (once). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const messageSchema = () => import('@contracts/auth').then((contracts) => contracts.messageSchema);

export function postVerifyEmail(request: { userId: string; token: string }): Promise<{ message: string }> {
  return apiRequest('/auth/verify-email', { method: 'POST', body: request, schema: messageSchema });
}

/** Query keys of the account feature, general to specific. */
export const accountQueries = {
  all: () => ['account'] as const,
  /**
   * Following an e-mailed link: a query rather than a mutation, so the one-time link is sent once
   * however often the screen mounts (React's strict mode mounts it twice), and the answer is kept.
   */
  verifyEmail: (userId: string, token: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'verify-email', userId, token] as const,
      queryFn: () => postVerifyEmail({ userId, token }),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};

export function useVerifyEmail(userId: string, token: string) {
  return useQuery(accountQueries.verifyEmail(userId, token));
}
