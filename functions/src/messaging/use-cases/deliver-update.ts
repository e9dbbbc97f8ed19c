/**
 * One message about an order, to the customer (docs/business-rules.md#customer-updates): pushed to their devices, or,
 * when no device took it, texted to the number the order's consent names. Each channel is claimed in the outbox before
 * it is sent, so a message handed over again (a stream record replayed or retried, a reminder's timer run twice, two
 * deliveries at once) sends nothing twice.
 *
 * Never sent: a text without the order's consent, to a number that replied STOP after that consent, for a customer who
 * turned texts off after it, or from a stage without a number; a push to another customer's device (the devices are
 * read from the order's customer's own partition).
 */
import { count, logger, metricNames } from '../../platform/config/telemetry.ts';
import { env } from '../../platform/config/env.ts';
import { deleteOptedOut, messagingConfigured, OptedOutError, sendText } from '../../platform/messaging/sms-voice.ts';
import { pushConfigured, sendPush } from '../../platform/push/web-push.ts';
import { orderDetailsUrl, type StoredOrder } from '../../orders/index.ts';
import { updatePush, updateText, type UpdateMessage } from '../rules/text-words.ts';
import { listCustomerDevices, removeCustomerDevice } from '../store/customer-devices.ts';
import { getNotificationSettings } from '../store/notification-settings.ts';
import { claimOutbox, outboxOutcome, releaseOutbox, settleOutbox, type OutboxChannel } from '../store/outbox.ts';
import { recordSentText } from '../store/sent-texts.ts';
import { getTextedPhone, markTexted, startPhone, stopPhone } from '../store/texted-phones.ts';

/** What one channel did with the message. */
type ChannelResult = { outcome: 'sent' | 'none'; detail: string };

/** A push that waits longer than this is old news: the push service drops it. */
const pushTtlSeconds = 60 * 60;

/** Pushes to each of the customer's devices; a device whose subscription is gone is removed and not counted. */
async function pushUpdate(order: StoredOrder, message: UpdateMessage, url: string): Promise<ChannelResult> {
  if (!pushConfigured()) return { outcome: 'none', detail: 'push not set up' };
  const devices = await listCustomerDevices(order.userId);
  if (devices.length === 0) return { outcome: 'none', detail: 'no device' };
  const payload = updatePush(message, url);
  const outcomes = await Promise.all(
    devices.map(async (device) => {
      try {
        const outcome = await sendPush(device.subscription, payload, { ttlSeconds: pushTtlSeconds, urgency: 'high', topic: `o${order.orderId}`.slice(0, 32) });
        if (outcome === 'gone') {
          await removeCustomerDevice(order.userId, device.deviceId);
          logger().info('A customer device’s push subscription is gone: removed', { userId: order.userId, deviceId: device.deviceId });
        }
        return outcome;
      } catch (error) {
        count(metricNames.customerUpdatesFailed);
        logger().error('A push to a customer device failed', { deviceId: device.deviceId, error: error instanceof Error ? error : String(error) });
        return 'failed' as const;
      }
    }),
  );
  const sent = outcomes.filter((outcome) => outcome === 'sent').length;
  return sent > 0
    ? { outcome: 'sent', detail: `${sent} of ${devices.length} devices` }
    : { outcome: 'none', detail: `no device took it (${outcomes.join(', ')})` };
}

/** Texts the number the order's consent names, unless it replied STOP after that consent. */
async function textUpdate(order: StoredOrder, message: UpdateMessage, url: string, now: Date): Promise<ChannelResult> {
  const consent = order.textConsent;
  if (!consent) return { outcome: 'none', detail: 'no consent' };
  if (!messagingConfigured()) return { outcome: 'none', detail: 'texts not set up' };
  const [{ textsOffAt }, phone] = await Promise.all([getNotificationSettings(order.userId), getTextedPhone(consent.phone)]);
  if (textsOffAt && textsOffAt >= consent.at) return { outcome: 'none', detail: 'texts turned off in the settings' };
  if (phone?.stopped) {
    // A consent given after the STOP (ticked again at checkout) is the customer's newer word: texts start again.
    if (!phone.stoppedAt || phone.stoppedAt >= consent.at) return { outcome: 'none', detail: 'the number replied STOP' };
    if (await startPhone(consent.phone, now, consent.at)) await deleteOptedOut(consent.phone);
  }
  try {
    // The context comes back with the text's delivery events: the order and what it said (delivery-receipts.ts).
    const context = { orderId: order.orderId, userId: order.userId, what: message.title.slice(0, 120), messageId: message.messageId };
    const textId = await sendText({ to: consent.phone, body: updateText(message, url), context });
    try {
      await markTexted(consent.phone, now);
      await recordSentText({ textId, userId: order.userId, orderId: order.orderId, what: context.what }, now);
    } catch (error) {
      // The text is out: never sent again for a record of it that failed.
      logger().error('A text went to the customer, but it was not recorded', {
        orderId: order.orderId,
        textId,
        error: error instanceof Error ? error : String(error),
      });
    }
    return { outcome: 'sent', detail: textId };
  } catch (error) {
    if (!(error instanceof OptedOutError)) throw error;
    // AWS's list knew of a STOP the shop's record did not (a reply that reached AWS but not us): ours follows.
    await markTexted(consent.phone, now);
    await stopPhone(consent.phone, now);
    return { outcome: 'none', detail: 'the number is on the opt-out list' };
  }
}

/** Claims the channel and sends on it; a channel claimed before answers what it did then ('sending' counts as sent). */
async function once(messageId: string, channel: OutboxChannel, now: Date, send: () => Promise<ChannelResult>): Promise<'sent' | 'none'> {
  if (!(await claimOutbox(messageId, channel, now))) {
    const earlier = await outboxOutcome(messageId, channel);
    return earlier === 'none' ? 'none' : 'sent';
  }
  let result: ChannelResult;
  try {
    result = await send();
  } catch (error) {
    // Nothing went out (a send that went out never throws): the claim is given back, so the record's retry tries again.
    await releaseOutbox(messageId, channel);
    throw error;
  }
  await settleOutbox(messageId, channel, result.outcome, result.detail);
  return result.outcome;
}

/** Sends a message about the order to the customer's devices, else their number: each channel at most once (the outbox). */
export async function deliverUpdate(order: StoredOrder, message: UpdateMessage, now: Date): Promise<'pushed' | 'texted' | 'none'> {
  const url = orderDetailsUrl(env().SITE_ORIGIN, order.orderId);
  if ((await once(message.messageId, 'push', now, () => pushUpdate(order, message, url))) === 'sent') return 'pushed';
  if ((await once(message.messageId, 'text', now, () => textUpdate(order, message, url, now))) === 'sent') return 'texted';
  return 'none';
}
