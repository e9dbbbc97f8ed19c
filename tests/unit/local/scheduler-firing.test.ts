import { CreateScheduleCommand, GetScheduleCommand, ResourceNotFoundException } from '@aws-sdk/client-scheduler';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scheduleName, scheduleOnce } from '../../../functions/src/platform/scheduler/scheduler.ts';
import { inSeconds, startSchedulerHarness, timerArn, timerGroup, type SchedulerHarness } from '../../fixtures/scheduler-local.ts';
import { advanceClock, fireAgain, pendingSchedules, schedulerClock } from '../../fixtures/scheduler.ts';

let harness: SchedulerHarness;
let logged: string[];
let count = 0;
const uniqueName = (step: string) => scheduleName(['order', `f${++count}`, step]);

beforeEach(async () => {
  logged = [];
  harness = await startSchedulerHarness({ log: (line) => logged.push(line) });
});
afterEach(async () => {
  await harness.stop();
});

describe('the local scheduler’s clock', () => {
  it('only moves forward, and says where it is', async () => {
    const before = Date.now();
    const moved = await advanceClock(90);
    expect(moved.offsetSeconds).toBe(90);
    expect(Date.parse(moved.now)).toBeGreaterThanOrEqual(before + 90_000);
    expect((await schedulerClock()).offsetSeconds).toBe(90);
    await expect(advanceClock(-1)).rejects.toThrow(/answered 400/);
    await expect(harness.scheduler.advance(-1)).rejects.toThrow(/only moves forward/);
    expect(harness.scheduler.now().getTime()).toBeGreaterThanOrEqual(before + 90_000);
  });

  it('fires nothing before a schedule’s time', async () => {
    const name = uniqueName('text');
    await scheduleOnce({ name, at: inSeconds(120), input: { step: 'text' } });
    expect((await advanceClock(90)).fired).toEqual([]);
    expect(harness.target.calls).toEqual([]);
    expect(await pendingSchedules(name)).toHaveLength(1);
  });

  it('fires a schedule once when the clock passes its time, with its input, then deletes it', async () => {
    const name = uniqueName('text');
    await scheduleOnce({ name, at: inSeconds(120), input: { orderId: 'o1', step: 'text' } });
    const { fired } = await advanceClock(150);
    expect(fired).toMatchObject([{ name, group: timerGroup, ok: true, attempt: 1 }]);
    expect(harness.target.calls).toEqual([{ orderId: 'o1', step: 'text' }]);
    expect(await pendingSchedules(name)).toEqual([]);
    await expect(harness.sdk.send(new GetScheduleCommand({ Name: name, GroupName: timerGroup }))).rejects.toBeInstanceOf(ResourceNotFoundException);
    expect((await advanceClock(3600)).fired).toEqual([]);
    expect(harness.target.calls).toHaveLength(1);
  });

  it('fires schedules in time order, whatever order they were made in', async () => {
    const later = uniqueName('call');
    const sooner = uniqueName('text');
    await scheduleOnce({ name: later, at: inSeconds(300), input: { step: 'call' } });
    await scheduleOnce({ name: sooner, at: inSeconds(120), input: { step: 'text' } });
    const { fired } = await advanceClock(400);
    expect(fired.map((entry) => entry.name)).toEqual([sooner, later]);
    expect(Date.parse(fired[0]!.at)).toBeLessThan(Date.parse(fired[1]!.at));
    expect(harness.target.calls).toEqual([{ step: 'text' }, { step: 'call' }]);
  });

  it('fires, within the same move, a schedule that a target makes and that falls due by its end', async () => {
    const first = uniqueName('text');
    const next = uniqueName('call');
    harness.target.behave = async (input) => {
      if ((input as { step: string }).step === 'text') await scheduleOnce({ name: next, at: inSeconds(250), input: { step: 'call' } });
    };
    await scheduleOnce({ name: first, at: inSeconds(120), input: { step: 'text' } });
    const { fired } = await advanceClock(400);
    expect(fired.map((entry) => [entry.name, entry.ok])).toEqual([
      [first, true],
      [next, true],
    ]);
    expect(harness.target.calls).toEqual([{ step: 'text' }, { step: 'call' }]);
    expect(await pendingSchedules()).toEqual([]);
  });

  it('retries a failing target on the clock per its retry policy, then drops and logs it', async () => {
    const name = uniqueName('text');
    harness.target.behave = async () => {
      throw new Error('the phone company is down');
    };
    await scheduleOnce({ name, at: inSeconds(120), input: { step: 'text' } });
    const early = await advanceClock(150);
    expect(early.fired).toMatchObject([{ name, attempt: 1, ok: false, error: 'the phone company is down' }]);
    expect(await pendingSchedules(name)).toMatchObject([{ name, attempts: 1 }]);

    const { fired } = await advanceClock(3600);
    // Three retries (MaximumRetryAttempts: 3), a minute after the first attempt and then doubling.
    expect(fired.map((entry) => entry.attempt)).toEqual([2, 3, 4]);
    expect(fired.every((entry) => !entry.ok)).toBe(true);
    expect(fired.at(-1)?.dropped).toBe(true);
    const gaps = [early.fired[0]!, ...fired].map((entry) => Date.parse(entry.ranAt)).map((time, index, all) => (index === 0 ? 0 : time - all[index - 1]!));
    expect(gaps.slice(1)).toEqual([60_000, 120_000, 240_000]);
    expect(harness.target.calls).toHaveLength(4);
    expect(await pendingSchedules(name)).toEqual([]);
    expect(logged.some((line) => line.includes(name) && line.includes('dropped after 4 attempts'))).toBe(true);
  });

  it('completes a schedule whose target succeeds on a retry', async () => {
    const name = uniqueName('text');
    harness.target.behave = async () => {
      if (harness.target.calls.length === 1) throw new Error('busy');
    };
    await scheduleOnce({ name, at: inSeconds(120), input: {} });
    const { fired } = await advanceClock(600);
    expect(fired.map((entry) => [entry.attempt, entry.ok])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(await pendingSchedules(name)).toEqual([]);
  });

  it('runs a completed schedule again on request, with the same input, and changes nothing else', async () => {
    const name = uniqueName('text');
    await scheduleOnce({ name, at: inSeconds(120), input: { orderId: 'o9', step: 'text' } });
    await advanceClock(150);
    const again = await fireAgain(timerGroup, name);
    expect(again).toMatchObject({ name, group: timerGroup, ok: true, again: true });
    expect(harness.target.calls).toEqual([
      { orderId: 'o9', step: 'text' },
      { orderId: 'o9', step: 'text' },
    ]);
    expect(await pendingSchedules(name)).toEqual([]);
    await expect(fireAgain(timerGroup, uniqueName('never'))).rejects.toThrow(/answered 404/);
  });

  it('runs a pending schedule now on request, as its one firing', async () => {
    const name = uniqueName('call');
    await scheduleOnce({ name, at: inSeconds(300), input: { step: 'call' } });
    expect(await fireAgain(timerGroup, name)).toMatchObject({ name, ok: true, attempt: 1 });
    expect(await pendingSchedules(name)).toEqual([]);
    expect((await advanceClock(600)).fired).toEqual([]);
    expect(harness.target.calls).toEqual([{ step: 'call' }]);
  });
});

describe('the local scheduler on real time and in time zones', () => {
  const createAt = (name: string, expression: string, timeZone: string) =>
    harness.sdk.send(
      new CreateScheduleCommand({
        Name: name,
        ScheduleExpression: expression,
        ScheduleExpressionTimezone: timeZone,
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: { Arn: timerArn, RoleArn: 'arn:aws:iam::000000000000:role/r', Input: JSON.stringify({ name }) },
      }),
    );

  it('fires a schedule that real time has reached, with nobody moving the clock', async () => {
    await harness.stop();
    harness = await startSchedulerHarness({ tickMs: 20 });
    const ran = new Promise<unknown>((resolve) => {
      harness.target.behave = async (input) => resolve(input);
    });
    const past = new Date(Date.now() - 5000).toISOString().slice(0, 19);
    await createAt('due-now', `at(${past})`, 'UTC');
    expect(await ran).toEqual({ name: 'due-now' });
  });

  it.each([
    ['a summer time', 'at(2031-07-01T09:00:00)', '2031-07-01T14:00:00.000Z'],
    ['a winter time', 'at(2031-01-15T09:00:00)', '2031-01-15T15:00:00.000Z'],
    ['a time the spring change skips (as the clocks read after it)', 'at(2031-03-09T02:30:00)', '2031-03-09T08:30:00.000Z'],
    ['a time the autumn change repeats (the first)', 'at(2031-11-02T01:30:00)', '2031-11-02T06:30:00.000Z'],
  ])('reads at() in the schedule’s IANA zone: %s in America/Chicago', async (_case, expression, instant) => {
    const name = `zone-${++count}`;
    await createAt(name, expression, 'America/Chicago');
    expect(await pendingSchedules(name)).toMatchObject([{ name, group: 'default', at: instant }]);
  });
});
