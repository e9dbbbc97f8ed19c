/**
 * Firing schedules on the local scheduler's clock: every attempt due by a given time, in time order, one
 * after another, each awaiting its target, including schedules the targets make and retries that fall due
 * meanwhile. A failed attempt is retried per the target's RetryPolicy on the clock (a minute later, then
 * doubling, up to an hour), then dropped and logged. Runs are queued one behind another, so the real-time
 * timer, a test's clock move and a test's repeat delivery never run the same schedule at once.
 */
import type { SchedulerClock } from './clock.ts';
import type { StoredSchedule } from './shapes.ts';
import type { ScheduleStore } from './store.ts';

/** The local targets: a function per ARN, called with the schedule's parsed Input. */
export type SchedulerTargets = Record<string, (input: unknown) => Promise<void>>;

export type Fired = {
  name: string;
  group: string;
  /** The schedule's time. */
  at: string;
  /** The clock time of this attempt (its time, a retry's, or now for a repeat delivery). */
  ranAt: string;
  /** 1 for the first attempt; more for retries; a repeat delivery counts on from the last. */
  attempt: number;
  ok: boolean;
  error?: string;
  /** The last attempt failed and the retry policy allows no more: the schedule is dropped. */
  dropped?: true;
  /** A repeat delivery of a schedule that had already run. */
  again?: true;
};

/** The pause before retry n (1-based), in clock seconds. */
export function retryDelaySeconds(retry: number): number {
  return Math.min(60 * 2 ** (retry - 1), 3600);
}

const iso = (ms: number) => new Date(ms).toISOString();
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class ScheduleRunner {
  private queue: Promise<unknown> = Promise.resolve();
  /** While a run is going on: the clock time of the attempt in progress. */
  private attemptTime: number | undefined;

  constructor(
    private readonly store: ScheduleStore,
    private readonly clock: SchedulerClock,
    private readonly targets: SchedulerTargets,
    private readonly log: (line: string) => void,
  ) {}

  /**
   * Runs every attempt due at or before `until` (by default the clock's now, read when asked, not when its turn comes),
   * of the schedules whose name `only` takes (by default all).
   */
  runDue(until: number = this.clock.now().getTime(), only?: (name: string) => boolean): Promise<Fired[]> {
    return this.serialize(async () => {
      const fired: Fired[] = [];
      try {
        for (let next = this.store.nextDue(until, only); next; next = this.store.nextDue(until, only)) {
          this.attemptTime = next.nextAttemptAt;
          fired.push(await this.attempt(next, next.nextAttemptAt));
        }
      } finally {
        this.attemptTime = undefined;
      }
      return fired;
    });
  }

  /**
   * The time a new schedule is made at. During a run of a clock move it is the time of the attempt in
   * progress, as if the targets ran at their times: a schedule a target makes then keeps its place in time
   * order and, due by the move's end, runs within the same move (the real clock has ticked on meanwhile).
   */
  creationTime(): number {
    const now = this.clock.now().getTime();
    return this.attemptTime === undefined ? now : Math.min(now, this.attemptTime);
  }

  /**
   * Runs one schedule now: one still to run has its attempt now (and completes, or is retried, as usual);
   * one that has run is delivered again with the same input and changes nothing here.
   */
  fireNow(group: string, name: string): Promise<Fired> {
    return this.serialize(async () => {
      const schedule = this.store.forDelivery(group, name);
      const now = this.clock.now().getTime();
      if (!schedule.completed) return this.attempt(schedule, now);
      schedule.attempts += 1;
      const error = await this.invoke(schedule);
      return { ...this.fired(schedule, now, error), again: true };
    });
  }

  /** Resolves once the runs asked for so far have finished. */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  private serialize<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async attempt(schedule: StoredSchedule, attemptAt: number): Promise<Fired> {
    schedule.attempts += 1;
    const error = await this.invoke(schedule);
    const fired = this.fired(schedule, attemptAt, error);
    if (error === undefined) {
      this.store.complete(schedule);
      return fired;
    }
    // Retry n follows attempt n; the event's age counts from the first attempt's time.
    const retryAt = attemptAt + retryDelaySeconds(schedule.attempts) * 1000;
    const retriesLeft = schedule.attempts <= schedule.retry.maximumRetryAttempts;
    if (retriesLeft && retryAt - schedule.firstAttemptAt <= schedule.retry.maximumEventAgeSeconds * 1000) {
      schedule.nextAttemptAt = retryAt;
      this.log(`[scheduler-local] ${schedule.group}/${schedule.name} attempt ${schedule.attempts} failed (${error}); next at ${iso(retryAt)}`);
      return fired;
    }
    this.log(`[scheduler-local] ${schedule.group}/${schedule.name} dropped after ${schedule.attempts} attempts: ${error}`);
    this.store.complete(schedule);
    return { ...fired, dropped: true };
  }

  /** Calls the schedule's target with a copy of its input; answers the failure, if any. */
  private async invoke(schedule: StoredSchedule): Promise<string | undefined> {
    const target = this.targets[schedule.body.Target.Arn];
    if (!target) return `no target registered for ${schedule.body.Target.Arn}`;
    try {
      await target(structuredClone(schedule.input));
      return undefined;
    } catch (error) {
      return describe(error);
    }
  }

  private fired(schedule: StoredSchedule, ranAt: number, error: string | undefined): Fired {
    return {
      name: schedule.name,
      group: schedule.group,
      at: iso(schedule.dueAt),
      ranAt: iso(ranAt),
      attempt: schedule.attempts,
      ok: error === undefined,
      ...(error === undefined ? {} : { error }),
    };
  }
}
