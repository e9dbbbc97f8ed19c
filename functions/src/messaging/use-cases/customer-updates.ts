/**
 * The outbox (docs/business-rules.md#customer-updates): each new message about an order (the table's stream, an
 * `orderMessage` item: accepted, ready, out for delivery, cancelled, refunded, not confirmed yet…) goes to the
 * customer's devices by push, or, when no device took it, by text (deliver-update.ts), each channel at most once. The
 * e-mail goes as before, for every message (mail area): the record. An accepted scheduled order's reminder is set here
 * (order-reminders.ts).
 *
 * Never sent: anything about an order more than a day past its time; the receipt (the e-mail's alone).
 */
import { getOrder, messageFromItem } from '../../orders/index.ts';
import { tooLateFor } from '../rules/timing.ts';
import { deliverUpdate } from './deliver-update.ts';
import { scheduleReminder } from './order-reminders.ts';

type StoredItem = Record<string, unknown>;

export type UpdateOutcome = 'pushed' | 'texted' | 'none' | 'receipt' | 'tooLate' | 'noOrder';

/** Sends one new message about an order to the customer's devices, else their number. */
export async function sendCustomerUpdate(item: StoredItem, now = new Date()): Promise<UpdateOutcome> {
  // The receipt ("Order received", "Order booked") is the e-mail's alone: the customer is on the order's page then, and
  // the consent promises news of the order, not a copy of what they just did.
  if (item.receipt !== undefined) return 'receipt';
  const message = messageFromItem(item);
  const order = await getOrder(message.userId, message.orderId);
  if (!order) return 'noOrder';
  if (tooLateFor(order.slotId, now)) return 'tooLate';
  // The accept of a scheduled order (or its new ready time) sets its reminder: a timer of the order's and its time, set
  // once whatever the replays.
  if (message.status === 'accepted') await scheduleReminder(order, now);
  return deliverUpdate(order, message, now);
}
