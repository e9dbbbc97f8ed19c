/**
 * The owner's alert settings and devices (the kitchen's settings screen): the ladder, the kitchen's numbers and
 * auto-accept, saved over the version read; the devices that turned alerts on, each with "Send a test alert" (at most
 * one a minute per device) and "Remove".
 */
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { messagingConfigured } from '../../platform/messaging/sms-voice.ts';
import { localPushOrigin, pushConfigured, vapidPublicKey } from '../../platform/push/web-push.ts';
import type { AlertSettingsSave, AlertsAnswer, CheckedAlertDeviceRequest } from '../contract/alerts.ts';
import { testPush } from '../rules/alert-words.ts';
import { getAlertSettings, saveAlertSettings } from '../store/alert-settings.ts';
import { addDevice, claimTest, getDevice, listDevices, publicDevice, removeDevice } from '../store/devices.ts';
import { alertLimits } from '../contract/alerts.ts';
import { pushToDevice } from './kitchen-channels.ts';

/** "Send a test alert" at most this often per device: it reaches a phone's lock screen, and costs a push each. */
export const testSpacingSeconds = 60;

export async function readAlerts(): Promise<AlertsAnswer> {
  const [{ settings, version }, devices] = await Promise.all([getAlertSettings(), listDevices()]);
  const push = pushConfigured();
  const applicationServerKey = push ? vapidPublicKey() : undefined;
  const localPushService = localPushOrigin();
  return {
    settings,
    version,
    devices: devices.map(publicDevice),
    channels: { push, phone: messagingConfigured() },
    ...(applicationServerKey ? { applicationServerKey } : {}),
    ...(localPushService ? { localPushService: `${localPushService}/` } : {}),
  };
}

export async function saveAlerts(request: AlertSettingsSave): Promise<AlertsAnswer> {
  const { version, ...settings } = request;
  const saved = await saveAlertSettings(settings, version);
  if (saved === 'conflict') throw conflict('The alert settings were changed on another device. Reload to see them, then make your change again.');
  return readAlerts();
}

export async function addAlertDevice(owner: { name: string }, request: CheckedAlertDeviceRequest): Promise<AlertsAnswer> {
  const devices = await listDevices();
  const { endpoint, keys } = request.subscription;
  const known = devices.some((device) => device.subscription.endpoint === endpoint);
  if (!known && devices.length >= alertLimits.devices.max) {
    throw conflict(`At most ${alertLimits.devices.max} devices take alerts: remove one you no longer use first.`);
  }
  await addDevice({ subscription: { endpoint, keys }, label: request.label, addedBy: owner.name });
  return readAlerts();
}

export async function removeAlertDevice(deviceId: string): Promise<AlertsAnswer> {
  if (!(await removeDevice(deviceId))) throw notFound('That device no longer takes alerts.');
  return readAlerts();
}

/** Sends a test alert to one device; 429 when one went in the last minute, 404 when the device is gone. */
export async function sendTestAlert(deviceId: string, now = new Date()): Promise<AlertsAnswer> {
  const claim = await claimTest(deviceId, testSpacingSeconds, now);
  if (claim === 'gone') throw notFound('That device no longer takes alerts.');
  if (claim === 'tooSoon') {
    throw new AppError('TOO_MANY_REQUESTS', 'A test alert went to this device less than a minute ago: wait a moment before sending another.', undefined, {
      'Retry-After': String(testSpacingSeconds),
    });
  }
  const device = await getDevice(deviceId);
  if (!device) throw notFound('That device no longer takes alerts.');
  const outcome = await pushToDevice(device, testPush(device.label));
  if (outcome === 'gone') throw notFound('That device’s browser no longer takes alerts: it was removed. Turn alerts on again there.');
  if (outcome === 'failed') throw new AppError('UPSTREAM', 'The push service did not take the test alert. Try again in a moment.');
  return readAlerts();
}
