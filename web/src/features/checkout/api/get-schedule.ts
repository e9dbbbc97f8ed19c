/** GET /api/orders/schedule?mode=: ASAP and the 15-minute slots still offered for pickup or delivery. */
import type { ScheduleAnswer } from '@contracts/order';
import type { FulfilmentMode } from '@contracts/ordering';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkoutKeys, orderSchemas } from './checkout-keys.ts';

export function getSchedule(mode: FulfilmentMode, { signal }: { signal?: AbortSignal } = {}): Promise<ScheduleAnswer> {
  return apiRequest('/orders/schedule', { query: { mode }, schema: () => orderSchemas().then((m) => m.scheduleAnswerSchema), signal });
}

export const scheduleQuery = (mode: FulfilmentMode) =>
  queryOptions({
    queryKey: checkoutKeys.schedule(mode),
    queryFn: ({ signal }) => getSchedule(mode, { signal }),
    // Slots fill up and the lead time moves with the clock: keep it fresh while the customer decides.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useSchedule(mode: FulfilmentMode) {
  return useQuery(scheduleQuery(mode));
}
