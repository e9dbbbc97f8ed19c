/** GET /api/prices/compatible?dishesIds=a,b: the chosen companions with their own price options. */
import type { CompatiblePrices } from '@contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dishKeys, dishStaleTimeMs } from './dish-keys.ts';

const compatiblePricesSchema = () => import('@contracts/catalogue').then((contracts) => contracts.compatiblePricesSchema);

export async function getCompatiblePrices(
  dishIds: readonly string[],
  { signal }: { signal?: AbortSignal } = {},
): Promise<CompatiblePrices> {
  return apiRequest('/prices/compatible', {
    query: { dishesIds: [...dishIds].sort().join(',') },
    schema: compatiblePricesSchema,
    signal,
  });
}

export function compatiblePricesQuery(dishIds: readonly string[]) {
  return queryOptions({
    queryKey: dishKeys.compatiblePrices(dishIds),
    queryFn: ({ signal }) => getCompatiblePrices(dishIds, { signal }),
    staleTime: dishStaleTimeMs,
  });
}

/**
 * Spec: "The companion price query runs only when there are companion ids". While the set of
 * chosen companions changes, the previous answer stays, so companions already shown keep their sizes.
 */
export function useCompatiblePrices(dishIds: readonly string[]) {
  return useQuery({ ...compatiblePricesQuery(dishIds), enabled: dishIds.length > 0, placeholderData: keepPreviousData });
}
