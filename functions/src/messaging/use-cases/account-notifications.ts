/**
 * The account's notifications (Account › Notifications, docs/business-rules.md#customer-updates): texts on or off for
 * the account's phone, with the consent words kept when turned on there; the customer's devices that take pushes.
 * Everything is the signed-in customer's own: another customer's device is never found (404).
 */
import { conflict, notFound } from '../../platform/errors.ts';
import { deleteOptedOut, messagingConfigured } from '../../platform/messaging/sms-voice.ts';
import { localPushOrigin, pushConfigured, vapidPublicKey } from '../../platform/push/web-push.ts';
import type { UserRecord } from '../../platform/table/user-record.ts';
import { customerUpdateLimits, textConsentWords, type NotificationsAnswer } from '../contract/customer-updates.ts';
import { listCustomerDevices, publicCustomerDevice, putCustomerDevice, removeCustomerDevice } from '../store/customer-devices.ts';
import { getNotificationSettings, putNotificationSettings } from '../store/notification-settings.ts';
import { getTextedPhone, startPhone } from '../store/texted-phones.ts';

type Customer = Pick<UserRecord, 'id' | 'phone'>;

export async function readNotifications(user: Customer): Promise<NotificationsAnswer> {
  const [settings, devices, phone] = await Promise.all([
    getNotificationSettings(user.id),
    listCustomerDevices(user.id),
    user.phone ? getTextedPhone(user.phone) : Promise.resolve(undefined),
  ]);
  const push = pushConfigured();
  const applicationServerKey = push ? vapidPublicKey() : undefined;
  const localPush = localPushOrigin();
  return {
    texts: { on: settings.texts, phone: user.phone ?? null, stopped: phone?.stopped ?? false },
    devices: devices.map(publicCustomerDevice),
    channels: { texts: messagingConfigured(), push },
    ...(applicationServerKey ? { applicationServerKey } : {}),
    ...(localPush ? { localPushOrigin: localPush } : {}),
  };
}

/**
 * Texts on or off. On is a consent (the words shown on the settings page, kept with when and for which number) and,
 * for a number that had replied STOP, the customer's newer word: texts start again. Off stops every text from now on,
 * for the open orders too, until a newer consent (texts on again, or the box ticked at a checkout).
 */
export async function saveNotifications(user: Customer, request: { texts: boolean }, now = new Date()): Promise<NotificationsAnswer> {
  const settings = await getNotificationSettings(user.id);
  if (request.texts) {
    if (!user.phone) throw conflict('Add your phone number first: texts go to the number on your account.');
    const consent = { phone: user.phone, at: now.toISOString(), words: textConsentWords, page: '/account/notifications' };
    await putNotificationSettings(user.id, { texts: true, consent, updatedAt: consent.at });
    if (await startPhone(user.phone, now)) await deleteOptedOut(user.phone);
  } else {
    // Off here is the customer's word for every order, open ones included (unticking a box at checkout is not).
    await putNotificationSettings(user.id, { ...settings, texts: false, textsOffAt: now.toISOString(), updatedAt: now.toISOString() });
  }
  return readNotifications(user);
}

/** Checkout keeps the box's choice for the next checkout (the order itself holds its consent). Never fails the order. */
export async function keepTextChoice(userId: string, texts: boolean, now = new Date()): Promise<void> {
  const settings = await getNotificationSettings(userId);
  if (settings.texts === texts) return;
  await putNotificationSettings(userId, { ...settings, texts, updatedAt: now.toISOString() });
}

/** Adds this device (201), or answers the one already holding its subscription (200): the endpoint is its identity. */
export async function addCustomerDevice(
  user: Customer,
  request: { label: string; subscription: { endpoint: string; keys: { p256dh: string; auth: string } } },
  now = new Date(),
) {
  const devices = await listCustomerDevices(user.id);
  const known = devices.find((device) => device.subscription.endpoint === request.subscription.endpoint);
  if (known) return { device: publicCustomerDevice(known), created: false };
  if (devices.length >= customerUpdateLimits.devices.max) {
    throw conflict(`At most ${customerUpdateLimits.devices.max} devices take your order updates: remove one you no longer use first.`);
  }
  const { endpoint, keys } = request.subscription;
  const device = await putCustomerDevice(user.id, { label: request.label, subscription: { endpoint, keys } }, now);
  return { device: publicCustomerDevice(device), created: true };
}

export async function removeOwnDevice(user: Customer, deviceId: string): Promise<void> {
  if (!(await removeCustomerDevice(user.id, deviceId))) throw notFound('That device does not take your order updates.');
}
