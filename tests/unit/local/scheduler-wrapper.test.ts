import {
  ConflictException,
  CreateScheduleCommand,
  GetScheduleCommand,
  ListSchedulesCommand,
  ResourceNotFoundException,
  ValidationException,
} from '@aws-sdk/client-scheduler';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancelSchedule, scheduleName, scheduleOnce, schedulerConfigured } from '../../../functions/src/platform/scheduler/scheduler.ts';
import { inSeconds, startSchedulerHarness, timerArn, timerGroup, type SchedulerHarness } from '../../fixtures/scheduler-local.ts';
import { pendingSchedules } from '../../fixtures/scheduler.ts';

let harness: SchedulerHarness;
let count = 0;
const uniqueName = (step: string) => scheduleName(['order', `t${++count}`, step]);

beforeEach(async () => {
  harness = await startSchedulerHarness();
});
afterEach(async () => {
  await harness.stop();
});

const listed = async (prefix: string) =>
  (await harness.sdk.send(new ListSchedulesCommand({ GroupName: timerGroup, NamePrefix: prefix }))).Schedules?.map((entry) => entry.Name);

describe('the shop’s timers over the local scheduler (real SDK)', () => {
  it('is configured only with the group, the target and the role', () => {
    expect(schedulerConfigured()).toBe(true);
    delete process.env.SCHEDULER_ROLE_ARN;
    expect(schedulerConfigured()).toBe(false);
  });

  it('creates a one-time schedule that ListSchedules and the control API list', async () => {
    const name = uniqueName('text');
    expect(await scheduleOnce({ name, at: inSeconds(120), input: { orderId: 'o1', step: 'text' } })).toBe('created');
    expect(await listed(name)).toEqual([name]);
    expect(await pendingSchedules(name)).toMatchObject([{ name, group: timerGroup, input: { orderId: 'o1', step: 'text' } }]);
  });

  it('sends the schedule the shop means: UTC at(), no window, deleted after, the target, its input and retry policy', async () => {
    const name = uniqueName('call');
    await scheduleOnce({ name, at: new Date('2031-05-06T07:08:09.250Z'), input: { orderId: 'o2' } });
    const schedule = await harness.sdk.send(new GetScheduleCommand({ Name: name, GroupName: timerGroup }));
    expect(schedule).toMatchObject({
      Name: name,
      GroupName: timerGroup,
      // Never early: a fraction of a second rounds up.
      ScheduleExpression: 'at(2031-05-06T07:08:10)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      State: 'ENABLED',
      Target: {
        Arn: timerArn,
        RoleArn: 'arn:aws:iam::000000000000:role/spices-scheduler',
        Input: JSON.stringify({ orderId: 'o2' }),
        RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
      },
    });
    expect(schedule.CreationDate).toBeInstanceOf(Date);
  });

  it('sets a time already past a minute from now, so the step still runs', async () => {
    const name = uniqueName('late');
    const before = Date.now();
    await scheduleOnce({ name, at: new Date(before - 3_600_000), input: {} });
    const after = Date.now();
    const [pending] = await pendingSchedules(name);
    const at = Date.parse(pending!.at);
    expect(at).toBeGreaterThanOrEqual(before + 60_000);
    expect(at).toBeLessThanOrEqual(after + 61_000);
  });

  it('answers exists for a name already scheduled, and keeps one', async () => {
    const name = uniqueName('text');
    await scheduleOnce({ name, at: inSeconds(120), input: { try: 1 } });
    expect(await scheduleOnce({ name, at: inSeconds(300), input: { try: 2 } })).toBe('exists');
    expect(await pendingSchedules(name)).toMatchObject([{ name, input: { try: 1 } }]);
  });

  it('cancels a schedule, and cancelling it again is fine', async () => {
    const name = uniqueName('customer');
    await scheduleOnce({ name, at: inSeconds(600), input: {} });
    expect(await cancelSchedule(name)).toBe('deleted');
    expect(await pendingSchedules(name)).toEqual([]);
    expect(await listed(name)).toEqual([]);
    expect(await cancelSchedule(name)).toBe('missing');
  });

  it('refuses a name outside the service’s rule before calling it', async () => {
    await expect(scheduleOnce({ name: 'order 1/text', at: inSeconds(120), input: {} })).rejects.toThrow(/Not a valid schedule name/);
  });
});

describe('the local scheduler’s errors, as the SDK raises them', () => {
  const create = (name: string, overrides: Record<string, unknown> = {}) =>
    harness.sdk.send(
      new CreateScheduleCommand({
        Name: name,
        GroupName: timerGroup,
        ScheduleExpression: 'at(2031-01-01T00:00:00)',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: { Arn: timerArn, RoleArn: 'arn:aws:iam::000000000000:role/r', Input: '{}' },
        ...overrides,
      }),
    );
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('ConflictException (409) for a name that exists in the group', async () => {
    await create('dup');
    const error = await failure(create('dup'));
    expect(error).toBeInstanceOf(ConflictException);
    expect(error).toMatchObject({ $metadata: { httpStatusCode: 409 } });
    await create('dup', { GroupName: 'another-group' });
  });

  it('ResourceNotFoundException (404) for a schedule that is not there', async () => {
    const error = await failure(harness.sdk.send(new GetScheduleCommand({ Name: 'nothing', GroupName: timerGroup })));
    expect(error).toBeInstanceOf(ResourceNotFoundException);
    expect(error).toMatchObject({ $metadata: { httpStatusCode: 404 }, message: 'Schedule nothing does not exist.' });
  });

  it.each([
    ['a name outside the rule', 'bad name!', {}, /Name/],
    ['a name too long', 'x'.repeat(65), {}, /Name/],
    ['a rate expression', 'rate', { ScheduleExpression: 'rate(5 minutes)' }, /one-time schedules only/],
    ['a cron expression', 'cron', { ScheduleExpression: 'cron(0 9 * * ? *)' }, /one-time schedules only/],
    ['a date that does not exist', 'feb30', { ScheduleExpression: 'at(2031-02-30T10:00:00)' }, /no such date/],
    ['a malformed at()', 'short', { ScheduleExpression: 'at(2031-01-01 10:00)' }, /at\(yyyy-mm-ddThh:mm:ss\)/],
    ['an unknown time zone', 'zone', { ScheduleExpressionTimezone: 'Mars/Olympus' }, /ScheduleExpressionTimezone/],
    ['no target', 'no-target', { Target: undefined }, /Target/],
    ['an unregistered target', 'elsewhere', { Target: { Arn: 'arn:aws:lambda:us-east-1:1:function:other', RoleArn: 'r' } }, /registered/],
    ['an Input that is not JSON', 'not-json', { Target: { Arn: timerArn, RoleArn: 'r', Input: 'plain text' } }, /JSON/],
  ])('ValidationException (400) for %s', async (_case, name, overrides, message) => {
    const error = await failure(create(name, overrides));
    expect(error).toBeInstanceOf(ValidationException);
    expect(error).toMatchObject({ $metadata: { httpStatusCode: 400 } });
    expect((error as Error).message).toMatch(message);
    expect(await pendingSchedules()).toEqual([]);
  });
});
