/**
 * Where a signed-in customer is told about their orders (docs/business-rules.md#customer-updates): GET and PUT
 * /api/account/notifications (texts on or off for the account's phone; 409 with a sentence without a phone), POST
 * /api/account/notifications/devices (this device's push subscription and its name; 400 for a subscription the server
 * refuses, 409 at the tenth device) and DELETE /api/account/notifications/devices/{deviceId} (404 for one not the
 * customer's). One key under ['notifications'], which sign-out drops (./private-keys.ts).
 */
import type {
  CustomerDevice,
  CustomerDeviceAnswer,
  CustomerDeviceRequest,
  NotificationsAnswer,
  NotificationsSave,
} from '@functions/messaging/contract/customer-updates';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { isApiError } from '../lib/api-error.ts';
import { privateKeyRoots } from './private-keys.ts';

/** The shared schemas load lazily with zod, so a screen starts its request without waiting for them. */
const contract = () => import('@functions/messaging/contract/customer-updates');

/** The texts, the devices and which channels this stage has, with the key a device subscribes with. */
export function getNotifications({ signal }: { signal?: AbortSignal } = {}): Promise<NotificationsAnswer> {
  return apiRequest('/account/notifications', { schema: () => contract().then((m) => m.notificationsAnswerSchema), signal });
}

/** Texts on (the consent words shown on the settings screen are kept with it) or off for the account's phone. */
export function putNotifications(save: NotificationsSave): Promise<NotificationsAnswer> {
  return apiRequest('/account/notifications', { method: 'PUT', body: save, schema: () => contract().then((m) => m.notificationsAnswerSchema) });
}

/** This device takes the customer's order updates from now on (a subscription already known answers its device). */
export function postNotificationDevice(request: CustomerDeviceRequest): Promise<CustomerDeviceAnswer> {
  return apiRequest('/account/notifications/devices', {
    method: 'POST',
    body: request,
    schema: () => contract().then((m) => m.customerDeviceAnswerSchema),
  });
}

export async function deleteNotificationDevice(deviceId: string): Promise<void> {
  await apiRequest(`/account/notifications/devices/${encodeURIComponent(deviceId)}`, { method: 'DELETE' });
}

export const notificationQueries = {
  all: () => privateKeyRoots.notifications,
  answer: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'answer'] as const,
      queryFn: ({ signal }) => getNotifications({ signal }),
      // A device may have been added or removed elsewhere, or the number replied STOP: read again on coming back after 30 s.
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    }),
};

export function useNotifications() {
  return useQuery(notificationQueries.answer());
}

/** The devices in the cache, changed at once; the answer is read again behind it (another device may have changed too). */
function changeDevices(queryClient: QueryClient, change: (devices: CustomerDevice[]) => CustomerDevice[]) {
  queryClient.setQueryData(notificationQueries.answer().queryKey, (answer) => (answer ? { ...answer, devices: change(answer.devices) } : answer));
  return queryClient.invalidateQueries({ queryKey: notificationQueries.all() });
}

/** The PUT answers the whole state: it becomes the cache. A refusal (409: no phone) reads it again. */
export function useSaveNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putNotifications,
    onSuccess: (answer) => queryClient.setQueryData(notificationQueries.answer().queryKey, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
  });
}

export function useAddNotificationDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postNotificationDevice,
    onSuccess: ({ device }) => changeDevices(queryClient, (devices) => [...devices.filter((each) => each.deviceId !== device.deviceId), device]),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
  });
}

export function useRemoveNotificationDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotificationDevice,
    // A 404 is a device already gone (removed on another device): the list loses it all the same.
    onSettled: (_result, error, deviceId) =>
      !error || (isApiError(error) && error.status === 404)
        ? changeDevices(queryClient, (devices) => devices.filter((each) => each.deviceId !== deviceId))
        : queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
  });
}
