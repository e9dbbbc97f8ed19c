/**
 * The account and its settings: registering, a forgotten password and its reset, proving the
 * e-mail address (POST /api/auth/register, /forgot-password, /reset-password, /verify-email,
 * /verification-link), and the signed-in user's changes (POST /api/users/authenticate; PUT /api/users/name, phone, email,
 * password, two-factor and theme). Signing in and out are in api/session.ts.
 */
import type { RegisterAnswer, RegisterRequest, SessionUser, Theme, VerifyEmailAnswer, VerifyEmailRequest } from '@functions/accounts/contract/auth';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { isApiError } from '../lib/api-error.ts';
import { refreshSessionUser, setSignedInUser } from './session.ts';

const messageSchema = () => import('@functions/accounts/contract/auth').then((contracts) => contracts.messageSchema);
const registerAnswerSchema = () => import('@functions/accounts/contract/auth').then((contracts) => contracts.registerAnswerSchema);
const sessionUserSchema = () => import('@functions/accounts/contract/auth').then((contracts) => contracts.sessionUserSchema);
const verifyEmailAnswerSchema = () => import('@functions/accounts/contract/auth').then((contracts) => contracts.verifyEmailAnswerSchema);
const reauthenticationAnswerSchema = () => import('@functions/accounts/contract/auth').then((contracts) => contracts.reauthenticationAnswerSchema);
// The theme's answer has the request's shape: {theme}.
const themeAnswerSchema = () => import('@functions/accounts/contract/auth').then((contracts) => contracts.themeRequestSchema);

// ---- Without a session ----

/**
 * 201 {message, user}, the same for a taken address: the browser is signed in to the new account (and its session
 * cookie set), its address not verified yet; a sign-up link is e-mailed to it.
 */
export function postRegister(request: RegisterRequest): Promise<RegisterAnswer> {
  return apiRequest('/auth/register', { method: 'POST', body: request, schema: registerAnswerSchema });
}

/** E-mails a reset link; the same answer for unknown addresses. */
export function postForgotPassword(request: { email: string }): Promise<{ message: string }> {
  return apiRequest('/auth/forgot-password', { method: 'POST', body: request, schema: messageSchema });
}

/** Sets the new password from the e-mailed link; does not sign in. */
export function postResetPassword(request: { id: string; token: string; password: string }): Promise<{ message: string }> {
  return apiRequest('/auth/reset-password', { method: 'POST', body: request, schema: messageSchema });
}

/**
 * Proves the address from the e-mailed link (once). A sign-up link also signs in: the answer then carries the
 * user (and the session cookie); opened in another browser than the one that registered, it needs the password.
 */
export function postVerifyEmail(request: VerifyEmailRequest): Promise<VerifyEmailAnswer> {
  return apiRequest('/auth/verify-email', { method: 'POST', body: request, schema: verifyEmailAnswerSchema });
}

/** Follows the link and, when it signed in, makes its user the signed-in user. */
async function followVerifyLink(queryClient: QueryClient, request: VerifyEmailRequest): Promise<VerifyEmailAnswer> {
  const answer = await postVerifyEmail(request);
  if (answer.user) setSignedInUser(queryClient, answer.user);
  return answer;
}

/** Query keys of the account, general to specific. */
export const accountQueries = {
  all: () => ['account'] as const,
  /**
   * Following an e-mailed link: a query rather than a mutation, so the one-time link is sent once
   * however often the screen mounts (React's strict mode mounts it twice), and the answer is kept.
   */
  verifyEmail: (queryClient: QueryClient, userId: string, token: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'verify-email', userId, token] as const,
      queryFn: () => followVerifyLink(queryClient, { userId, token }),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};

export function useVerifyEmail(userId: string, token: string) {
  const queryClient = useQueryClient();
  return useQuery(accountQueries.verifyEmail(queryClient, userId, token));
}

/** The same link opened in another browser than the one that registered: with the password, it signs in here. */
export function useVerifyEmailWithPassword(userId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ({ password }: { password: string }) => followVerifyLink(queryClient, { userId, token, password }) });
}

