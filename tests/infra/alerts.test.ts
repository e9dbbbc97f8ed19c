/**
 * The kitchen's alerts on the AWS side (infra/stacks/alerts-stack.ts): the deploy parameters, who may read the VAPID
 * private key, EventBridge Scheduler's group and role, sending only from the stage's number, the alarms, and a stage
 * without push or a number. Synthesised without bundling (stacks.test.ts bundles every function once): only the
 * templates are asserted here.
 */
import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertStreamFilter } from '../../functions/src/alerts/index.ts';
import { metricNames } from '../../functions/src/platform/config/telemetry.ts';
import { routes, type Route } from '../../functions/src/routes.ts';
import { alertParameters } from '../../infra/alert-parameters.ts';
import { alertTableKeys } from '../../infra/constructs/alert-grants.ts';
import { shopMetricsDimensions, shopMetricsNamespace } from '../../infra/constructs/shop-dashboard.ts';
import { addSpicesStacks, readDeployConfig, type DeployConfig, type SpicesStacks } from '../../infra/spices-app.ts';
import { alertStreamSettings } from '../../infra/stacks/alerts-stack.ts';
import {
  actionsOf,
  deployEnv,
  functionsOf,
  isMessagingFunction,
  messagingDescriptions,
  productionConfig,
  scratchBuild,
  synthContext,
  synthesiseStacks,
  type Fn,
  type Resource,
  type ScratchBuild,
  type Statement,
} from './synth-kit.ts';

const cdkContext = synthContext({ bundle: false });
const { account, region } = deployEnv;
/** A key pair's public half as `npx web-push generate-vapid-keys` prints it: an uncompressed P-256 point, base64url. */
const vapidPublicKey = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const vapidPrivateKey = '/spices/vapid-private-key';
const phoneNumberId = 'phone-0123456789abcdef0123456789abcdef';
const phoneNumberArn = `arn:aws:sms-voice:${region}:${account}:phone-number/${phoneNumberId}`;
const configurationSetArn = `arn:aws:sms-voice:${region}:${account}:configuration-set/spices-kitchen`;
const timerArn = `arn:aws:lambda:${region}:${account}:function:spices-production-alert-timer`;
const reminderArn = `arn:aws:lambda:${region}:${account}:function:spices-production-order-reminder`;
const scheduleGroupArn = `arn:aws:scheduler:${region}:${account}:schedule-group/spices-production-alerts`;
const alarmTopicArn = `arn:aws:sns:${region}:${account}:spices-production-alarms`;

const bare: DeployConfig = productionConfig;
const full: DeployConfig = {
  ...bare,
  stripeSecretKeyParameterName: '/spices/stripe-secret-key',
  stripeWebhookSecretParameterName: '/spices/stripe-webhook-secret',
  vapidPublicKey,
  vapidSubject: 'mailto:owner@spices.example',
  vapidPrivateKeyParameterName: vapidPrivateKey,
  smsOriginationNumber: '+12065550100',
  smsPhoneNumberId: phoneNumberId,
  smsConfigurationSetName: 'spices-kitchen',
};

const routeDescription = (route: Route) => `${route.method} /api${route.path}`;
const alertDescriptions = [/^Table stream: alerts the kitchen/, /^EventBridge Scheduler: one step/];
const isAlertFunction = (fn: Fn) => alertDescriptions.some((pattern) => pattern.test(fn.description));
/** The customers' messaging functions and the routes marked `textsCustomers` (messaging.test.ts checks what they may do). */
const textsCustomers = (fn: Fn) => isMessagingFunction(fn) || routes.some((route) => route.textsCustomers && routeDescription(route) === fn.description);

function synthesise(config: DeployConfig, routeTable?: readonly Route[]): { app: App; stacks: SpicesStacks; fns: Fn[]; alerts: Template } {
  const { app, stacks } = synthesiseStacks(config, build, { bundle: false, routes: routeTable });
  return { app, stacks, fns: functionsOf(app), alerts: Template.fromStack(stacks.alerts) };
}

