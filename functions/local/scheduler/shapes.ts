/**
 * CreateSchedule's body as the SDK sends it (restJson1: every member but Name, which is in the path) and the
 * answers GetSchedule and ListSchedules give, in EventBridge Scheduler's member names. Timestamps travel as
 * seconds since the epoch, as the SDK reads them. Members the local scheduler has no use for (ECS, SQS,
 * Kinesis parameters, a dead-letter queue) are kept and echoed back, and otherwise ignored.
 */
import * as z from 'zod';

/** EventBridge Scheduler's rule for schedule and group names. */
export const namePattern = /^[0-9A-Za-z_.-]{1,64}$/;
export const defaultGroup = 'default';

/** The service's defaults for a target without a retry policy: 185 retries within a day. */
export const defaultRetryPolicy = { MaximumRetryAttempts: 185, MaximumEventAgeInSeconds: 86_400 } as const;

const retryPolicySchema = z.strictObject({
  MaximumRetryAttempts: z.number().int().min(0).max(185).optional(),
  MaximumEventAgeInSeconds: z.number().int().min(60).max(86_400).optional(),
});

const targetSchema = z.looseObject({
  Arn: z.string().min(1).max(1600),
  RoleArn: z.string().min(1).max(1600),
  Input: z.string().min(1).optional(),
  RetryPolicy: retryPolicySchema.optional(),
});

const flexibleTimeWindowSchema = z
  .strictObject({ Mode: z.enum(['OFF', 'FLEXIBLE']), MaximumWindowInMinutes: z.number().int().min(1).max(1440).optional() })
  .refine((window) => (window.Mode === 'FLEXIBLE') === (window.MaximumWindowInMinutes !== undefined), {
    message: 'MaximumWindowInMinutes is given with Mode FLEXIBLE, and only then',
  });

export const createScheduleSchema = z.strictObject({
  ScheduleExpression: z.string().min(1).max(256),
  ScheduleExpressionTimezone: z.string().min(1).max(50).optional(),
  FlexibleTimeWindow: flexibleTimeWindowSchema,
  Target: targetSchema,
  GroupName: z.string().regex(namePattern).optional(),
  State: z.enum(['ENABLED', 'DISABLED']).optional(),
  ActionAfterCompletion: z.enum(['NONE', 'DELETE']).optional(),
  Description: z.string().max(512).optional(),
  StartDate: z.number().optional(),
  EndDate: z.number().optional(),
  KmsKeyArn: z.string().min(1).max(2048).optional(),
  ClientToken: z.string().min(1).max(64).optional(),
});

export type CreateScheduleBody = z.infer<typeof createScheduleSchema>;
export type TargetShape = z.infer<typeof targetSchema>;

export type StoredSchedule = {
  name: string;
  group: string;
  arn: string;
  body: CreateScheduleBody;
  /** The instant the expression names, on the scheduler's clock (ms since the epoch). */
  dueAt: number;
  /** The target's Input, parsed: each delivery gets its own copy. */
  input: unknown;
  retry: { maximumRetryAttempts: number; maximumEventAgeSeconds: number };
  createdAt: number;
  /** For ordering schedules due at the same moment: the one made first runs first. */
  sequence: number;
  /**
   * When the first attempt is due: the schedule's time, or its making if that was later (a schedule made for
   * a time the clock has passed runs at once); retries and the event's age count from here.
   */
  firstAttemptAt: number;
  attempts: number;
  /** When the next attempt is due: the first, then each retry's. */
  nextAttemptAt: number;
  completed: boolean;
};

const seconds = (ms: number) => ms / 1000;

/** GetSchedule's answer. */
export function scheduleOutput(schedule: StoredSchedule) {
  const { body } = schedule;
  return {
    Arn: schedule.arn,
    GroupName: schedule.group,
    Name: schedule.name,
    ScheduleExpression: body.ScheduleExpression,
    ScheduleExpressionTimezone: body.ScheduleExpressionTimezone ?? 'UTC',
    State: body.State ?? 'ENABLED',
    ActionAfterCompletion: body.ActionAfterCompletion ?? 'NONE',
    FlexibleTimeWindow: body.FlexibleTimeWindow,
    Target: { ...body.Target, RetryPolicy: { ...defaultRetryPolicy, ...body.Target.RetryPolicy } },
    CreationDate: seconds(schedule.createdAt),
    LastModificationDate: seconds(schedule.createdAt),
    ...(body.Description === undefined ? {} : { Description: body.Description }),
    ...(body.StartDate === undefined ? {} : { StartDate: body.StartDate }),
    ...(body.EndDate === undefined ? {} : { EndDate: body.EndDate }),
    ...(body.KmsKeyArn === undefined ? {} : { KmsKeyArn: body.KmsKeyArn }),
  };
}

/** One entry of ListSchedules' answer. */
export function scheduleSummary(schedule: StoredSchedule) {
  return {
    Arn: schedule.arn,
    Name: schedule.name,
    GroupName: schedule.group,
    State: schedule.body.State ?? 'ENABLED',
    CreationDate: seconds(schedule.createdAt),
    LastModificationDate: seconds(schedule.createdAt),
    Target: { Arn: schedule.body.Target.Arn },
  };
}

/** What the control API shows of a schedule still to run. */
export function pendingView(schedule: StoredSchedule) {
  return {
    name: schedule.name,
    group: schedule.group,
    at: new Date(schedule.dueAt).toISOString(),
    input: schedule.input,
    state: schedule.body.State ?? 'ENABLED',
    attempts: schedule.attempts,
    nextAttemptAt: new Date(schedule.nextAttemptAt).toISOString(),
  };
}

export type PendingSchedule = ReturnType<typeof pendingView>;
