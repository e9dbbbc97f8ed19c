/**
 * Whether this device takes push (the kitchen's alerts, docs/business-rules.md#never-miss-an-order; a customer's
 * notifications, #customer-updates), from what the browser says and what the server lists. The server keeps each
 * device's subscription but answers only its id, so the device keeps its own: the device id and the subscription's
 * endpoint, in localStorage. Pure.
 */

/** A device as the server lists it: its id and the name it was given. */
export type ListedDevice = { deviceId: string; label: string };

/** What this device's push is: not possible here, refused by the browser, taking pushes, or not yet. */
export type DeviceState = 'unsupported' | 'blocked' | 'on' | 'off';

/** This device's entry among the server's devices, as the device remembers it. */
export type StoredDevice = { deviceId: string; endpoint: string };

export type DeviceFacts = {
  /** A service worker, notifications and a way to subscribe (the browser's PushManager, or the local stand-in). */
  supported: boolean;
  permission: NotificationPermission;
  stored: StoredDevice | undefined;
  devices: readonly ListedDevice[];
  /**
   * The endpoint of the browser's own subscription; undefined when not asked (locally the stand-in issues it), null
   * when the browser has none (it dropped it, or the site's data was cleared).
   */
  browserEndpoint?: string | null;
};

export function deviceState({ supported, permission, stored, devices, browserEndpoint }: DeviceFacts): DeviceState {
  if (!supported) return 'unsupported';
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted' || !stored) return 'off';
  if (!devices.some((device) => device.deviceId === stored.deviceId)) return 'off';
  if (browserEndpoint !== undefined && browserEndpoint !== stored.endpoint) return 'off';
  return 'on';
}

/** The stored entry, or undefined for anything else (another version's, or hand-edited). */
export function parseStoredDevice(text: string | null): StoredDevice | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { deviceId, endpoint } = value as Record<string, unknown>;
    return typeof deviceId === 'string' && typeof endpoint === 'string' ? { deviceId, endpoint } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which device the server added for this one, from the lists before and after: the one new id (with this label, when
 * someone else added one at the same moment), else the one this device already had (the server adds a known
 * subscription once).
 */
export function addedDeviceId(
  before: readonly ListedDevice[],
  after: readonly ListedDevice[],
  label: string,
  stored: StoredDevice | undefined,
  endpoint: string,
): string | undefined {
  const known = new Set(before.map((device) => device.deviceId));
  const added = after.filter((device) => !known.has(device.deviceId));
  const ours = added.filter((device) => device.label === label.trim());
  const picked = (ours.length > 0 ? ours : added).at(-1);
  if (picked) return picked.deviceId;
  if (stored?.endpoint === endpoint && after.some((device) => device.deviceId === stored.deviceId)) return stored.deviceId;
  return undefined;
}
