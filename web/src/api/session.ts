/**
 * The session: GET /api/auth/isLoggdIn (spelt so; 200 with the signed-in user, 401 when there is no
 * valid session, the API's "no"), POST /api/auth/login and /api/auth/two-factor (signing in), GET
 * /api/auth/logout, and POST /api/visits. The session's query keys live here, general to specific,
 * with what sign-out drops from the cache (through each resource's own keys).
 */
import type { LoginRequest, SessionUser, Theme, TwoFactorChallenge } from '@functions/accounts/contract/auth';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { writeStoredUser, type StoredUser } from '../lib/stored-user.ts';
import { invalidateCart } from './cart.ts';
import { privateKeyRoots } from './private-keys.ts';

const isLoggedInSchema = () => import('@functions/accounts/contract/auth').then((contracts) => contracts.isLoggedInSchema);
const sessionUserSchema = () => import('@functions/accounts/contract/auth').then((contracts) => contracts.sessionUserSchema);
const loginAnswerSchema = () =>
  import('@functions/accounts/contract/auth').then(({ sessionUserSchema, twoFactorChallengeSchema, verificationSentSchema }) =>
    sessionUserSchema.or(twoFactorChallengeSchema).or(verificationSentSchema),
  );

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

export type LoginResult =
  { kind: 'signedIn'; user: SessionUser } | { kind: 'codeSent'; challenge: TwoFactorChallenge } | { kind: 'verificationSent'; message: string };

/**
 * 200 with the user (and the session cookie), 201 with {id, token} when a sign-in code was e-mailed, or 202 when the
 * address is not verified yet and a new sign-up link was e-mailed. Errors reach the caller (docs/product.md#errors).
 */
export async function postLogin(request: LoginRequest): Promise<LoginResult> {
  const answer = await apiRequest('/auth/login', { method: 'POST', body: request, schema: loginAnswerSchema });
  // The 201 answer is the only one with a token, the 202 the only one with verificationSent; a user carries neither.
  if ('token' in answer) return { kind: 'codeSent', challenge: { id: answer.id, token: answer.token } };
  if ('verificationSent' in answer) return { kind: 'verificationSent', message: answer.message };
  return { kind: 'signedIn', user: answer };
}

export type TwoFactorRequest = { id: string; token: string; code: string };

/** Finishes a sign-in with the e-mailed code. */
export function postTwoFactor(request: TwoFactorRequest): Promise<SessionUser> {
  return apiRequest('/auth/two-factor', { method: 'POST', body: request, schema: sessionUserSchema });
}

/** Ends the session and clears its cookie. The answer is only logged. */
export async function getLogout(): Promise<void> {
  await apiRequest('/auth/logout');
}

export type Visit = { userId: string | null; timestamp: string };

/** Counts one browser session's visit (the server reads the user from the cookie). */
export async function postVisit(visit: Visit): Promise<void> {
  await apiRequest('/visits', { method: 'POST', body: visit });
}

/** What this browser keeps of the signed-in user (docs/product.md#what-the-browser-keeps). */
export function toStoredUser(user: SessionUser): StoredUser {
  return { id: user.id, name: user.name, theme: user.theme };
}

/** Makes `user` the signed-in user: the server's answer for that user, and the stored user. */
export function setSignedInUser(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData(sessionQueries.status(user.id).queryKey, { loggedIn: true, user });
  writeStoredUser(toStoredUser(user));
}

/** Asks the server again for the signed-in user, after an answer that shows the cached one is stale (its address verified meanwhile, or not). */
export function refreshSessionUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionQueries.all() });
}

export function useRefreshSessionUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => refreshSessionUser(queryClient);
}

/** Keeps the server's cached answer for `userId` in step with a theme chosen on this device. */
export function setSessionTheme(queryClient: QueryClient, userId: string, theme: Theme): void {
  queryClient.setQueryData(sessionQueries.status(userId).queryKey, (check) =>
    check ? { ...check, user: { ...check.user, theme } satisfies SessionUser } : check,
  );
}

/**
 * Sign-out: the signed-in user's session answers and private data (orders, checkout, messages,
 * favourites, addresses) are dropped, so the next person on this browser never sees them; the two
 * named data sets of a signed-in user (docs/product.md#calls: 'cart' and 'cartQuantity') are invalidated.
 */
export async function clearSignedInUserData(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: sessionQueries.all(), predicate: (query) => query.queryKey[2] !== null });
  for (const queryKey of Object.values(privateKeyRoots)) queryClient.removeQueries({ queryKey });
  await invalidateCart(queryClient);
}

/**
 * Signing in (docs/product.md#session): a 201 answer goes back to the caller without setting the user (the
 * screen then asks for the e-mailed code); any other success sets the user.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLogin,
    onSuccess: (result) => {
      if (result.kind === 'signedIn') setSignedInUser(queryClient, result.user);
    },
  });
}

/** Finishing a sign-in with the code sets the user, as any other successful sign-in does. */
export function useTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postTwoFactor, onSuccess: (user) => setSignedInUser(queryClient, user) });
}
