/**
 * Delivery receipts of the customers' texts (docs/business-rules.md#customer-updates): AWS End User Messaging SMS
 * sends each text's events to the configuration set's event destination (an SNS topic), with the context the text
 * was sent with; the final ones say whether the text reached the phone. Recorded on the order's line for that text,
 * once, so the owner sees it on the board. An event for a text that is not one of the shop's customer texts (a kitchen
 * alert, a reply's answer: no order in its context) changes nothing.
 */
import { logger } from '../../platform/config/telemetry.ts';
import { settleTextStatus } from '../store/sent-texts.ts';

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

export type DeliveryEvent = {
  eventType: string;
  messageId: string;
  isFinal?: boolean | undefined;
  eventTimestamp?: number | string | undefined;
  messageRequestTimestamp?: number | string | undefined;
  context?: Record<string, string> | undefined;
};

function dateOr(value: number | string | undefined, fallback: Date): Date {
  const date = value === undefined ? fallback : new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : date;
}

export async function recordDeliveryEvent(event: DeliveryEvent, now = new Date()): Promise<'recorded' | 'ignored'> {
  const status = finalStatus(event);
  const { orderId, userId, what } = event.context ?? {};
  // Only the customers' texts carry their order in their context (customer-updates.ts): a kitchen alert's does not.
  if (!status || !orderId || !userId || !what) return 'ignored';
  const at = dateOr(event.eventTimestamp, now);
  const changed = await settleTextStatus({ textId: event.messageId, userId, orderId, what }, status, dateOr(event.messageRequestTimestamp, at), at);
  if (changed) logger().info('A customer text’s delivery recorded', { orderId, status });
  return changed ? 'recorded' : 'ignored';
}
