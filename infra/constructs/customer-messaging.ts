/**
 * The customers' pushes and texts about their orders on the AWS side (docs/business-rules.md#customer-updates), in the
 * alerts stack ("alerts and messages"): the stream function that sends each new message about an order through the
 * outbox (and sets an accepted scheduled order's reminder, a one-time schedule in the alerts' group), the reminder
 * function those schedules call, and, when the stage has a number, the number's two-way channel (an SNS topic) with the function that answers
 * STOP, HELP and START, the customers' configuration set whose events topic feeds the function that records delivery
 * receipts, and the topics' key. Construct ids in the stack: `CustomerUpdates…`, `TextReplies…`, `TextEvents…`.
 */
import { ArnFormat, CfnOutput, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { CfnConfigurationSet } from 'aws-cdk-lib/aws-smsvoice';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { customerUpdateStreamFilter } from '../../functions/src/messaging/index.ts';
import { metricNames } from '../../functions/src/platform/config/telemetry.ts';
import { handlerFile } from '../../repo-paths.ts';
import {
  alarmPeriod,
  customerUpdatesDeadLettersAlarm,
  customerUpdatesFailedAlarm,
  orderReminderErrorsAlarm,
  shopAlarm,
  textReceiptsDeadLettersAlarm,
  textRepliesDeadLettersAlarm,
} from './alarms.ts';
import { grantWebPush, webPushEnvironment, type TextMessagingParameters, type WebPushParameters } from './alert-channels.ts';
import { grantSetTimers, type AlertSchedules } from './alert-schedules.ts';
import { customerTextsConfigurationSetName, customerTextsEnvironment, grantOptOutList, grantSendCustomerTexts } from './customer-texts.ts';
import { grantTableKeys, messagingTableKeys } from './messaging-grants.ts';
import { shopMetric } from './shop-dashboard.ts';
import { shopFunction } from './shop-function.ts';
import { consumeTableStream } from './stream-consumer.ts';

/**
 * How the stream is read for the customers' updates, as for the kitchen's alerts: "ready for pickup" is worth something
 * only soon, and a record that keeps failing holds back the later ones on its shard, so it is retried for an hour at
 * most, then parked in the dead-letter queue (the e-mail, the record, went anyway). No batching window.
 */
export const customerUpdateStreamSettings = {
  batchSize: 10,
  retryAttempts: 10,
  maxRecordAge: Duration.hours(1),
} as const;

/** The number's two-way channel: AWS End User Messaging SMS publishes each reply to the shop's number here. */
export const textRepliesTopicName = (stage: string) => `spices-${stage}-sms-inbound`;
/** The customers' configuration set's event destination: every event of every text sent through it. */
export const textEventsTopicName = (stage: string) => `spices-${stage}-sms-events`;

/** Every text event: the receipts function keeps the final ones of the customers' texts and passes over the rest. */
export const textEventTypes = ['TEXT_ALL'];

/** The reminder function's fixed name: the stream function names it as its timers' target before it exists. */
export const orderReminderFunctionName = (stage: string) => `spices-${stage}-order-reminder`;

export type CustomerMessagingProps = {
  stage: string;
  table: ITableV2;
  /** The alerts' schedule group and Scheduler's role: the reminders are one-time schedules there too. */
  schedules: AlertSchedules;
  /** What each function is given besides its channels: the table, the stage, the site's origin. */
  environment: Record<string, string>;
  webPush?: WebPushParameters | undefined;
  /** The stage's number; none: pushes only (no topics, no configuration set, no text). */
  textMessaging?: TextMessagingParameters | undefined;
  alarmTopic: ITopic;
};

export type CustomerMessaging = {
  updateFunction: NodejsFunction;
  reminderFunction: NodejsFunction;
  deadLetterQueue: Queue;
  alarms: Alarm[];
  /** Present only on a stage with a number. */
  texts?: { replyFunction: NodejsFunction; receiptFunction: NodejsFunction; repliesTopic: Topic; eventsTopic: Topic; configurationSet: CfnConfigurationSet };
};

/** How often Lambda runs an SNS event again after its function failed, and for how long, before parking it. */
export const snsEventRetries = { retryAttempts: 2, maxEventAge: Duration.hours(6) } as const;

/**
 * An SNS-fed function's failures kept, not lost: Lambda runs a failed event twice more, then puts it in a queue of its
 * own, whose alarm tells the owner (a customer's STOP must never be dropped unseen). Construct ids `<id>DeadLetters`,
 * `<id>DeadLettersAlarm`.
 */
function parkFailures(scope: Construct, id: string, fn: NodejsFunction, alarm: { stage: string; what: string; description: string; topic: ITopic }): Alarm {
  const queue = new Queue(scope, `${id}DeadLetters`, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: "This queue is the dead-letter destination itself (the function's on-failure destination); it needs none of its own.",
  });
  fn.configureAsyncInvoke({ ...snsEventRetries, onFailure: new SqsDestination(queue) });
  return shopAlarm(scope, `${id}DeadLettersAlarm`, {
    stage: alarm.stage,
    what: alarm.what,
    description: alarm.description,
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: alarmPeriod, statistic: 'Maximum' }),
    threshold: 1,
    topic: alarm.topic,
  });
}

