/**
 * The kitchen's alerts (docs/business-rules.md#never-miss-an-order): the owner's GET and PUT /api/owner/alerts (the
 * ladder, the kitchen's numbers, auto-accept, over the version read: 409 when saved meanwhile), POST
 * /api/owner/alerts/devices (a device's push subscription and its name), DELETE /api/owner/alerts/devices/{deviceId}
 * and POST …/{deviceId}/test (429 within a minute of the last test). Every call answers the whole AlertsAnswer, which
 * becomes the cache: one key under ['alerts'], which sign-out drops (./private-keys.ts).
 */
import type { AlertDeviceRequest, AlertSettingsSave, AlertsAnswer } from '@functions/alerts/contract/alerts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../lib/api-client.ts';
import { privateKeyRoots } from './private-keys.ts';

const alertsAnswerSchema = () => import('@functions/alerts/contract/alerts').then((contracts) => contracts.alertsAnswerSchema);

/** The settings, their version, the devices and which channels this stage has; owners only. */
export function getAlerts({ signal }: { signal?: AbortSignal } = {}): Promise<AlertsAnswer> {
  return apiRequest('/owner/alerts', { schema: alertsAnswerSchema, signal });
}

/** Replaces the numbers, the ladder and auto-accept over the `version` the form was made from; 400 by field, 409 when saved meanwhile. */
export function putAlerts(save: AlertSettingsSave): Promise<AlertsAnswer> {
  return apiRequest('/owner/alerts', { method: 'PUT', body: save, schema: alertsAnswerSchema });
}

/** This device takes the kitchen's pushes from now on (a subscription already known adds nothing). */
export function postAlertDevice(request: AlertDeviceRequest): Promise<AlertsAnswer> {
  return apiRequest('/owner/alerts/devices', { method: 'POST', body: request, schema: alertsAnswerSchema });
}

export function deleteAlertDevice(deviceId: string): Promise<AlertsAnswer> {
  return apiRequest(`/owner/alerts/devices/${encodeURIComponent(deviceId)}`, { method: 'DELETE', schema: alertsAnswerSchema });
}

/** Pushes "Test alert" to one device; 429 (with Retry-After) within a minute of its last test. */
export function postAlertDeviceTest(deviceId: string): Promise<AlertsAnswer> {
  return apiRequest(`/owner/alerts/devices/${encodeURIComponent(deviceId)}/test`, { method: 'POST', schema: alertsAnswerSchema });
}

export const alertsQueries = {
  all: () => privateKeyRoots.alerts,
  answer: () =>
    queryOptions({
      queryKey: [...alertsQueries.all(), 'answer'] as const,
      queryFn: ({ signal }) => getAlerts({ signal }),
      // Another device may have been added or removed meanwhile: read again on coming back to the tab after 30 s.
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    }),
};

export function useAlerts() {
  return useQuery(alertsQueries.answer());
}

/** Reads the alerts again now (Reload after a 409): the cache becomes the server's, which is answered. */
export function useReloadAlerts() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...alertsQueries.answer(), staleTime: 0 });
}

/** The kitchen's frame asks early, so the board's "turn on alerts" and the settings find the answer waiting. */
export function usePrefetchAlerts() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.prefetchQuery(alertsQueries.answer()), [queryClient]);
}

/** Every call answers the whole state: it becomes the cache at once. */
function answered(queryClient: QueryClient) {
  return { onSuccess: (answer: AlertsAnswer) => queryClient.setQueryData(alertsQueries.answer().queryKey, answer) };
}

export function useSaveAlerts() {
  return useMutation({ mutationFn: putAlerts, ...answered(useQueryClient()) });
}

export function useAddAlertDevice() {
  return useMutation({ mutationFn: postAlertDevice, ...answered(useQueryClient()) });
}

export function useRemoveAlertDevice() {
  return useMutation({ mutationFn: deleteAlertDevice, ...answered(useQueryClient()) });
}

export function useTestAlertDevice() {
  return useMutation({ mutationFn: postAlertDeviceTest, ...answered(useQueryClient()) });
}
