/**
 * The local scheduler's clock: the machine's time plus an offset that only moves forward. Schedules fire as
 * this clock reaches them, so a test moves the offset instead of waiting minutes (docs/local-scheduler.md#the-clock).
 * One clock can be shared with whatever else should see the moved time (the local host's handlers, later).
 */
export class SchedulerClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  offsetSeconds(): number {
    return this.offsetMs / 1000;
  }

  /** Moves the clock on; never back, since a schedule that has fired cannot un-fire. */
  advance(seconds: number): void {
    if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`The clock only moves forward: ${seconds} seconds.`);
    this.offsetMs += Math.round(seconds * 1000);
  }
}