/** Builds the customers' messaging in `scope` (the alerts stack). */
export function customerMessaging(scope: Construct, props: CustomerMessagingProps): CustomerMessaging {
  const { stage, table, textMessaging: sms } = props;
  const stack = Stack.of(scope);
  const configurationSetName = customerTextsConfigurationSetName(stage);

  const reminderArn = stack.formatArn({
    service: 'lambda',
    resource: 'function',
    resourceName: orderReminderFunctionName(stage),
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
  const sendingEnvironment = { ...props.environment, ...webPushEnvironment(props.webPush), ...customerTextsEnvironment(sms, configurationSetName) };
  const updateFunction = shopFunction(scope, 'SendCustomerUpdates', {
    entry: handlerFile('messaging/send-customer-updates'),
    description: "Table stream: each new message about an order goes once per channel, to the customer's devices, else a text; an accept sets the reminder",
    // Its timers are the reminders alone: their target is the reminder function.
    environment: { ...sendingEnvironment, ...props.schedules.environment, SCHEDULE_TARGET_ARN: reminderArn, ORDER_REMINDER_TARGET_ARN: reminderArn },
    timeout: Duration.seconds(30),
  });
  const reminderFunction = shopFunction(scope, 'SendOrderReminder', {
    functionName: orderReminderFunctionName(stage),
    entry: handlerFile('messaging/send-order-reminder'),
    description: "EventBridge Scheduler: a scheduled order's reminder, an hour before its time, to the customer's devices, else a text",
    environment: sendingEnvironment,
    timeout: Duration.seconds(30),
  });
  // A reminder set before the group exists would fail: the group comes first.
  updateFunction.node.addDependency(props.schedules.group);
  grantSetTimers(props.schedules, updateFunction);
  // Scheduler's role may call the reminder function too (and still nothing else).
  props.schedules.role.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [reminderArn] }));
  for (const fn of [updateFunction, reminderFunction]) {
    grantTableKeys(table, fn, messagingTableKeys.updates);
    if (props.webPush) grantWebPush(scope, fn, props.webPush);
  }

  const consumer = consumeTableStream(scope, 'CustomerUpdates', {
    fn: updateFunction,
    table,
    filter: customerUpdateStreamFilter,
    settings: customerUpdateStreamSettings,
    stage,
    alarm: {
      what: customerUpdatesDeadLettersAlarm,
      description:
        "A message about an order could not be pushed or texted to its customer for an hour, and its stream record went to the dead-letter queue (the e-mail went as usual). See the function's log, then the record in the queue.",
    },
  });
  const alarms = [
    consumer.deadLettersAlarm,
    shopAlarm(scope, 'CustomerUpdatesFailedAlarm', {
      stage,
      what: customerUpdatesFailedAlarm,
      description:
        "A push or text to a customer about their order failed in the last 5 minutes: look in the messaging function's log ('failed'); a push service or the stage's sending limits may refuse them.",
      metric: shopMetric(metricNames.customerUpdatesFailed, 'Customer updates failed', alarmPeriod),
      threshold: 1,
      topic: props.alarmTopic,
    }),
    shopAlarm(scope, 'OrderReminderErrorsAlarm', {
      stage,
      what: orderReminderErrorsAlarm,
      description:
        "The reminder function failed in the last 5 minutes (an uncaught error, a timeout): Scheduler tries a reminder again a few times within the hour, then drops it, and that customer is not reminded of their order. See the function's log group.",
      metric: reminderFunction.metricErrors({ period: alarmPeriod, statistic: 'Sum' }),
      threshold: 1,
      topic: props.alarmTopic,
    }),
  ];
  if (!sms) return { updateFunction, reminderFunction, deadLetterQueue: consumer.deadLetterQueue, alarms };

  // One key for both topics: the service may use it only for this account's messaging (the key policy below).
  const key = new Key(scope, 'TextTopicsKey', {
    description: `Spices ${stage}: encrypts the SMS replies and text events topics`,
    enableKeyRotation: true,
    // The topics keep no message once it is delivered: a new key loses nothing.
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const fromThisAccount = (sourceArn: string) => ({
    StringEquals: { 'aws:SourceAccount': stack.account },
    ArnLike: { 'aws:SourceArn': sourceArn },
  });
  const anyMessagingResource = stack.formatArn({ service: 'sms-voice', resource: '*' });
  key.addToResourcePolicy(
    new PolicyStatement({
      principals: [new ServicePrincipal('sms-voice.amazonaws.com')],
      actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
      resources: ['*'],
      conditions: fromThisAccount(anyMessagingResource),
    }),
  );
  const configurationSetArn = stack.formatArn({ service: 'sms-voice', resource: 'configuration-set', resourceName: configurationSetName });
  const topic = (id: string, topicName: string, displayName: string, publisher: string) => {
    const created = new Topic(scope, id, { topicName, displayName, masterKey: key, enforceSSL: true });
    created.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('sms-voice.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [created.topicArn],
        conditions: fromThisAccount(publisher),
      }),
    );
    return created;
  };
  // The two-way channel names no configuration set: AWS's documented condition is the account's messaging resources.
  const repliesTopic = topic('TextReplies', textRepliesTopicName(stage), `Spices ${stage}: replies to the shop's number`, anyMessagingResource);
  const eventsTopic = topic('TextEvents', textEventsTopicName(stage), `Spices ${stage}: the customers' texts' events`, configurationSetArn);

  const smsEnvironment = { ...props.environment, ...customerTextsEnvironment(sms, configurationSetName) };
  const replyFunction = shopFunction(scope, 'ReceiveTextReplies', {
    entry: handlerFile('messaging/receive-text-replies'),
    description: "SNS (the number's two-way channel): a customer's STOP, HELP or START, answered once",
    environment: smsEnvironment,
    timeout: Duration.seconds(30),
  });
  const receiptFunction = shopFunction(scope, 'RecordTextDeliveries', {
    entry: handlerFile('messaging/record-text-deliveries'),
    description: "SNS (the customers' configuration set's events): each customer text's delivery receipt, on its order",
    environment: { ...props.environment },
    timeout: Duration.seconds(30),
  });
  repliesTopic.addSubscription(new LambdaSubscription(replyFunction));
  eventsTopic.addSubscription(new LambdaSubscription(receiptFunction));
  alarms.push(
    parkFailures(scope, 'TextReplies', replyFunction, {
      stage,
      what: textRepliesDeadLettersAlarm,
      description:
        "A customer's reply to the shop's number (STOP, HELP, START) could not be handled after three tries and went to the dead-letter queue: a STOP may not be recorded. See the reply function's log, then the event in the queue, and put the number on the opt-out list by hand if it asked to stop.",
      topic: props.alarmTopic,
    }),
    parkFailures(scope, 'TextReceipts', receiptFunction, {
      stage,
      what: textReceiptsDeadLettersAlarm,
      description:
        "A customer text's delivery receipt could not be recorded on its order after three tries and went to the dead-letter queue: the board may show the text as sent, not delivered or failed. See the receipts function's log.",
      topic: props.alarmTopic,
    }),
  );

  grantTableKeys(table, replyFunction, messagingTableKeys.replies);
  grantTableKeys(table, receiptFunction, messagingTableKeys.receipts);
  for (const fn of [updateFunction, reminderFunction, replyFunction]) grantSendCustomerTexts(scope, fn, sms, configurationSetArn);
  // The outbox takes a number off the list when a newer consent follows a STOP; a reply puts it on (STOP) or off (START).
  grantOptOutList(scope, updateFunction, sms, ['sms-voice:DeleteOptedOutNumber']);
  grantOptOutList(scope, reminderFunction, sms, ['sms-voice:DeleteOptedOutNumber']);
  grantOptOutList(scope, replyFunction, sms, ['sms-voice:PutOptedOutNumber', 'sms-voice:DeleteOptedOutNumber']);

  const configurationSet = new CfnConfigurationSet(scope, 'CustomerTextsConfigurationSet', {
    configurationSetName,
    eventDestinations: [
      {
        eventDestinationName: 'delivery-receipts',
        enabled: true,
        matchingEventTypes: textEventTypes,
        snsDestination: { topicArn: eventsTopic.topicArn },
      },
    ],
  });
  // The service checks that it may publish to the topic when the destination is made: the topic's policy first.
  configurationSet.node.addDependency(eventsTopic);

  new CfnOutput(scope, 'TextRepliesTopicArn', {
    description: `The two-way channel of the number ${sms.originationNumber}: turn two-way texts on with it (README.md#customer-texts)`,
    value: repliesTopic.topicArn,
  });
  return {
    updateFunction,
    reminderFunction,
    deadLetterQueue: consumer.deadLetterQueue,
    alarms,
    texts: { replyFunction, receiptFunction, repliesTopic, eventsTopic, configurationSet },
  };
}
