/**
 * Delivery receipts of the customers' texts (docs/business-rules.md#customer-updates): AWS End User Messaging SMS
 * sends each text's events to the configuration set's event destination (an SNS topic); the final ones say whether
 * the text reached the phone. Recorded on the order's line for that text, once, so the owner sees it on the board.
 * An event for a text that is not one of the shop's customer texts (a kitchen alert, a reply's answer) changes nothing.
 */
import { logger } from '../../platform/config/telemetry.ts';
import { orderOfText, settleTextStatus } from '../store/sent-texts.ts';

/**
 * What a final event says of the text: delivered (TEXT_DELIVERED; TEXT_SUCCESSFUL when the carrier sends no receipt
 * and AWS marks it final), or not (every other final event: blocked, unreachable, spam, expired…). Events that are not
 * final (queued, pending, the carrier took it) change nothing.
 */
function finalStatus(event: DeliveryEvent): 'delivered' | 'failed' | undefined {
  const delivered = event.eventType === 'TEXT_DELIVERED' || event.eventType === 'TEXT_SUCCESSFUL';
  const final = event.isFinal ?? event.eventType === 'TEXT_DELIVERED';
  if (!final || !event.eventType.startsWith('TEXT_')) return undefined;
  return delivered ? 'delivered' : 'failed';
}

export type DeliveryEvent = { eventType: string; messageId: string; isFinal?: boolean | undefined; eventTimestamp?: number | string | undefined };

export async function recordDeliveryEvent(event: DeliveryEvent, now = new Date()): Promise<'recorded' | 'ignored'> {
  const status = finalStatus(event);
  if (!status) return 'ignored';
  const order = await orderOfText(event.messageId);
  if (!order) return 'ignored';
  const at = event.eventTimestamp === undefined ? now : new Date(event.eventTimestamp);
  const changed = await settleTextStatus(order, event.messageId, status, Number.isNaN(at.getTime()) ? now : at);
  if (changed) logger().info('A customer text’s delivery recorded', { orderId: order.orderId, status });
  return changed ? 'recorded' : 'ignored';
}