let build: ScratchBuild;
let withAll: ReturnType<typeof synthesise>;
let without: ReturnType<typeof synthesise>;

beforeAll(() => {
  build = scratchBuild();
  withAll = synthesise(full);
  // The alerts area's own routes are the ones that would take the VAPID key or a number by mistake.
  without = synthesise(bare, [...routes.filter((route) => route.handler.startsWith('alerts/')), routes[0]!]);
}, 420_000); // every route's function once, on a busy 2-core machine

afterAll(() => {
  build?.remove();
});

describe("the alerts' deploy parameters", () => {
  const context = (values: Record<string, string>) => readDeployConfig(new App({ context: values }));
  const vapid = { vapidPublicKey, vapidSubject: 'mailto:owner@spices.example', vapidPrivateKeyParameterName: vapidPrivateKey };
  const sms = { smsOriginationNumber: '+12065550100', smsPhoneNumberId: phoneNumberId };

  it('are read from the context or the environment, and default to none', () => {
    const saved = Object.entries(process.env).filter(([name]) => name.startsWith('SPICES_'));
    for (const [name] of saved) delete process.env[name];
    try {
      const none = readDeployConfig(new App());
      for (const name of Object.keys(alertParameters)) expect(none, name).toHaveProperty(name, undefined);
      expect(context({ ...vapid, ...sms })).toMatchObject({ ...vapid, ...sms });
      process.env[alertParameters.smsOriginationNumber] = '+447700900123';
      process.env[alertParameters.smsPhoneNumberId] = phoneNumberId;
      expect(readDeployConfig(new App())).toMatchObject({ smsOriginationNumber: '+447700900123', smsPhoneNumberId: phoneNumberId });
    } finally {
      for (const name of Object.values(alertParameters)) delete process.env[name];
      for (const [name, value] of saved) process.env[name] = value;
    }
  });

  it('refuse a half-given group, and values of the wrong shape', () => {
    expect(() => context({ vapidPublicKey })).toThrow(/go together/);
    expect(() => context({ ...vapid, vapidPublicKey: 'not-a-key' })).toThrow(/vapidPublicKey/);
    expect(() => context({ ...vapid, vapidSubject: 'owner@spices.example' })).toThrow(/vapidSubject/);
    expect(() => context({ ...vapid, vapidPrivateKeyParameterName: 'vapid' })).toThrow(/vapidPrivateKeyParameterName must be a full SSM/);
    expect(() => context({ smsOriginationNumber: '+12065550100' })).toThrow(/go together/);
    expect(() => context({ ...sms, smsOriginationNumber: '206-555-0100' })).toThrow(/E\.164/);
    expect(() => context({ ...sms, smsPhoneNumberId: phoneNumberArn })).toThrow(/not its ARN/);
    expect(() => context({ smsConfigurationSetName: 'spices-kitchen' })).toThrow(/needs smsOriginationNumber/);
    // A configuration built without readDeployConfig is checked as well, before any stack exists.
    expect(() =>
      addSpicesStacks(
        new App({ context: cdkContext }),
        { ...bare, smsPhoneNumberId: phoneNumberId },
        { siteDir: build.siteDir, rendererDir: build.rendererDir, routes: [] },
      ),
    ).toThrow(/go together/);
  });
});

