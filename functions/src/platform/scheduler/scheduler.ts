/**
 * The shop's one-time timers: Amazon EventBridge Scheduler's one-time schedules, each calling the shop's
 * timer function once with an input of the caller's (an order's ladder of alerts: a text, then a call, then
 * the customer told). Every Scheduler call of the shop is here. Off AWS, SCHEDULER_ENDPOINT points the SDK
 * at the local stand-in, which answers the same API (docs/local-scheduler.md).
 *
 * Names are the idempotency: a caller derives a schedule's name from what it is for (the order and the
 * step), so a replayed stream record asking for the same timer finds it there and makes nothing twice.
 */
import { createHash } from 'node:crypto';
import { ConflictException, CreateScheduleCommand, DeleteScheduleCommand, ResourceNotFoundException, SchedulerClient } from '@aws-sdk/client-scheduler';
import * as z from 'zod';

/** EventBridge Scheduler's rule for schedule and group names. */
export const scheduleNamePattern = /^[0-9A-Za-z_.-]{1,64}$/;
const maxNameLength = 64;

/**
 * How far ahead of now a schedule is set at the earliest. The service refuses, or never fires, a one-time
 * schedule whose time has passed, and it fires within the minute of the time it is given, so a step that is
 * due already (a stream record handled late, a retried call) is set a minute out rather than lost
 * (docs/local-scheduler.md#a-time-in-the-past).
 */
export const minimumLeadSeconds = 60;

/** What Scheduler does with a target that fails: a few tries within the hour, then gives up (the shop's ladder has its own later steps). */
export const timerRetryPolicy = { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 } as const;

const configSchema = z.object({
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** The schedule group the shop's timers live in. */
  SCHEDULE_GROUP: z.string().regex(scheduleNamePattern).optional(),
  /** The function a timer calls (in AWS the timer Lambda's ARN; locally an ARN the stand-in knows). */
  SCHEDULE_TARGET_ARN: z.string().min(1).optional(),
  /** The role Scheduler assumes to call it. */
  SCHEDULER_ROLE_ARN: z.string().min(1).optional(),
  /** Set only off AWS: the local stand-in (docs/local-scheduler.md). */
  SCHEDULER_ENDPOINT: z.url().optional(),
});

type SchedulerConfig = { region: string; group: string; targetArn: string; roleArn: string; endpoint: string | undefined };

/** Read at each call (it is a few strings), so a test or the local stack can set the variables before its first timer. */
function readConfig(): SchedulerConfig | undefined {
  const parsed = configSchema.parse(process.env);
  const { SCHEDULE_GROUP: group, SCHEDULE_TARGET_ARN: targetArn, SCHEDULER_ROLE_ARN: roleArn } = parsed;
  if (!group || !targetArn || !roleArn) return undefined;
  return { region: parsed.AWS_REGION, group, targetArn, roleArn, endpoint: parsed.SCHEDULER_ENDPOINT };
}

function config(): SchedulerConfig {
  const found = readConfig();
  if (!found) throw new Error('The scheduler is not configured: SCHEDULE_GROUP, SCHEDULE_TARGET_ARN and SCHEDULER_ROLE_ARN must all be set.');
  return found;
}

/** Whether this function may set timers: the group, the target and the role are all given. */
export function schedulerConfigured(): boolean {
  return readConfig() !== undefined;
}

let cached: { key: string; client: SchedulerClient } | undefined;

function scheduler({ region, endpoint }: SchedulerConfig): SchedulerClient {
  const key = `${region} ${endpoint ?? ''}`;
  if (cached?.key !== key) cached = { key, client: new SchedulerClient({ region, ...(endpoint ? { endpoint } : {}) }) };
  return cached.client;
}

/**
 * A valid, deterministic schedule name for these parts: the parts joined with '-' when each is plain
 * (letters, digits, '_') and the whole fits; otherwise a readable prefix, a '.', and a hash of the parts. A
 * plain name never has a '.', so the two forms never meet, and the hash keeps different parts apart.
 */
export function scheduleName(parts: string[]): string {
  if (parts.length === 0) throw new Error('A schedule name needs at least one part.');
  const joined = parts.join('-');
  if (parts.every((part) => /^[0-9A-Za-z_]+$/.test(part)) && joined.length <= maxNameLength) return joined;
  const hash = createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
  const readable = joined.replace(/[^0-9A-Za-z_-]/g, '_').slice(0, maxNameLength - hash.length - 1);
  return readable === '' ? hash : `${readable}.${hash}`;
}

/** The time a timer is set for: no sooner than `minimumLeadSeconds` from now, in whole seconds, never early. */
export function scheduledTime(at: Date, now: Date = new Date()): Date {
  if (Number.isNaN(at.getTime())) throw new Error('A timer needs a valid time.');
  const earliest = now.getTime() + minimumLeadSeconds * 1000;
  return new Date(Math.ceil(Math.max(at.getTime(), earliest) / 1000) * 1000);
}

/** Scheduler's one-time expression, read in the zone the schedule names (the shop's are in UTC). */
export function atExpression(at: Date): string {
  return `at(${at.toISOString().slice(0, 19)})`;
}

export type ScheduleOutcome = 'created' | 'exists';

/**
 * Sets a one-time timer that calls the shop's timer function (or the function `targetArn` names, which the scheduler's
 * role must be allowed to call) with `input` at `at` (or a minute from now, if that is sooner: see
 * `minimumLeadSeconds`), and deletes itself once it has run. A schedule of that name already there is no error: the
 * same name means the same timer.
 */
export async function scheduleOnce(request: { name: string; at: Date; input: object; targetArn?: string }): Promise<ScheduleOutcome> {
  if (!scheduleNamePattern.test(request.name)) throw new Error(`Not a valid schedule name: ${request.name} (make one with scheduleName).`);
  const settings = config();
  try {
    await scheduler(settings).send(
      new CreateScheduleCommand({
        Name: request.name,
        GroupName: settings.group,
        ScheduleExpression: atExpression(scheduledTime(request.at)),
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        Target: {
          Arn: request.targetArn ?? settings.targetArn,
          RoleArn: settings.roleArn,
          Input: JSON.stringify(request.input),
          RetryPolicy: { ...timerRetryPolicy },
        },
      }),
    );
    return 'created';
  } catch (error) {
    if (error instanceof ConflictException) return 'exists';
    throw error;
  }
}

/** Removes a timer before it runs; one already run (and so deleted) or never made is fine. */
export async function cancelSchedule(name: string): Promise<'deleted' | 'missing'> {
  const settings = config();
  try {
    await scheduler(settings).send(new DeleteScheduleCommand({ Name: name, GroupName: settings.group }));
    return 'deleted';
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return 'missing';
    throw error;
  }
}
