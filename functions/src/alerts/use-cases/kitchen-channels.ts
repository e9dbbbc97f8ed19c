/**
 * The kitchen's channels (docs/business-rules.md#never-miss-an-order): a push to every device that took alerts, a
 * text to and a call of each kitchen number. A channel the stage was deployed without (no VAPID keys, no origination
 * number) sends nothing and says so; a device whose subscription is gone (404/410 from its push service) is removed.
 * One failing device or number never stops the others: each failure is logged and counted.
 */
import { count, logger, metricNames } from '../../platform/config/telemetry.ts';
import { messagingConfigured, sendText, sendVoice } from '../../platform/messaging/sms-voice.ts';
import { pushConfigured, sendPush } from '../../platform/push/web-push.ts';
import type { KitchenPush } from '../rules/alert-words.ts';
import { listDevices, removeDevice, type StoredDevice } from '../store/devices.ts';

/** A push that waits longer than this is no alert any more: the push service drops it. */
const pushTtlSeconds = 15 * 60;

/** Pushes to one device: 'sent', 'gone' (removed now) or 'failed' (logged). */
export async function pushToDevice(device: StoredDevice, push: KitchenPush): Promise<'sent' | 'gone' | 'failed'> {
  try {
    const outcome = await sendPush(device.subscription, push, { ttlSeconds: pushTtlSeconds, urgency: 'high', topic: push.tag.slice(0, 32) });
    if (outcome === 'gone') {
      await removeDevice(device.deviceId);
      logger().info('A device’s push subscription is gone: removed', { deviceId: device.deviceId });
    }
    return outcome;
  } catch (error) {
    count(metricNames.alertsFailed);
    logger().error('A push to a kitchen device failed', { deviceId: device.deviceId, error: error instanceof Error ? error : String(error) });
    return 'failed';
  }
}

/** Pushes to every device; answers how many it reached. */
export async function pushToKitchen(push: KitchenPush): Promise<number> {
  if (!pushConfigured()) return 0;
  const devices = await listDevices();
  const outcomes = await Promise.all(devices.map((device) => pushToDevice(device, push)));
  return outcomes.filter((outcome) => outcome === 'sent').length;
}

/** Whether texts and calls can go out: the stage has an origination number and the kitchen set numbers. */
export function phonesReachable(phones: readonly string[]): boolean {
  return messagingConfigured() && phones.length > 0;
}

/** Texts each number; answers how many texts went. */
export async function textKitchen(phones: readonly string[], body: string, context: Record<string, string>): Promise<number> {
  if (!phonesReachable(phones)) return 0;
  const sent = await Promise.all(
    phones.map(async (to) => {
      try {
        await sendText({ to, body, context });
        return true;
      } catch (error) {
        count(metricNames.alertsFailed);
        logger().error('A text to the kitchen failed', { error: error instanceof Error ? error : String(error) });
        return false;
      }
    }),
  );
  return sent.filter(Boolean).length;
}

/** Calls each number; answers how many calls went. */
export async function callKitchen(phones: readonly string[], text: string, context: Record<string, string>): Promise<number> {
  if (!phonesReachable(phones)) return 0;
  const placed = await Promise.all(
    phones.map(async (to) => {
      try {
        await sendVoice({ to, text, context });
        return true;
      } catch (error) {
        count(metricNames.alertsFailed);
        logger().error('A call to the kitchen failed', { error: error instanceof Error ? error : String(error) });
        return false;
      }
    }),
  );
  return placed.filter(Boolean).length;
}
