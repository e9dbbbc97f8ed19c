/**
 * The local scheduler's schedules, in memory, by group and name, and a record of each one's last completed
 * run (kept after ActionAfterCompletion DELETE removes it), so a test can deliver it again as EventBridge may
 * (at least once).
 */
import * as z from 'zod';
import { conflictError, notFoundError, validationError } from './errors.ts';
import { parseAtExpression } from './expression.ts';
import { createScheduleSchema, defaultGroup, defaultRetryPolicy, namePattern, type StoredSchedule } from './shapes.ts';

/** The account and region the local ARNs name: none of them is real. */
const arnPrefix = 'arn:aws:scheduler:us-east-1:000000000000:schedule';

const key = (group: string, name: string) => `${group}/${name}`;

export function checkName(name: string, what = 'Name'): void {
  if (!namePattern.test(name)) throw validationError(`Invalid ${what} ${JSON.stringify(name)}: it must match [0-9a-zA-Z-_.]{1,64}.`);
}

export class ScheduleStore {
  private readonly schedules = new Map<string, StoredSchedule>();
  private readonly completed = new Map<string, StoredSchedule>();
  private sequence = 0;

  constructor(
    /** The clock's time for a new schedule (the runner's, which holds it at a clock move's end while one runs). */
    private readonly now: () => number,
    private readonly knownTarget: (arn: string) => boolean,
  ) {}

  /** CreateSchedule: checks the body as the service would, then keeps the schedule until it has run. */
  create(name: string, rawBody: unknown): StoredSchedule {
    checkName(name);
    const parsed = createScheduleSchema.safeParse(rawBody);
    if (!parsed.success) throw validationError(z.prettifyError(parsed.error));
    const body = parsed.data;
    const group = body.GroupName ?? defaultGroup;
    const dueAt = parseAtExpression(body.ScheduleExpression, body.ScheduleExpressionTimezone ?? 'UTC').getTime();
    // The local targets are functions registered at start: an unknown ARN is a wiring mistake, told at once.
    if (!this.knownTarget(body.Target.Arn)) throw validationError(`No target with the ARN ${body.Target.Arn} is registered with the local scheduler.`);
    let input: unknown;
    try {
      input = body.Target.Input === undefined ? undefined : JSON.parse(body.Target.Input);
    } catch {
      throw validationError('Target.Input must be JSON: the local scheduler hands its targets the parsed input.');
    }
    if (this.schedules.has(key(group, name))) throw conflictError(`Schedule ${name} already exists.`);
    const createdAt = this.now();
    const schedule: StoredSchedule = {
      name,
      group,
      arn: `${arnPrefix}/${group}/${name}`,
      body,
      dueAt,
      input,
      retry: {
        maximumRetryAttempts: body.Target.RetryPolicy?.MaximumRetryAttempts ?? defaultRetryPolicy.MaximumRetryAttempts,
        maximumEventAgeSeconds: body.Target.RetryPolicy?.MaximumEventAgeInSeconds ?? defaultRetryPolicy.MaximumEventAgeInSeconds,
      },
      createdAt,
      sequence: this.sequence++,
      firstAttemptAt: Math.max(dueAt, createdAt),
      attempts: 0,
      nextAttemptAt: Math.max(dueAt, createdAt),
      completed: false,
    };
    this.schedules.set(key(group, name), schedule);
    return schedule;
  }

  get(group: string, name: string): StoredSchedule {
    const schedule = this.schedules.get(key(group, name));
    if (!schedule) throw notFoundError(`Schedule ${name} does not exist.`);
    return schedule;
  }

  delete(group: string, name: string): void {
    if (!this.schedules.delete(key(group, name))) throw notFoundError(`Schedule ${name} does not exist.`);
  }

  list(filter: { group?: string; namePrefix?: string; state?: string }): StoredSchedule[] {
    return [...this.schedules.values()]
      .filter((schedule) => filter.group === undefined || schedule.group === filter.group)
      .filter((schedule) => filter.namePrefix === undefined || schedule.name.startsWith(filter.namePrefix))
      .filter((schedule) => filter.state === undefined || (schedule.body.State ?? 'ENABLED') === filter.state)
      .sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
  }

  /** Schedules still to run, soonest first. */
  pending(): StoredSchedule[] {
    return [...this.schedules.values()].filter((schedule) => !schedule.completed).sort(runOrder);
  }

  /** The enabled schedule whose next attempt is soonest, if that is at or before `until`. */
  nextDue(until: number, only: (name: string) => boolean = () => true): StoredSchedule | undefined {
    const due = this.pending().filter((schedule) => (schedule.body.State ?? 'ENABLED') === 'ENABLED' && schedule.nextAttemptAt <= until && only(schedule.name));
    return due[0];
  }

  /** A schedule has run (or given up): it is kept for a repeat delivery, and removed when it asked to be. */
  complete(schedule: StoredSchedule): void {
    schedule.completed = true;
    this.completed.set(key(schedule.group, schedule.name), schedule);
    const current = this.schedules.get(key(schedule.group, schedule.name));
    if ((schedule.body.ActionAfterCompletion ?? 'NONE') === 'DELETE' && current === schedule) this.schedules.delete(key(schedule.group, schedule.name));
  }

  /** The schedule by that name, for a delivery now: one still to run, or else the last completed one. */
  forDelivery(group: string, name: string): StoredSchedule {
    const schedule = this.schedules.get(key(group, name)) ?? this.completed.get(key(group, name));
    if (!schedule) throw notFoundError(`No schedule ${group}/${name}, pending or completed.`);
    return schedule;
  }
}

function runOrder(a: StoredSchedule, b: StoredSchedule): number {
  return a.nextAttemptAt - b.nextAttemptAt || a.sequence - b.sequence;
}
