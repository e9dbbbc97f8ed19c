/**
 * Catering quotes (docs/business-rules.md#catering-quotes): as the customer's e-mailed link opens them (POST
 * /api/quotes/{quoteId}/open with the link's secret in the body: it is after the # in the link, so no server log
 * holds it; a refused link, 404 or 409, is an answer to show, not to retry), the signed-in customer's own (their
 * account's Quotes), and the kitchen's calls.
 */
import type { CustomerQuote, OwnerQuote, QuoteDraftInput } from '@functions/quotes/contract/catering-quote';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { privateKeyRoots } from './private-keys.ts';

const customerQuoteSchema = () => import('@functions/quotes/contract/catering-quote').then((contracts) => contracts.customerQuoteSchema);

export function openQuote(quoteId: string, token: string, { signal }: { signal?: AbortSignal } = {}): Promise<CustomerQuote> {
  return apiRequest(`/quotes/${encodeURIComponent(quoteId)}/open`, { method: 'POST', body: { token }, schema: customerQuoteSchema, signal });
}

export const quoteQueries = {
  byLink: (quoteId: string, token: string) =>
    queryOptions({
      queryKey: ['quote-link', quoteId, token] as const,
      queryFn: ({ signal }) => openQuote(quoteId, token, { signal }),
      // The kitchen may revise or cancel it meanwhile: read again when the page is opened again.
      staleTime: 30_000,
    }),
};

/** The quote the link opens; not asked while the link has no secret. */
export function useQuoteByLink(quoteId: string, token: string) {
  return useQuery({ ...quoteQueries.byLink(quoteId, token), enabled: token !== '' });
}

const quotePayAnswerSchema = () => import('@functions/quotes/contract/catering-quote').then((contracts) => contracts.quotePayAnswerSchema);

/** POST /quotes/{quoteId}/pay: the card page for the quote's deposit (the server's amount); the page then goes there. */
export function useQuotePayment() {
  return useMutation({
    mutationFn: ({ quoteId, token }: { quoteId: string; token: string }) =>
      apiRequest(`/quotes/${encodeURIComponent(quoteId)}/pay`, { method: 'POST', body: { token }, schema: quotePayAnswerSchema }),
  });
}

/**
 * POST /quotes/{quoteId}/payment: back from the card page. 'paid' finishes the payment from Stripe's own record (its
 * webhook may have done it first); 'cancelled' ends the page. The answer is the quote as it is now.
 */
export function useQuotePaymentReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, token, outcome }: { quoteId: string; token: string; outcome: 'paid' | 'cancelled' }) =>
      apiRequest(`/quotes/${encodeURIComponent(quoteId)}/payment`, { method: 'POST', body: { token, outcome }, schema: customerQuoteSchema }),
    onSuccess: (quote, { token }) => queryClient.setQueryData(quoteQueries.byLink(quote.quoteId, token).queryKey, quote),
  });
}

// ---- the signed-in customer's quotes (the account's Quotes) -----------------------------------

const customerQuoteListSchema = () => import('@functions/quotes/contract/catering-quote').then((contracts) => contracts.customerQuoteListSchema);

/** GET /quotes: the quotes sent to the account's verified e-mail, the newest first (none while it is not verified). */
export async function getMyQuotes({ signal }: { signal?: AbortSignal } = {}): Promise<CustomerQuote[]> {
  const { quotes } = await apiRequest('/quotes', { schema: customerQuoteListSchema, signal });
  return quotes;
}

/** GET /quotes/{quoteId}: one of them (404 for anyone else's). */
export function getMyQuote(quoteId: string, { signal }: { signal?: AbortSignal } = {}): Promise<CustomerQuote> {
  return apiRequest(`/quotes/${encodeURIComponent(quoteId)}`, { schema: customerQuoteSchema, signal });
}

/** Under a private root: sign-out drops them (./session.ts). */
export const myQuoteQueries = {
  all: () => privateKeyRoots.myQuotes,
  list: () => queryOptions({ queryKey: [...privateKeyRoots.myQuotes, 'list'] as const, queryFn: ({ signal }) => getMyQuotes({ signal }), staleTime: 30_000 }),
  quote: (quoteId: string) =>
    queryOptions({
      queryKey: [...privateKeyRoots.myQuotes, 'quote', quoteId] as const,
      queryFn: ({ signal }) => getMyQuote(quoteId, { signal }),
      staleTime: 30_000,
    }),
};

