/**
 * POST /api/orders/quote: what the order costs now (subtotal, fee, tax, tip, total) and why it can't
 * be placed yet. A read, so it is a query keyed by the choices; the last answer stays on screen
 * while the next one loads.
 */
import type { QuoteAnswer, QuoteRequest } from '@contracts/order';
import type { FulfilmentMode, TipChoice } from '@contracts/ordering';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkoutKeys, orderSchemas } from './checkout-keys.ts';

export function postQuote(request: QuoteRequest, { signal }: { signal?: AbortSignal } = {}): Promise<QuoteAnswer> {
  return apiRequest('/orders/quote', {
    method: 'POST',
    body: request,
    schema: () => orderSchemas().then((m) => m.quoteAnswerSchema),
    signal,
  });
}

export type QuoteChoice = { mode: FulfilmentMode; addressId?: string | undefined; tip: TipChoice };

export const quoteQuery = ({ mode, addressId, tip }: QuoteChoice) =>
  queryOptions({
    queryKey: checkoutKeys.quote(mode, addressId, tip),
    queryFn: ({ signal }) => postQuote(addressId === undefined ? { mode, tip } : { mode, addressId, tip }, { signal }),
    // Prices and the cart can change elsewhere: a quote is checked again whenever it is shown.
    staleTime: 0,
  });

/** `choice` null: not enough chosen yet to ask (e.g. delivery without an address). */
export function useQuote(choice: QuoteChoice | null) {
  return useQuery({
    ...quoteQuery(choice ?? { mode: 'pickup', tip: { kind: 'percent', percent: 0 } }),
    enabled: choice !== null,
    placeholderData: keepPreviousData,
  });
}
