/**
 * GET /api/auth/isLoggdIn (spelt so): 200 with the signed-in user, 401 when there is no valid
 * session (the API's "no"). The session's query keys live here, general to specific.
 */
import type { SessionUser } from '@contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const isLoggedInSchema = () => import('@contracts/auth').then((contracts) => contracts.isLoggedInSchema);

export type LoginCheck = { loggedIn: true; user: SessionUser };

export function getIsLoggedIn({ signal }: { signal?: AbortSignal } = {}): Promise<LoginCheck> {
  return apiRequest('/auth/isLoggdIn', { schema: isLoggedInSchema, signal });
}

export const sessionQueries = {
  all: () => ['session'] as const,
  /**
   * The server's answer for the signed-in user `userId` (null for a stored entry without a valid
   * user). A new user id is a new key, so each change of login status asks the server again;
   * nothing else refetches it.
   */
  status: (userId: string | null) =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'status', userId] as const,
      queryFn: ({ signal }) => getIsLoggedIn({ signal }),
      staleTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: false,
    }),
};

/** The spec's named cached data sets that belong to a signed-in user (section 3). */
export const userCacheKeys = [['cart'], ['cartQuantity']] as const;

/** The signed-in user's private data: dropped at sign-out, so the next person on this browser never sees it. */
export const privateCacheKeys = [['orders'], ['messages'], ['favorites'], ['addresses'], ['checkout']] as const;