export function useMyQuotes() {
  return useQuery(myQuoteQueries.list());
}

export function useMyQuote(quoteId: string) {
  return useQuery(myQuoteQueries.quote(quoteId));
}

// ---- the kitchen's quotes (owners only) ---------------------------------------------------

const ownerQuoteSchema = () => import('@functions/quotes/contract/catering-quote').then((contracts) => contracts.ownerQuoteSchema);
const ownerQuoteListSchema = () => import('@functions/quotes/contract/catering-quote').then((contracts) => contracts.ownerQuoteListSchema);

export function getOwnerQuotes({ signal }: { signal?: AbortSignal } = {}): Promise<{ quotes: OwnerQuote[] }> {
  return apiRequest('/owner/quotes', { schema: ownerQuoteListSchema, signal });
}

export function getOwnerQuote(quoteId: string, { signal }: { signal?: AbortSignal } = {}): Promise<OwnerQuote> {
  return apiRequest(`/owner/quotes/${encodeURIComponent(quoteId)}`, { schema: ownerQuoteSchema, signal });
}

export const ownerQuoteQueries = {
  all: () => privateKeyRoots.quotes,
  list: () => queryOptions({ queryKey: [...privateKeyRoots.quotes, 'list'] as const, queryFn: ({ signal }) => getOwnerQuotes({ signal }), staleTime: 30_000 }),
  quote: (quoteId: string) =>
    queryOptions({
      queryKey: [...privateKeyRoots.quotes, 'quote', quoteId] as const,
      queryFn: ({ signal }) => getOwnerQuote(quoteId, { signal }),
      staleTime: 30_000,
    }),
};

export function useOwnerQuotes() {
  return useQuery(ownerQuoteQueries.list());
}

export function useOwnerQuote(quoteId: string | undefined) {
  return useQuery({ ...ownerQuoteQueries.quote(quoteId ?? ''), enabled: quoteId !== undefined });
}

/** Keeps the server's answer as the quote's cached state, and reads the list again. */
function useKeepQuote() {
  const queryClient = useQueryClient();
  return async (quote: OwnerQuote) => {
    queryClient.setQueryData(ownerQuoteQueries.quote(quote.quoteId).queryKey, quote);
    await queryClient.invalidateQueries({ queryKey: ownerQuoteQueries.list().queryKey });
  };
}

/** POST /owner/quotes: a new draft. */
export function useCreateQuote() {
  const keep = useKeepQuote();
  return useMutation({
    mutationFn: (draft: QuoteDraftInput) => apiRequest('/owner/quotes', { method: 'POST', body: draft, schema: ownerQuoteSchema }),
    onSuccess: keep,
  });
}

/** PUT /owner/quotes/{quoteId}: saves a draft, or revises (and sends again) a sent quote, over the revision read. */
export function useSaveQuote() {
  const keep = useKeepQuote();
  return useMutation({
    mutationFn: ({ quoteId, ...update }: { quoteId: string; revision: number; draft: QuoteDraftInput }) =>
      apiRequest(`/owner/quotes/${encodeURIComponent(quoteId)}`, { method: 'PUT', body: update, schema: ownerQuoteSchema }),
    onSuccess: keep,
  });
}

/** POST /owner/quotes/{quoteId}/send or …/cancel, over the revision read. */
export function useQuoteStep(step: 'send' | 'cancel') {
  const keep = useKeepQuote();
  return useMutation({
    mutationFn: ({ quoteId, revision }: { quoteId: string; revision: number }) =>
      apiRequest(`/owner/quotes/${encodeURIComponent(quoteId)}/${step}`, { method: 'POST', body: { revision }, schema: ownerQuoteSchema }),
    onSuccess: keep,
  });
}

/** Reads a quote again now (after a 409: another screen changed it). */
export function useReloadQuote() {
  const queryClient = useQueryClient();
  return (quoteId: string) => queryClient.fetchQuery({ ...ownerQuoteQueries.quote(quoteId), staleTime: 0 });
}
