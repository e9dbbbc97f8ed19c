/**
 * A scheduled order's reminder timer's target (EventBridge Scheduler, one-time schedules; locally the scheduler
 * stand-in): the reminder an hour before the order's time (docs/business-rules.md#customer-updates). The input is
 * checked like any other: a malformed one is logged and dropped (a retry could not mend it); a failure is thrown, so
 * the scheduler retries it, and what went out does not go again (the outbox).
 */
import { logger, publishMetrics } from '../../platform/config/telemetry.ts';
import { reminderTimerSchema, sendOrderReminder, type ReminderOutcome } from '../use-cases/order-reminders.ts';

export async function handler(event: unknown): Promise<ReminderOutcome | 'malformed'> {
  try {
    const timer = reminderTimerSchema.safeParse(event);
    if (!timer.success) {
      logger().error('A reminder timer’s input is malformed: dropped', { issues: timer.error.issues });
      return 'malformed';
    }
    const outcome = await sendOrderReminder(timer.data);
    logger().info('A scheduled order’s reminder', { orderId: timer.data.orderId, outcome });
    return outcome;
  } finally {
    publishMetrics();
  }
}
