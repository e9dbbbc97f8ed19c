/**
 * GET /api/address: the signed-in customer's addresses, the default first. Also home of
 * `addressQueries`, the feature's query-key factory (general to specific), which the address
 * mutations invalidate.
 */
import type { Address } from '@contracts/address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const addressListSchema = () => import('@contracts/address').then((contracts) => contracts.addressListSchema);

export async function getAddresses({ signal }: { signal?: AbortSignal } = {}): Promise<Address[]> {
  return apiRequest('/address', { schema: addressListSchema, signal });
}

export const addressQueries = {
  all: () => ['addresses'] as const,
  list: () =>
    queryOptions({
      queryKey: [...addressQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getAddresses({ signal }),
    }),
};

export function useAddresses() {
  return useQuery(addressQueries.list());
}