describe('a stage with push, a number and cards', () => {
  it('lets only the alert functions, the customers’ updates and the routes marked pushesAlerts read the VAPID private key, and gives only them its variables', () => {
    const pushing = routes.filter((route) => route.pushesAlerts).map(routeDescription);
    expect(pushing.length).toBeGreaterThan(0);
    const readers = withAll.fns.filter((fn) => JSON.stringify(fn.statements).includes(`:parameter${vapidPrivateKey}"`));
    const pushers = withAll.fns.filter(
      (fn) => isAlertFunction(fn) || messagingDescriptions.updates.test(fn.description) || messagingDescriptions.reminders.test(fn.description),
    );
    expect(readers.map((fn) => fn.description).sort()).toEqual([...pushing, ...pushers.map((fn) => fn.description)].sort());
    for (const fn of readers) {
      const statement = fn.statements.find((s) => JSON.stringify(s.Resource).includes(vapidPrivateKey))!;
      expect(actionsOf([statement]), fn.description).toEqual(['ssm:GetParameter']);
      expect(fn.variables, fn.description).toMatchObject({
        VAPID_PUBLIC_KEY: vapidPublicKey,
        VAPID_SUBJECT: 'mailto:owner@spices.example',
        VAPID_PRIVATE_KEY_PARAMETER: vapidPrivateKey,
      });
    }
    for (const fn of withAll.fns.filter((candidate) => !readers.includes(candidate))) {
      expect(
        Object.keys(fn.variables).filter((name) => name.startsWith('VAPID_')),
        fn.description,
      ).toEqual([]);
    }
    for (const fn of withAll.fns) expect(fn.variables, fn.description).not.toHaveProperty('VAPID_PRIVATE_KEY');
  });

  it('texts and calls the kitchen from the stage’s number only, and only from the alert functions', () => {
    const alertFns = withAll.fns.filter(isAlertFunction);
    expect(alertFns).toHaveLength(2);
    // The customers' texts and the opt-out list: messaging.test.ts.
    for (const fn of withAll.fns.filter((candidate) => !textsCustomers(candidate))) {
      const sending = fn.statements.filter((s) => actionsOf([s]).some((action) => action.startsWith('sms-voice:')));
      if (!isAlertFunction(fn)) {
        expect(sending, fn.description).toEqual([]);
        expect(
          Object.keys(fn.variables).filter((name) => name.startsWith('SMS_')),
          fn.description,
        ).toEqual([]);
        continue;
      }
      expect(sending).toEqual([
        // The policy's resources come sorted (minimizePolicies): the order says nothing.
        { Action: ['sms-voice:SendTextMessage', 'sms-voice:SendVoiceMessage'], Effect: 'Allow', Resource: [configurationSetArn, phoneNumberArn].sort() },
      ]);
      expect(fn.variables).toMatchObject({ SMS_ORIGINATION_NUMBER: '+12065550100', SMS_CONFIGURATION_SET: 'spices-kitchen' });
    }
  });

  it("gives Scheduler a role it assumes only for this account's alert group, which may only invoke the timer and reminder functions", () => {
    const { alerts, stacks } = withAll;
    alerts.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'spices-production-alerts' });
    const roleId = stacks.alerts.getLogicalId(stacks.alerts.schedules.role.node.defaultChild as CfnRole);
    const role = alerts.toJSON().Resources[roleId] as Resource;
    expect((role.Properties.AssumeRolePolicyDocument as { Statement: unknown[] }).Statement).toEqual([
      {
        Action: 'sts:AssumeRole',
        Effect: 'Allow',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: { StringEquals: { 'aws:SourceAccount': account, 'aws:SourceArn': scheduleGroupArn } },
      },
    ]);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const rolePolicies = (Object.values(alerts.findResources('AWS::IAM::Policy')) as Resource[]).filter((policy) =>
      (policy.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === roleId),
    );
    expect(rolePolicies.flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)).toEqual([
      // The policy's resources come sorted (minimizePolicies): the order says nothing.
      { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: [reminderArn, timerArn].sort() },
    ]);
    // The ARNs Scheduler calls are the functions' own: their fixed names, and what the setters name as the target.
    const timer = withAll.fns.find((fn) => alertDescriptions[1]!.test(fn.description))!;
    expect(timer.name).toBe('spices-production-alert-timer');
    const reminder = withAll.fns.find((fn) => messagingDescriptions.reminders.test(fn.description))!;
    expect(reminder.name).toBe('spices-production-order-reminder');
    expect(withAll.fns.find((fn) => messagingDescriptions.updates.test(fn.description))!.variables).toMatchObject({
      SCHEDULE_GROUP: 'spices-production-alerts',
      SCHEDULE_TARGET_ARN: reminderArn,
      ORDER_REMINDER_TARGET_ARN: reminderArn,
      SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [roleId, 'Arn'] },
    });
    for (const fn of withAll.fns.filter(isAlertFunction)) {
      expect(fn.variables, fn.description).toMatchObject({
        SCHEDULE_GROUP: 'spices-production-alerts',
        SCHEDULE_TARGET_ARN: timerArn,
        SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [roleId, 'Arn'] },
      });
    }
  });

  it("lets only the alert functions and the customers' updates (their reminders) manage the group's schedules and pass the scheduler's role, to Scheduler alone", () => {
    const roleId = withAll.stacks.alerts.getLogicalId(withAll.stacks.alerts.schedules.role.node.defaultChild as CfnRole);
    const setsTimers = (fn: Fn) => isAlertFunction(fn) || messagingDescriptions.updates.test(fn.description);
    expect(withAll.fns.filter(setsTimers)).toHaveLength(3);
    for (const fn of withAll.fns) {
      const scheduling = fn.statements.filter((s) => actionsOf([s]).some((action) => action.startsWith('scheduler:') || action === 'iam:PassRole'));
      if (!setsTimers(fn)) {
        expect(scheduling, fn.description).toEqual([]);
        continue;
      }
      expect(scheduling).toEqual([
        {
          Action: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'],
          Effect: 'Allow',
          Resource: `arn:aws:scheduler:${region}:${account}:schedule/spices-production-alerts/*`,
        },
        {
          Action: 'iam:PassRole',
          Effect: 'Allow',
          Resource: { 'Fn::GetAtt': [roleId, 'Arn'] },
          Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
        },
      ]);
    }
  });

  it('lets the alert functions touch the table only on the keys they use, read the session secret and Stripe’s secret key, never the webhook secret', () => {
    for (const fn of withAll.fns.filter(isAlertFunction)) {
      const table = fn.statements.filter((s) => actionsOf([s]).some((action) => action.startsWith('dynamodb:') && !/Stream|Shard|GetRecords/.test(action)));
      const keysFor = (action: string) =>
        table.filter((s) => actionsOf([s]).includes(action) && s.Condition).map((s) => s.Condition!['ForAllValues:StringLike']!['dynamodb:LeadingKeys']);
      expect(keysFor('dynamodb:GetItem')).toEqual([alertTableKeys.read]);
      expect(keysFor('dynamodb:PutItem')).toEqual([alertTableKeys.put]);
      expect(keysFor('dynamodb:UpdateItem')).toEqual([alertTableKeys.update]);
      expect(keysFor('dynamodb:DeleteItem')).toEqual([alertTableKeys.delete]);
      expect(alertTableKeys.put).toEqual(expect.arrayContaining(['ALERTSTEP#*', 'ALERTWINDOW#*', 'USER#*', 'OWNERACTION#*', 'GIVENUPORDER#*']));
      // Only the orders' status index goes without a key condition.
      expect(table.filter((s) => !s.Condition)).toEqual([
        { Action: 'dynamodb:Query', Effect: 'Allow', Resource: `arn:aws:dynamodb:${region}:${account}:table/spices-production/index/gsi1` },
      ]);
      expect(actionsOf(table).filter((action) => /Scan|BatchWrite|DescribeTable/.test(action))).toEqual([]);
      const parameters = JSON.stringify(fn.statements.filter((s) => actionsOf([s]).includes('ssm:GetParameter')).map((s) => s.Resource));
      expect([...parameters.matchAll(/:parameter(\/[^"]+)"/g)].map((match) => match[1]).sort()).toEqual([
        '/spices/session-secret',
        '/spices/stripe-secret-key',
        vapidPrivateKey,
      ]);
      expect(fn.variables).toMatchObject({
        STRIPE_SECRET_KEY_PARAMETER: '/spices/stripe-secret-key',
        STRIPE_WEBHOOK_SECRET_PARAMETER: '/spices/stripe-webhook-secret',
      });
    }
  });

  it('runs the alert function on new orders and paid-order notices, with a dead-letter queue and its alarm', () => {
    withAll.alerts.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: alertStreamSettings.batchSize,
      MaximumRetryAttempts: alertStreamSettings.retryAttempts,
      MaximumRecordAgeInSeconds: alertStreamSettings.maxRecordAge.toSeconds(),
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AlertNewOrdersDeadLetters'), 'Arn'] } } },
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(alertStreamFilter) }] },
    });
    withAll.alerts.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'spices-production-alerts-dead-letters',
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
      AlarmActions: [alarmTopicArn],
    });
  });

  it('alarms on any order given up, any alert that failed and any failed timer, to the shop’s topic', () => {
    const dimensions = Object.entries(shopMetricsDimensions).map(([Name, Value]) => ({ Name, Value }));
    for (const [name, metric] of [
      ['orders-given-up', metricNames.ordersGivenUp],
      ['alerts-failed', metricNames.alertsFailed],
    ] as const) {
      withAll.alerts.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `spices-production-${name}`,
        // The metric has a label, so the alarm names it as a metric query.
        Metrics: [
          Match.objectLike({
            MetricStat: { Metric: { Namespace: shopMetricsNamespace, MetricName: metric, Dimensions: dimensions }, Period: 300, Stat: 'Sum' },
            ReturnData: true,
          }),
        ],
        EvaluationPeriods: 1,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [alarmTopicArn],
        OKActions: [alarmTopicArn],
      });
    }
    expect(metricNames.ordersGivenUp).toBe('OrdersGivenUp');
    expect(metricNames.alertsFailed).toBe('AlertsFailed');
    withAll.alerts.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'spices-production-alert-timer-errors',
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp('^RunAlertTimer') } }],
      Threshold: 1,
    });
  });

  it('stays clean under cdk-nag, and says nothing of a stage without push or texts', () => {
    expect(new AwsSolutionsChecks().validateScope(withAll.app).violations).toEqual([]);
    expect(Annotations.fromStack(withAll.stacks.alerts).findInfo('*', Match.stringLikeRegexp('not set'))).toEqual([]);
  });
});

