/** GET /api/payments/methods: how customers can pay (in person today) and the tip presets. */
import type { PaymentMethodsAnswer } from '@functions/shop/contract/ordering';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

const paymentMethodsAnswerSchema = () => import('@functions/shop/contract/ordering').then((contracts) => contracts.paymentMethodsAnswerSchema);

export async function getPaymentMethods({ signal }: { signal?: AbortSignal } = {}): Promise<PaymentMethodsAnswer> {
  return apiRequest('/payments/methods', { schema: paymentMethodsAnswerSchema, signal });
}

export const paymentQueries = {
  all: () => ['payments'] as const,
  methods: () =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'methods'] as const,
      queryFn: ({ signal }) => getPaymentMethods({ signal }),
      // The accepted ways to pay change only when the shop changes its set-up.
      staleTime: 30 * 60_000,
    }),
};

export function usePaymentMethods() {
  return useQuery(paymentQueries.methods());
}
