/**
 * The alert timers' target (EventBridge Scheduler, one-time schedules; locally the scheduler stand-in): one step of an
 * order's ladder or a busy minute's follow-up (docs/business-rules.md#the-ladder). The input is checked like any
 * other: a malformed one is logged and dropped (a retry could not mend it); a failure is thrown, so the scheduler
 * retries it, and what was done is not done twice.
 */
import { logger, publishMetrics } from '../../platform/config/telemetry.ts';
import { alertTimerSchema } from '../use-cases/alert-timers.ts';
import { runAlertTimer, type TimerOutcome } from '../use-cases/ladder-steps.ts';

export async function handler(event: unknown): Promise<TimerOutcome | 'malformed'> {
  try {
    const timer = alertTimerSchema.safeParse(event);
    if (!timer.success) {
      logger().error('An alert timer’s input is malformed: dropped', { issues: timer.error.issues });
      return 'malformed';
    }
    return await runAlertTimer(timer.data);
  } finally {
    publishMetrics();
  }
}
