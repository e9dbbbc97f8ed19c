/**
 * This device's alerts (web/src/lib/push/use-push-device.ts for the kitchen): POST /owner/alerts/devices answers the
 * whole list, so the device added is the one the list did not have before (addedDeviceId). Shared by the settings'
 * "Alerts on this device" and the board's prompt.
 */
import type { AlertsAnswer } from '@functions/alerts/contract/alerts';
import { useAddAlertDevice, useRemoveAlertDevice } from '../../../api/alerts.ts';
import { addedDeviceId } from '../../../lib/push/device-state.ts';
import { usePushDevice, type PushDevice } from '../../../lib/push/use-push-device.ts';
import { kitchenPush } from './push-device.ts';

export type ThisDevice = PushDevice;

export function useThisDevice(answer: AlertsAnswer | undefined): ThisDevice {
  const add = useAddAlertDevice();
  const remove = useRemoveAlertDevice();
  return usePushDevice({
    app: kitchenPush,
    devices: answer?.devices,
    applicationServerKey: answer?.applicationServerKey,
    localPush: answer?.localPushService,
    add: async (request, stored) => {
      const after = await add.mutateAsync(request);
      return addedDeviceId(answer?.devices ?? [], after.devices, request.label, stored, request.subscription.endpoint);
    },
    remove: (deviceId) => remove.mutateAsync(deviceId),
  });
}
