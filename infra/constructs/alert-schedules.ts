/**
 * The ladder's timers on the AWS side (docs/business-rules.md#the-ladder): EventBridge Scheduler one-time schedules in
 * one group of the stage's, each calling the alert timer function with its input. The functions that set timers
 * (functions/src/platform/scheduler/scheduler.ts) name the group, the target and the role Scheduler assumes to call it.
 */
import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Grant, PolicyStatement, Role, ServicePrincipal, type IGrantable, type IRole } from 'aws-cdk-lib/aws-iam';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Construct } from 'constructs';
import { acknowledgeWildcardResource } from '../nag.ts';

/** The stage's schedule group: every alert timer lives there, and nowhere else may the functions set one. */
export const alertScheduleGroupName = (stage: string) => `spices-${stage}-alerts`;

/**
 * The timer function's fixed name: its ARN is known before it exists, so it can name itself as the target of the
 * follow-ups it sets, and the scheduler's role can name it, without a reference that would make a cycle.
 */
export const alertTimerFunctionName = (stage: string) => `spices-${stage}-alert-timer`;

export type AlertSchedules = {
  group: ScheduleGroup;
  groupName: string;
  /** The ARN pattern of the group's schedules (one-time schedules are named by the order and the step, so not known ahead). */
  scheduleArns: string;
  /** The role Scheduler assumes to call the timer function (and nothing else). */
  role: Role;
  /** The timer function's ARN, built from its fixed name. */
  targetArn: string;
  /** What a function that sets timers is told (SCHEDULE_GROUP, SCHEDULE_TARGET_ARN, SCHEDULER_ROLE_ARN). */
  environment: Record<string, string>;
};

/**
 * The group and the scheduler's role. The role trusts Scheduler only for schedules of this account and this group
 * (aws:SourceAccount, aws:SourceArn: no other account's or group's schedule can use it), and may only invoke the
 * timer function. Construct ids in `scope`: `AlertSchedules`, `SchedulerRole`.
 */
export function alertSchedules(scope: Construct, stage: string): AlertSchedules {
  const stack = Stack.of(scope);
  const groupName = alertScheduleGroupName(stage);
  // A group deleted with the stack takes its pending timers with it: their target is gone too.
  const group = new ScheduleGroup(scope, 'AlertSchedules', { scheduleGroupName: groupName, removalPolicy: RemovalPolicy.DESTROY });
  const groupArn = stack.formatArn({ service: 'scheduler', resource: 'schedule-group', resourceName: groupName });
  const targetArn = stack.formatArn({
    service: 'lambda',
    resource: 'function',
    resourceName: alertTimerFunctionName(stage),
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
  const role = new Role(scope, 'SchedulerRole', {
    assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
      conditions: { StringEquals: { 'aws:SourceAccount': stack.account, 'aws:SourceArn': groupArn } },
    }),
    description: `EventBridge Scheduler calls the alert timer function for the schedules of ${groupName}`,
  });
  role.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [targetArn] }));
  return {
    group,
    groupName,
    scheduleArns: stack.formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${groupName}/*` }),
    role,
    targetArn,
    environment: { SCHEDULE_GROUP: groupName, SCHEDULE_TARGET_ARN: targetArn, SCHEDULER_ROLE_ARN: role.roleArn },
  };
}

/**
 * Lets a function set, look up and remove timers in the stage's group only, and hand Scheduler the scheduler's role
 * (only that role, and only to Scheduler): it can make Scheduler call the timer function, nothing else.
 */
export function grantSetTimers(schedules: AlertSchedules, grantee: IGrantable & { role?: IRole }): void {
  Grant.addToPrincipal({
    grantee,
    actions: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'],
    resourceArns: [schedules.scheduleArns],
  });
  if (grantee.role) {
    acknowledgeWildcardResource(
      grantee.role,
      schedules.scheduleArns,
      `Each order's timers are one-time schedules named by the order and the step, so their names are not known ahead; the grant covers only the schedules of the group ${schedules.groupName}.`,
    );
  }
  Grant.addToPrincipal({
    grantee,
    actions: ['iam:PassRole'],
    resourceArns: [schedules.role.roleArn],
    conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
  });
}
