/**
 * This device's alerts: its state (./device-state.ts), turning them on (the browser's permission, a subscription,
 * POST /owner/alerts/devices with the device's name) and off (the server's entry and the subscription), and the words
 * for what went wrong. Shared by the settings' "Alerts on this device" and the board's prompt.
 */
import type { AlertsAnswer } from '@functions/alerts/contract/alerts';
import { useCallback, useEffect, useState } from 'react';
import { useAddAlertDevice, useRemoveAlertDevice } from '../../../api/alerts.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { isAppleMobile } from './device-label.ts';
import { addedDeviceId, deviceState, type DeviceState, type StoredDevice } from './device-state.ts';
import { browserEndpoint, notificationPermission, pushSupported, readStoredDevice, storeDevice, subscribe, unsubscribe } from './push-device.ts';

export type ThisDevice = {
  state: DeviceState;
  /** The server's id of this device, while it takes alerts. */
  deviceId: string | undefined;
  /** An iPhone or iPad outside a Home Screen app, where Safari offers no push. */
  needsHomeScreen: boolean;
  turnOn: (label: string) => Promise<boolean>;
  turnOff: () => Promise<boolean>;
  pending: boolean;
  /** Why the last turn on or off did not happen, in the owner's words. */
  problem: string | undefined;
  /** The server's refusal of the name, to show under its field. */
  labelProblem: string | undefined;
};

function standalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;
}

/** The permission as it changes (the owner may allow or block notifications in the browser's settings meanwhile). */
function usePermission(): [NotificationPermission, () => void] {
  const [permission, setPermission] = useState(notificationPermission);
  const reread = useCallback(() => setPermission(notificationPermission()), []);
  useEffect(() => {
    let status: PermissionStatus | undefined;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        status = found;
        status.addEventListener('change', reread);
      })
      .catch(() => undefined);
    window.addEventListener('focus', reread);
    return () => {
      status?.removeEventListener('change', reread);
      window.removeEventListener('focus', reread);
    };
  }, [reread]);
  return [permission, reread];
}

export function useThisDevice(answer: AlertsAnswer | undefined): ThisDevice {
  const add = useAddAlertDevice();
  const remove = useRemoveAlertDevice();
  const local = Boolean(answer?.localPushService);
  const supported = pushSupported(local);
  const [permission, rereadPermission] = usePermission();
  const [stored, setStored] = useState<StoredDevice | undefined>(readStoredDevice);
  // The browser's own subscription, asked once the answer says how this device subscribes (AWS only).
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [problem, setProblem] = useState<string>();
  const [labelProblem, setLabelProblem] = useState<string>();
  const [working, setWorking] = useState(false);

  useEffect(() => {
    if (!answer || local || !supported) return;
    let current = true;
    browserEndpoint().then(
      (found) => current && setEndpoint(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [answer, local, supported]);

  const state = deviceState({ supported, permission, stored, devices: answer?.devices ?? [], browserEndpoint: local ? undefined : endpoint });
  const needsHomeScreen = isAppleMobile(navigator.userAgent, navigator.maxTouchPoints) && !standalone();

  const remember = (device: StoredDevice | undefined) => {
    storeDevice(device);
    setStored(device);
  };

  const turnOn = async (label: string): Promise<boolean> => {
    if (!answer) return false;
    setProblem(undefined);
    setLabelProblem(undefined);
    setWorking(true);
    try {
      const granted = await Notification.requestPermission();
      rereadPermission();
      if (granted === 'denied') {
        setProblem('This browser blocks notifications from the shop: allow them in the site’s settings (the icon beside the address), then try again.');
        return false;
      }
      if (granted !== 'granted') {
        setProblem('Alerts stay off: allow notifications when the browser asks.');
        return false;
      }
      let subscription;
      try {
        subscription = await subscribe(answer);
      } catch (error) {
        setProblem(`This browser could not sign up for push alerts. ${error instanceof Error ? error.message : ''}`.trim());
        return false;
      }
      const after = await add.mutateAsync({ subscription, label: label.trim() });
      const deviceId = addedDeviceId(answer.devices, after.devices, label, stored, subscription.endpoint);
      if (!local) setEndpoint(subscription.endpoint);
      if (!deviceId) {
        // Two devices added at the same moment under one name: the server has this one, the page cannot say which it is.
        setProblem('Alerts were turned on, but another device was added under the same name at the same moment: this page cannot tell which is this one.');
        return false;
      }
      remember({ deviceId, endpoint: subscription.endpoint });
      return true;
    } catch (error) {
      const aboutLabel = isApiError(error) && error.status === 400 ? error.details.find((detail) => /(^|\.)label$/.test(detail.path)) : undefined;
      if (aboutLabel) setLabelProblem(aboutLabel.message);
      else setProblem(apiErrorText(error));
      return false;
    } finally {
      setWorking(false);
    }
  };

  const turnOff = async (): Promise<boolean> => {
    if (!stored) return false;
    setProblem(undefined);
    setWorking(true);
    try {
      await remove.mutateAsync(stored.deviceId).catch((error: unknown) => {
        // Already removed (from another device): this one is off all the same.
        if (!(isApiError(error) && error.status === 404)) throw error;
      });
      await unsubscribe(stored.endpoint, answer?.localPushService).catch(() => undefined);
      remember(undefined);
      if (!local) setEndpoint(null);
      return true;
    } catch (error) {
      setProblem(apiErrorText(error));
      return false;
    } finally {
      setWorking(false);
    }
  };

  return {
    state,
    deviceId: state === 'on' ? stored?.deviceId : undefined,
    needsHomeScreen,
    turnOn,
    turnOff,
    pending: working,
    problem,
    labelProblem,
  };
}