describe('a stage without push or a number', () => {
  it('gives no function a VAPID or SMS variable and no policy a VAPID parameter or sms-voice action, but still sets timers', () => {
    for (const fn of without.fns) {
      expect(
        Object.keys(fn.variables).filter((name) => /^(VAPID|SMS)_/.test(name)),
        fn.description,
      ).toEqual([]);
      expect(
        actionsOf(fn.statements).filter((action) => action.startsWith('sms-voice:')),
        fn.description,
      ).toEqual([]);
      expect(JSON.stringify(fn.statements), fn.description).not.toMatch(/vapid/i);
    }
    const alertFns = without.fns.filter(isAlertFunction);
    expect(alertFns).toHaveLength(2);
    for (const fn of alertFns) expect(fn.variables).toMatchObject({ SCHEDULE_GROUP: 'spices-production-alerts', SCHEDULE_TARGET_ARN: timerArn });
  });

  it('says so at synth, and stays clean under cdk-nag, with account and region known or not', () => {
    const notes = Annotations.fromStack(without.stacks.alerts).findInfo('*', Match.stringLikeRegexp('not set'));
    expect(notes.map((note) => note.entry.data)).toEqual([expect.stringMatching(/no push alerts/), expect.stringMatching(/never texted or called/)]);
    expect(new AwsSolutionsChecks().validateScope(without.app).violations).toEqual([]);
    const agnostic = new App({ context: cdkContext });
    addSpicesStacks(agnostic, full, { siteDir: build.siteDir, rendererDir: build.rendererDir, routes: [] });
    expect(() => agnostic.synth()).not.toThrow();
    expect(new AwsSolutionsChecks().validateScope(agnostic).violations).toEqual([]);
  });
});
