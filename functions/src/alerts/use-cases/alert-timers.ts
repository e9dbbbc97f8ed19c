/**
 * The alert timers (EventBridge Scheduler one-time schedules; locally the scheduler stand-in): what each carries to
 * the alert-step function, checked on arrival like any input, and the follow-up of a busy minute.
 */
import * as z from 'zod';
import { scheduleName } from '../../platform/scheduler/scheduler.ts';
import { ladderSteps, type LadderStep } from '../rules/ladder.ts';

export const alertChannels = ['push', 'text', 'call'] as const;
export type AlertChannel = (typeof alertChannels)[number];

export const alertTimerSchema = z.discriminatedUnion('kind', [
  /** One step of one order's ladder, due at `at`. */
  z.strictObject({ kind: z.literal('ladder'), orderId: z.string().min(1), userId: z.string().min(1), step: z.enum(ladderSteps), at: z.iso.datetime() }),
  /** A channel's alert for everything still waiting, in the minute starting at `minute` (alerts folded into it). */
  z.strictObject({ kind: z.literal('follow-up'), channel: z.enum(alertChannels), minute: z.iso.datetime() }),
]);
export type AlertTimer = z.infer<typeof alertTimerSchema>;

/**
 * An order's step's timer name, e.g. `ladder-01JF…-tell_customer`: plain parts, so the whole order id stays readable in
 * it (a test moves one order's ladder by it: tests/fixtures/scheduler.ts).
 */
export function ladderTimerName(orderId: string, step: LadderStep): string {
  return scheduleName(['ladder', orderId, step.replace('-', '_')]);
}

/** Follow-up timers' names begin with this (the test stack's scheduler fires them on real time: functions/local/alert-services.ts). */
export const followUpTimerPrefix = 'follow_up-';

/** The follow-up timer of a channel's minute (one per channel and minute, whoever asks for it). */
export function followUpTimer(channel: AlertChannel, minute: number): { name: string; at: Date; input: AlertTimer } {
  const at = new Date(minute);
  return { name: scheduleName(['follow_up', channel, String(minute)]), at, input: { kind: 'follow-up', channel, minute: at.toISOString() } };
}
