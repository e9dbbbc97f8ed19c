/**
 * A scheduled order's reminder (docs/business-rules.md#customer-updates): when the kitchen accepts an order for a later
 * time (or gives it a new ready time), a one-time timer (EventBridge Scheduler; locally the scheduler stand-in) is set for an hour before it, held out
 * of the quiet hours (rules/timing.ts). When it runs, the reminder goes like an update (push, else a text; each at most
 * once, whatever the timer's retries), only if the order is still accepted for the same time and the reminder still due.
 * No e-mail: the accept's e-mail said the time, and a reminder is worth something only on the phone.
 */
import * as z from 'zod';
import { env } from '../../platform/config/env.ts';
import { logger } from '../../platform/config/telemetry.ts';
import { scheduleName, scheduleOnce, schedulerConfigured } from '../../platform/scheduler/scheduler.ts';
import { promisedTime } from '../../orders/contract/order-promise.ts';
import { getOrder, type StoredOrder } from '../../orders/index.ts';
import { reminderMessage } from '../rules/text-words.ts';
import { reminderAt, reminderStillDue, tooLateFor } from '../rules/timing.ts';
import { deliverUpdate } from './deliver-update.ts';

/** What a reminder's timer carries: the order, the time it was set for, and the time promised when it was set. */
export const reminderTimerSchema = z.strictObject({
  kind: z.literal('reminder'),
  orderId: z.string().min(1).max(64),
  userId: z.string().min(1).max(64),
  promised: z.iso.datetime(),
  at: z.iso.datetime(),
});
export type ReminderTimer = z.infer<typeof reminderTimerSchema>;

/**
 * The order's reminder timer, e.g. `reminder-01JF…-29931870`: one per order and promised time (minutes since 1970), so a
 * replayed accept sets nothing twice, and a new ready time sets a new one (the old one then finds the time changed).
 */
export function reminderTimerName(orderId: string, promised: string): string {
  return scheduleName(['reminder', orderId, String(Math.floor(Date.parse(promised) / 60_000))]);
}

/** Whether this function may set reminders: the scheduler and the reminder's target are both given. */
function remindersConfigured(): boolean {
  return schedulerConfigured() && env().ORDER_REMINDER_TARGET_ARN !== undefined;
}

/** Sets the accepted order's reminder, when it is for a later time (never ASAP) and one is due (rules/timing.ts). */
export async function scheduleReminder(order: StoredOrder, now: Date): Promise<'set' | 'exists' | 'none'> {
  if (order.asap || order.status !== 'accepted') return 'none';
  const promised = promisedTime(order);
  const at = reminderAt(promised, now);
  if (!at) return 'none';
  if (!remindersConfigured()) {
    logger().warn('No reminder set: the scheduler or the reminder’s target is not configured', { orderId: order.orderId });
    return 'none';
  }
  const input: ReminderTimer = { kind: 'reminder', orderId: order.orderId, userId: order.userId, promised, at: at.toISOString() };
  const outcome = await scheduleOnce({ name: reminderTimerName(order.orderId, promised), at, input, targetArn: env().ORDER_REMINDER_TARGET_ARN });
  return outcome === 'created' ? 'set' : 'exists';
}

export type ReminderOutcome = 'pushed' | 'texted' | 'none' | 'noOrder' | 'changed' | 'notDue';

/**
 * Sends the order's reminder when its timer runs: to an order still accepted for the time the timer was set with (one
 * made ready, cancelled or moved since is not reminded), and still due at the later of now and the timer's time (a
 * timer run early, as the test stack's clock does, is judged at its own time; one retried late is dropped).
 */
export async function sendOrderReminder(timer: ReminderTimer, now = new Date()): Promise<ReminderOutcome> {
  const order = await getOrder(timer.userId, timer.orderId);
  if (!order) return 'noOrder';
  if (order.status !== 'accepted' || order.asap || promisedTime(order) !== timer.promised) return 'changed';
  const at = Math.max(now.getTime(), Date.parse(timer.at));
  if (!reminderStillDue(timer.promised, at) || tooLateFor(order.slotId, now)) return 'notDue';
  return deliverUpdate(order, reminderMessage(order, now.getTime()), now);
}
