/**
 * This device's notifications about the customer's orders (web/src/lib/push/use-push-device.ts for the account):
 * POST /account/notifications/devices answers the device it added, listed under the browser's name ("Chrome on
 * Android"). Shared by Account › Notifications and the order's page, so both turn it on the same way.
 */
import type { NotificationsAnswer } from '@functions/messaging/contract/customer-updates';
import { useAddNotificationDevice, useRemoveNotificationDevice } from '../../../api/notifications.ts';
import { deviceLabel } from '../../../lib/push/device-label.ts';
import { usePushDevice, type PushDevice } from '../../../lib/push/use-push-device.ts';
import { accountPush } from './account-push.ts';

export type ThisDevice = PushDevice & {
  /** Turns this device on under the browser's own name. */
  turnOnHere: () => Promise<boolean>;
};

export function useThisDevice(answer: NotificationsAnswer | undefined): ThisDevice {
  const add = useAddNotificationDevice();
  const remove = useRemoveNotificationDevice();
  const device = usePushDevice({
    app: accountPush,
    devices: answer?.devices,
    applicationServerKey: answer?.applicationServerKey,
    localPush: answer?.localPushOrigin,
    add: async (request) => (await add.mutateAsync(request)).device.deviceId,
    remove: (deviceId) => remove.mutateAsync(deviceId),
  });
  return { ...device, turnOnHere: () => device.turnOn(deviceLabel(navigator.userAgent, navigator.maxTouchPoints)) };
}