/** Registering signs in: the answer's user becomes the signed-in user, as a sign-in's does. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postRegister, onSuccess: (answer) => setSignedInUser(queryClient, answer.user) });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}

// ---- The signed-in user's settings ----

/**
 * "Resend the link": e-mails a new sign-up link to the signed-in account's address, not verified yet. 202 {message}
 * (the same answer when the rate limit holds it back); 409 when the address is verified already.
 */
export function postVerificationLink(): Promise<{ message: string }> {
  return apiRequest('/auth/verification-link', { method: 'POST', schema: messageSchema });
}

/** A 409 says the address was verified meanwhile (another tab, another device): the session's user is asked again. */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postVerificationLink,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void refreshSessionUser(queryClient);
    },
  });
}

/** Password re-entry for sensitive changes (valid 15 minutes). */
export function postUsersAuthenticate(request: { password: string }): Promise<{ passwordEnteredTime: number }> {
  return apiRequest('/users/authenticate', { method: 'POST', body: request, schema: reauthenticationAnswerSchema });
}

/** Changes the name (after password re-entry); answers with the user. */
export function putUsersName(request: { name: string }): Promise<SessionUser> {
  return apiRequest('/users/name', { method: 'PUT', body: request, schema: sessionUserSchema });
}

/** Changes the phone number, sent as E.164 (after password re-entry); answers with the user. */
export function putUsersPhone(request: { phone: string }): Promise<SessionUser> {
  return apiRequest('/users/phone', { method: 'PUT', body: request, schema: sessionUserSchema });
}

/** E-mails a link to the new address; the address changes when it is followed. */
export function putUsersEmail(request: { email: string }): Promise<{ message: string }> {
  return apiRequest('/users/email', { method: 'PUT', body: request, schema: messageSchema });
}

/** Changes the password; keeps this session, ends the others. */
export function putUsersPassword(request: { currentPassword: string; password: string }): Promise<SessionUser> {
  return apiRequest('/users/password', { method: 'PUT', body: request, schema: sessionUserSchema });
}

/** Turns sign-in codes by e-mail on or off (after password re-entry); answers with the user. */
/** On after password re-entry; off with the password itself (docs/business-rules.md#two-factor). */
export function putUsersTwoFactor(request: { enabled: boolean; password?: string }): Promise<SessionUser> {
  return apiRequest('/users/two-factor', { method: 'PUT', body: request, schema: sessionUserSchema });
}

/** Saves the signed-in user's theme; the answer's theme is the saved one. */
export async function putUsersTheme(theme: Theme): Promise<Theme> {
  const answer = await apiRequest('/users/theme', { method: 'PUT', body: { theme }, schema: themeAnswerSchema });
  return answer.theme;
}

/**
 * Saves the theme: `onChange` runs with the chosen theme at once and with the saved one when the
 * server answers. A failed save is only logged (docs/product.md#errors).
 */
export function useSaveTheme({ onChange }: { onChange: (theme: Theme) => void }) {
  return useMutation({
    mutationFn: putUsersTheme,
    onMutate: onChange,
    onSuccess: onChange,
    onError: (error) => console.error('Saving the theme failed', error),
  });
}

export function useAuthenticate({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: postUsersAuthenticate, onSuccess });
}

/** `onSuccess` receives the changed user (the session keeps it). */
export function useChangeName({ onSuccess }: { onSuccess?: (user: SessionUser) => void } = {}) {
  return useMutation({ mutationFn: putUsersName, onSuccess });
}

/** `onSuccess` receives the changed user (the session keeps it). */
export function useChangePhone({ onSuccess }: { onSuccess?: (user: SessionUser) => void } = {}) {
  return useMutation({ mutationFn: putUsersPhone, onSuccess });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: putUsersEmail });
}

/** `onSuccess` receives the user, now with a fresh session cookie. */
export function useChangePassword({ onSuccess }: { onSuccess?: (user: SessionUser) => void } = {}) {
  return useMutation({ mutationFn: putUsersPassword, onSuccess });
}

/** `onSuccess` receives the changed user (the session keeps it). */
export function useChangeTwoFactor({ onSuccess }: { onSuccess?: (user: SessionUser) => void } = {}) {
  return useMutation({ mutationFn: putUsersTwoFactor, onSuccess });
}
