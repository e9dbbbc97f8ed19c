/**
 * This device's pushes for one app (the kitchen's alerts, a customer's notifications): its state (./device-state.ts),
 * turning them on (the browser's permission, a subscription, the app's POST with the device's name) and off (the
 * server's entry and the subscription), and the words for what went wrong. Each app passes how its server adds and
 * removes a device; the rest is the same for both.
 */
import { useCallback, useEffect, useState } from 'react';
import { apiErrorText } from '../api-error-text.ts';
import { isApiError } from '../api-error.ts';
import { isAppleMobile } from './device-label.ts';
import { deviceState, type DeviceState, type ListedDevice, type StoredDevice } from './device-state.ts';
import {
  browserEndpoint,
  isStandalone,
  notificationPermission,
  pushSupported,
  readStoredDevice,
  storeDevice,
  subscribe,
  unsubscribe,
  type PushApp,
  type PushSubscriptionBody,
} from './push-browser.ts';

export type PushDeviceRequest = { subscription: PushSubscriptionBody; label: string };

export type PushDeviceSetup = {
  app: PushApp;
  /** The server's devices once read; undefined until then (nothing can be turned on yet). */
  devices: readonly ListedDevice[] | undefined;
  applicationServerKey: string | undefined;
  /** Locally: the stand-in that issues subscriptions (docs/local-push.md); undefined in AWS. */
  localPush: string | undefined;
  /** Adds this device on the server: the id it is listed under, or undefined when the answer cannot say which it is. */
  add: (request: PushDeviceRequest, stored: StoredDevice | undefined) => Promise<string | undefined>;
  remove: (deviceId: string) => Promise<unknown>;
};

export type PushDevice = {
  state: DeviceState;
  /** The server's id of this device, while it takes pushes. */
  deviceId: string | undefined;
  /** An iPhone or iPad outside a Home Screen app, where Safari offers no push. */
  needsHomeScreen: boolean;
  turnOn: (label: string) => Promise<boolean>;
  turnOff: () => Promise<boolean>;
  pending: boolean;
  /** Why the last turn on or off did not happen, in the person's words. */
  problem: string | undefined;
  /** The server's refusal of the name, to show under its field. */
  labelProblem: string | undefined;
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The permission as it changes (the person may allow or block notifications in the browser's settings meanwhile). */
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

export function usePushDevice({ app, devices, applicationServerKey, localPush, add, remove }: PushDeviceSetup): PushDevice {
  const local = Boolean(localPush);
  const supported = pushSupported(local);
  const [permission, rereadPermission] = usePermission();
  const [stored, setStored] = useState<StoredDevice | undefined>(() => readStoredDevice(app));
  // The browser's own subscription, asked once the answer says how this device subscribes (AWS only).
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [problem, setProblem] = useState<string>();
  const [labelProblem, setLabelProblem] = useState<string>();
  const [working, setWorking] = useState(false);

  useEffect(() => {
    if (!devices || local || !supported) return;
    let current = true;
    browserEndpoint(app).then(
      (found) => current && setEndpoint(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [app, devices, local, supported]);

  const state = deviceState({ supported, permission, stored, devices: devices ?? [], browserEndpoint: local ? undefined : endpoint });
  const needsHomeScreen = isAppleMobile(navigator.userAgent, navigator.maxTouchPoints) && !isStandalone();

  const remember = (device: StoredDevice | undefined) => {
    storeDevice(app, device);
    setStored(device);
  };

  const turnOn = async (label: string): Promise<boolean> => {
    if (!devices) return false;
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
        setProblem(`${capitalised(app.thing)} stay off: allow notifications when the browser asks.`);
        return false;
      }
      let subscription;
      try {
        subscription = await subscribe(app, { applicationServerKey, localPush });
      } catch (error) {
        setProblem(`This browser could not sign up for push ${app.thing}. ${error instanceof Error ? error.message : ''}`.trim());
        return false;
      }
      const deviceId = await add({ subscription, label: label.trim() }, stored);
      if (!local) setEndpoint(subscription.endpoint);
      if (!deviceId) {
        // Two devices added at the same moment under one name: the server has this one, the page cannot say which it is.
        setProblem(
          `${capitalised(app.thing)} were turned on, but another device was added under the same name at the same moment: this page cannot tell which is this one.`,
        );
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
      await remove(stored.deviceId).catch((error: unknown) => {
        // Already removed (from another device): this one is off all the same.
        if (!(isApiError(error) && error.status === 404)) throw error;
      });
      await unsubscribe(app, stored.endpoint, localPush).catch(() => undefined);
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
