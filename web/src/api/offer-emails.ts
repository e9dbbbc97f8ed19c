/**
 * Offer e-mails' subscription (docs/business-rules.md#offer-e-mails-who-receives-them): the signed-in customer's GET
 * and PUT /api/account/offer-emails (ask, with a confirming e-mail; stop; or "No thanks" once from an order's
 * thank-you page), and the e-mails' links, which work signed out: POST /api/offer-emails/confirm {token} (400 for a
 * used, expired or unknown link) and POST /api/offer-emails/unsubscribe?token=… {from: 'page'} (400 for a token that
 * is not the shop's). One key root, ['offer-emails'], which sign-out drops (./private-keys.ts).
 */
import type { OfferEmailsAnswer, OfferEmailsRequest } from '@functions/offers/contract/offer-mail-subscription';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../lib/api-client.ts';
import { privateKeyRoots } from './private-keys.ts';

/** The shared schemas load lazily with zod, so a screen starts its request without waiting for them. */
const contract = () => import('@functions/offers/contract/offer-mail-subscription');

/** Where the customer stands (none, asked, subscribed, unsubscribed, declined) and the address offers go to. */
export function getOfferEmails({ signal }: { signal?: AbortSignal } = {}): Promise<OfferEmailsAnswer> {
  return apiRequest('/account/offer-emails', { schema: () => contract().then((m) => m.offerEmailsAnswerSchema), signal });
}

/** Asks (a confirming e-mail goes out, at most one in 10 minutes), stops, or declines; answers where the customer stands. */
export function putOfferEmails(request: OfferEmailsRequest): Promise<OfferEmailsAnswer> {
  return apiRequest('/account/offer-emails', { method: 'PUT', body: request, schema: () => contract().then((m) => m.offerEmailsAnswerSchema) });
}

/** The confirming e-mail's link followed: the customer is subscribed (signed in or not). */
export function postConfirmOfferEmails(token: string): Promise<{ status: 'subscribed' }> {
  return apiRequest('/offer-emails/confirm', { method: 'POST', body: { token }, schema: () => contract().then((m) => m.offerEmailsConfirmAnswerSchema) });
}

/** The unsubscribe page's button: stops the token's customer's offer e-mails (the same answer when already stopped). */
export function postUnsubscribeOfferEmails(token: string): Promise<{ status: 'unsubscribed' }> {
  return apiRequest('/offer-emails/unsubscribe', {
    method: 'POST',
    query: { token },
    body: { from: 'page' },
    schema: () => contract().then((m) => m.offerEmailsUnsubscribeAnswerSchema),
  });
}

export const offerEmailQueries = {
  all: () => privateKeyRoots.offerEmails,
  answer: () =>
    queryOptions({
      queryKey: [...offerEmailQueries.all(), 'answer'] as const,
      queryFn: ({ signal }) => getOfferEmails({ signal }),
      // The link may be followed on another device meanwhile: read again on coming back after 30 s.
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    }),
  /**
   * Following the confirming link: sent once per token however often the page mounts (React's strict mode mounts it
   * twice), and the answer is kept (a second send would be refused as used).
   */
  confirm: (token: string) =>
    queryOptions({
      queryKey: ['offer-emails-confirm', token] as const,
      queryFn: () => postConfirmOfferEmails(token),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};

export function useOfferEmails() {
  return useQuery(offerEmailQueries.answer());
}

/** The PUT answers the whole state: it becomes the cache. A refusal reads it again. */
export function useChangeOfferEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putOfferEmails,
    onSuccess: (answer) => queryClient.setQueryData(offerEmailQueries.answer().queryKey, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: offerEmailQueries.all() }),
  });
}

/** Follows the link once; once confirmed, this browser's copy of the customer's answer (if any) is read again. */
export function useConfirmOfferEmails(token: string) {
  const queryClient = useQueryClient();
  const confirm = useQuery({ ...offerEmailQueries.confirm(token), enabled: token !== '' });
  useEffect(() => {
    if (confirm.isSuccess) void queryClient.invalidateQueries({ queryKey: offerEmailQueries.all() });
  }, [confirm.isSuccess, queryClient]);
  return confirm;
}

/** An unsubscribe changes the signed-in customer's answer, if this browser keeps one: read it again. */
export function useUnsubscribeOfferEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUnsubscribeOfferEmails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerEmailQueries.all() }),
  });
}
