/**
 * The customers' pushes and texts on the AWS side (infra/constructs/customer-messaging.ts, in the alerts stack): the
 * stream function and its filter, the two topics (encrypted, TLS only, published to by the messaging service of this
 * account alone), the configuration set, the table and SMS grants, the alarm, the route flag `textsCustomers`, and a
 * stage without a number. Synthesised without bundling, with the messaging and alerts routes only.
 */
import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerUpdateStreamFilter } from '../../functions/src/messaging/index.ts';
import { metricNames } from '../../functions/src/platform/config/telemetry.ts';
import { routes } from '../../functions/src/routes.ts';
import { alertParameters } from '../../infra/alert-parameters.ts';
import { customerUpdateStreamSettings, snsEventRetries } from '../../infra/constructs/customer-messaging.ts';
import { messagingTableKeys } from '../../infra/constructs/messaging-grants.ts';
import { readDeployConfig, type DeployConfig, type SpicesStacks } from '../../infra/spices-app.ts';
import {
  actionsOf,
  deployEnv,
  functionsOf,
  messagingDescriptions,
  productionConfig,
  scratchBuild,
  synthesiseStacks,
  type Fn,
  type Resource,
  type ScratchBuild,
  type Statement,
} from './synth-kit.ts';

const { account, region } = deployEnv;
const phoneNumberId = 'phone-0123456789abcdef0123456789abcdef';
const arn = (resource: string) => `arn:aws:sms-voice:${region}:${account}:${resource}`;
const phoneNumberArn = arn(`phone-number/${phoneNumberId}`);
const textsSetArn = arn('configuration-set/spices-production-texts');
const optOutListArn = arn('opt-out-list/spices-optouts');
const repliesTopicArn = `arn:aws:sns:${region}:${account}:spices-production-sms-inbound`;
const alarmTopicArn = `arn:aws:sns:${region}:${account}:spices-production-alarms`;

const bare: DeployConfig = productionConfig;
const full: DeployConfig = {
  ...bare,
  vapidPublicKey: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
  vapidSubject: 'mailto:owner@spices.example',
  vapidPrivateKeyParameterName: '/spices/vapid-private-key',
  smsOriginationNumber: '+12065550100',
  smsPhoneNumberId: phoneNumberId,
  smsConfigurationSetName: 'spices-kitchen',
  smsOptOutListName: 'spices-optouts',
};
const someRoutes = routes.filter((route) => /^(messaging|alerts)\//.test(route.handler));

let build: ScratchBuild;
let withTexts: { app: App; stacks: SpicesStacks; fns: Fn[]; alerts: Template };
let without: typeof withTexts;

function synthesise(config: DeployConfig): typeof withTexts {
  const { app, stacks } = synthesiseStacks(config, build, { bundle: false, routes: someRoutes });
  return { app, stacks, fns: functionsOf(app), alerts: Template.fromStack(stacks.alerts) };
}

beforeAll(() => {
  build = scratchBuild();
  withTexts = synthesise(full);
  without = synthesise(bare);
}, 420_000);

afterAll(() => {
  build?.remove();
});

const fnOf = (fns: Fn[], pattern: RegExp) => {
  const found = fns.filter((fn) => pattern.test(fn.description));
  expect(found, String(pattern)).toHaveLength(1);
  return found[0]!;
};
const smsStatements = (fn: Fn) => fn.statements.filter((s) => actionsOf([s]).some((action) => action.startsWith('sms-voice:')));
/** The shop's own variables, without those of the runtime and the Parameters and Secrets extension. */
const shopVariables = (fn: Fn) =>
  Object.fromEntries(Object.entries(fn.variables).filter(([name]) => !/^(NODE_OPTIONS|PARAMETERS_SECRETS_|SECRETS_MANAGER_|SSM_PARAMETER_STORE_)/.test(name)));
const leadingKeys = (fn: Fn, action: string) =>
  fn.statements.filter((s) => actionsOf([s]).includes(action)).map((s) => s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']);

describe('the opt-out list parameter', () => {
  it('is read from the context or SPICES_SMS_OPT_OUT_LIST, needs a number, and must be a name', () => {
    const sms = { smsOriginationNumber: '+12065550100', smsPhoneNumberId: phoneNumberId };
    expect(alertParameters.smsOptOutListName).toBe('SPICES_SMS_OPT_OUT_LIST');
    expect(readDeployConfig(new App({ context: { ...sms, smsOptOutListName: 'spices-optouts' } }))).toMatchObject({ smsOptOutListName: 'spices-optouts' });
    expect(() => readDeployConfig(new App({ context: { smsOptOutListName: 'spices-optouts' } }))).toThrow(/needs smsOriginationNumber/);
    expect(() => readDeployConfig(new App({ context: { ...sms, smsOptOutListName: optOutListArn } }))).toThrow(/not its ARN/);
  });
});

describe('a stage with push and a number', () => {
  it('runs the customers’ updates on new order messages, with retries, a dead-letter queue and its alarm', () => {
    withTexts.alerts.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: Match.stringLikeRegexp('^SendCustomerUpdates') },
      BatchSize: customerUpdateStreamSettings.batchSize,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: customerUpdateStreamSettings.retryAttempts,
      MaximumRecordAgeInSeconds: customerUpdateStreamSettings.maxRecordAge.toSeconds(),
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^CustomerUpdatesDeadLetters'), 'Arn'] } } },
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(customerUpdateStreamFilter) }] },
    });
    withTexts.alerts.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'spices-production-customer-updates-dead-letters',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      AlarmActions: [alarmTopicArn],
    });
  });

  it('gives each function exactly its variables: the number, its opt-out list and the customers’ configuration set', () => {
    const updates = fnOf(withTexts.fns, messagingDescriptions.updates);
    const replies = fnOf(withTexts.fns, messagingDescriptions.replies);
    const receipts = fnOf(withTexts.fns, messagingDescriptions.receipts);
    const reminders = fnOf(withTexts.fns, messagingDescriptions.reminders);
    const texts = { SMS_ORIGINATION_NUMBER: '+12065550100', SMS_OPT_OUT_LIST: 'spices-optouts', SMS_CONFIGURATION_SET: 'spices-production-texts' };
    const base = { TABLE_NAME: 'spices-production', STAGE: 'production', SITE_ORIGIN: 'https://shop.spices.example' };
    const sending = {
      ...base,
      ...texts,
      VAPID_PUBLIC_KEY: full.vapidPublicKey,
      VAPID_SUBJECT: full.vapidSubject,
      VAPID_PRIVATE_KEY_PARAMETER: full.vapidPrivateKeyParameterName,
    };
    // The updates set the reminders' timers (alerts.test.ts checks the scheduler's names); the reminders set none.
    const reminderArn = `arn:aws:lambda:${region}:${account}:function:spices-production-order-reminder`;
    expect(shopVariables(updates)).toEqual({
      ...sending,
      SCHEDULE_GROUP: 'spices-production-alerts',
      SCHEDULE_TARGET_ARN: reminderArn,
      ORDER_REMINDER_TARGET_ARN: reminderArn,
      SCHEDULER_ROLE_ARN: expect.anything(),
    });
    expect(shopVariables(reminders)).toEqual(sending);
    expect(shopVariables(replies)).toEqual({ ...base, ...texts });
    expect(shopVariables(receipts)).toEqual(base);
  });

  it('texts only from the stage’s number through the customers’ set, and keeps only the number’s opt-out list', () => {
    const updates = fnOf(withTexts.fns, messagingDescriptions.updates);
    const replies = fnOf(withTexts.fns, messagingDescriptions.replies);
    const send = { Action: 'sms-voice:SendTextMessage', Effect: 'Allow', Resource: [phoneNumberArn, textsSetArn].sort() };
    expect(smsStatements(updates)).toEqual([send, { Action: 'sms-voice:DeleteOptedOutNumber', Effect: 'Allow', Resource: optOutListArn }]);
    expect(smsStatements(fnOf(withTexts.fns, messagingDescriptions.reminders))).toEqual(smsStatements(updates));
    expect(smsStatements(replies)).toEqual([
      send,
      // The policy's actions come sorted (minimizePolicies): the order says nothing.
      { Action: ['sms-voice:DeleteOptedOutNumber', 'sms-voice:PutOptedOutNumber'], Effect: 'Allow', Resource: optOutListArn },
    ]);
    expect(smsStatements(fnOf(withTexts.fns, messagingDescriptions.receipts))).toEqual([]);
    for (const fn of withTexts.fns) {
      for (const statement of smsStatements(fn)) expect(JSON.stringify(statement.Resource), fn.description).not.toContain('*');
    }
  });

  it('gives the routes marked textsCustomers the number’s variables, and the opt-out list to the PUT alone', () => {
    const marked = routes.filter((route) => route.textsCustomers).map((route) => `${route.method} /api${route.path}`);
    expect(marked.sort()).toEqual(['GET /api/account/notifications', 'PUT /api/account/notifications']);
    const routeFns = withTexts.fns.filter((fn) => fn.description.startsWith('GET /api') || /^(PUT|POST|DELETE) \/api/.test(fn.description));
    expect(routeFns.length).toBe(someRoutes.length);
    for (const fn of routeFns) {
      const sms = Object.fromEntries(Object.entries(fn.variables).filter(([name]) => name.startsWith('SMS_')));
      if (!marked.includes(fn.description)) {
        expect(sms, fn.description).toEqual({});
        expect(smsStatements(fn), fn.description).toEqual([]);
        continue;
      }
      expect(sms, fn.description).toEqual({ SMS_ORIGINATION_NUMBER: '+12065550100', SMS_OPT_OUT_LIST: 'spices-optouts' });
      expect(smsStatements(fn), fn.description).toEqual(
        fn.description.startsWith('PUT') ? [{ Action: 'sms-voice:DeleteOptedOutNumber', Effect: 'Allow', Resource: optOutListArn }] : [],
      );
    }
  });

  it('lets each function touch the table only on the keys it uses, with no index, scan or batch', () => {
    // A reminder goes through the outbox as an update does: the same keys.
    for (const [which, keys] of [...Object.entries(messagingTableKeys), ['reminders', messagingTableKeys.updates] as const]) {
      const fn = fnOf(withTexts.fns, messagingDescriptions[which as keyof typeof messagingDescriptions]);
      const expected: Record<string, readonly string[] | undefined> = keys;
      expect(leadingKeys(fn, 'dynamodb:GetItem'), which).toEqual(expected.read ? [expected.read] : []);
      expect(leadingKeys(fn, 'dynamodb:PutItem'), which).toEqual(expected.put ? [expected.put] : []);
      expect(leadingKeys(fn, 'dynamodb:UpdateItem'), which).toEqual(expected.update ? [expected.update] : []);
      expect(leadingKeys(fn, 'dynamodb:DeleteItem'), which).toEqual(expected.delete ? [expected.delete] : []);
      const table = fn.statements.filter((s) => actionsOf([s]).some((action) => /^dynamodb:(GetItem|Put|Update|Delete|Query|Scan|Batch)/.test(action)));
      expect(
        table.every((s) => s.Condition),
        which,
      ).toBe(true);
      expect(
        actionsOf(table).filter((action) => /Scan|Batch/.test(action)),
        which,
      ).toEqual([]);
      expect(JSON.stringify(table), which).not.toContain('/index/');
    }
    expect(messagingTableKeys.updates.put).toEqual(['OUTBOX#*']);
    expect(messagingTableKeys.replies).toEqual({ read: ['TEXTEDPHONE#*'], update: ['TEXTEDPHONE#*'] });
  });

  it('makes two encrypted TLS-only topics the messaging service of this account alone may publish to, each feeding its function', () => {
    const template = withTexts.alerts;
    const keys = template.findResources('AWS::KMS::Key');
    expect(Object.values(keys)).toHaveLength(1);
    const [keyId, key] = Object.entries(keys)[0]! as [string, Resource];
    expect(key.Properties.EnableKeyRotation).toBe(true);
    const serviceUse = (key.Properties.KeyPolicy as { Statement: Statement[] }).Statement.filter((s) => JSON.stringify(s).includes('sms-voice.amazonaws.com'));
    expect(serviceUse).toEqual([
      expect.objectContaining({
        Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        Condition: { StringEquals: { 'aws:SourceAccount': account }, ArnLike: { 'aws:SourceArn': arn('*') } },
      }),
    ]);
    for (const [name, publisher, fnPattern] of [
      ['spices-production-sms-inbound', arn('*'), messagingDescriptions.replies],
      ['spices-production-sms-events', textsSetArn, messagingDescriptions.receipts],
    ] as const) {
      const [topicId] = Object.keys(template.findResources('AWS::SNS::Topic', { Properties: { TopicName: name } }));
      expect(topicId, name).toBeDefined();
      template.hasResourceProperties('AWS::SNS::Topic', { TopicName: name, KmsMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] } });
      const policies = Object.values(template.findResources('AWS::SNS::TopicPolicy')) as Resource[];
      const policy = policies.find((p) => JSON.stringify(p.Properties.Topics) === JSON.stringify([{ Ref: topicId }]))!;
      const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } }, Principal: '*' }),
      );
      expect(statements.filter((s) => s.Effect === 'Allow')).toEqual([
        expect.objectContaining({
          Action: 'sns:Publish',
          Principal: { Service: 'sms-voice.amazonaws.com' },
          Resource: { Ref: topicId },
          Condition: { StringEquals: { 'aws:SourceAccount': account }, ArnLike: { 'aws:SourceArn': publisher } },
        }),
      ]);
      const fnId = Object.keys(template.findResources('AWS::Lambda::Function')).find((id) =>
        fnPattern.test(String((template.toJSON().Resources[id] as Resource).Properties.Description)),
      )!;
      template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda', TopicArn: { Ref: topicId }, Endpoint: { 'Fn::GetAtt': [fnId, 'Arn'] } });
    }
  });

  it('sends every event of the customers’ texts to the events topic, once its policy lets the service publish', () => {
    const template = withTexts.alerts;
    const [eventsTopicId] = Object.keys(template.findResources('AWS::SNS::Topic', { Properties: { TopicName: 'spices-production-sms-events' } }));
    const sets = Object.values(template.findResources('AWS::SMSVOICE::ConfigurationSet')) as Resource[];
    expect(sets).toHaveLength(1);
    expect(sets[0]!.Properties).toEqual({
      ConfigurationSetName: 'spices-production-texts',
      EventDestinations: [
        { EventDestinationName: 'delivery-receipts', Enabled: true, MatchingEventTypes: ['TEXT_ALL'], SnsDestination: { TopicArn: { Ref: eventsTopicId } } },
      ],
    });
    expect(sets[0]!.DependsOn).toEqual(expect.arrayContaining([eventsTopicId, expect.stringMatching(/^TextEventsPolicy/)]));
  });

  it('keeps a reply or a receipt its function failed three times in a queue of its own, with an alarm, never drops it', () => {
    const template = withTexts.alerts;
    for (const [fn, queue, alarm] of [
      ['ReceiveTextReplies', 'TextRepliesDeadLetters', 'spices-production-text-replies-dead-letters'],
      ['RecordTextDeliveries', 'TextReceiptsDeadLetters', 'spices-production-text-receipts-dead-letters'],
    ] as const) {
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: Match.stringLikeRegexp(`^${fn}`) },
        MaximumRetryAttempts: snsEventRetries.retryAttempts,
        MaximumEventAgeInSeconds: snsEventRetries.maxEventAge.toSeconds(),
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp(`^${queue}`), 'Arn'] } } },
      });
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: alarm,
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [Match.stringLikeRegexp(`^${queue}`), 'QueueName'] } }],
        AlarmActions: [alarmTopicArn],
      });
    }
  });

  it('alarms on any failed customer update or reminder, and outputs the replies topic for the number’s two-way channel', () => {
    withTexts.alerts.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'spices-production-order-reminder-errors',
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp('^SendOrderReminder') } }],
      Threshold: 1,
      AlarmActions: [alarmTopicArn],
    });
    withTexts.alerts.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'spices-production-customer-updates-failed',
      Metrics: [
        Match.objectLike({
          MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: metricNames.customerUpdatesFailed }), Period: 300, Stat: 'Sum' }),
        }),
      ],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [alarmTopicArn],
      OKActions: [alarmTopicArn],
    });
    const outputs = Object.values(withTexts.alerts.findOutputs('*')) as { Value: unknown }[];
    expect(outputs.map((output) => withTexts.stacks.alerts.resolve(output.Value))).toContainEqual({ Ref: expect.stringMatching(/^TextReplies/) });
    expect(repliesTopicArn).toContain('sms-inbound');
  });

  it('stays clean under cdk-nag', () => {
    expect(new AwsSolutionsChecks().validateScope(withTexts.app).violations).toEqual([]);
    expect(Annotations.fromStack(withTexts.stacks.alerts).findError('*', Match.anyValue())).toEqual([]);
  });
});

describe('a stage without a number', () => {
  it('still pushes, but has no topic, key, configuration set, SMS variable or sms-voice permission', () => {
    const updates = fnOf(without.fns, messagingDescriptions.updates);
    expect(without.fns.filter((fn) => messagingDescriptions.replies.test(fn.description) || messagingDescriptions.receipts.test(fn.description))).toEqual([]);
    for (const type of ['AWS::SNS::Topic', 'AWS::KMS::Key', 'AWS::SMSVOICE::ConfigurationSet']) {
      expect(Object.keys(without.alerts.findResources(type)), type).toEqual([]);
    }
    expect(without.alerts.findOutputs('*')).toEqual({});
    for (const fn of without.fns) {
      expect(
        Object.keys(fn.variables).filter((name) => name.startsWith('SMS_')),
        fn.description,
      ).toEqual([]);
      expect(smsStatements(fn), fn.description).toEqual([]);
    }
    expect(leadingKeys(updates, 'dynamodb:PutItem')).toEqual([messagingTableKeys.updates.put]);
    expect(new AwsSolutionsChecks().validateScope(without.app).violations).toEqual([]);
  });
});
