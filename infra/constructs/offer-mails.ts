/**
 * The owner's offer e-mails on the AWS side (docs/business-rules.md#offer-e-mails), in the mail stack: the drain
 * function (a new offer e-mail from the table's stream at once, then every minute by an EventBridge rule while anything
 * is queued; reserved concurrency one, so the pace within SES's quota holds however it is called), and SES's
 * configuration set for offer e-mails, whose event destination (an SNS topic) hands opens, bounces and complaints to
 * the events function. Order e-mails are sent without it: they are not marketing, and not tracked.
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Grant, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { ConfigurationSet, EmailSendingEvent, EventDestination, type IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { offerMailStreamFilter } from '../../functions/src/offers/store/offer-mail-stream.ts';
import {
  offerMailDayPartition,
  offerMailPartition,
  offerMailRecipientPrefix,
  offerMailSubscriberPartition,
  userKeyPrefix,
} from '../../functions/src/platform/table/keys.ts';
import { repoRoot } from '../../repo-paths.ts';
import { acknowledgeWildcardResource } from '../nag.ts';
import { alarmPeriod, alarmTopic, offerMailDeadLettersAlarm, offerMailEventsDeadLettersAlarm, shopAlarm } from './alarms.ts';
import { grantSendFrom } from './sending-identity.ts';
import { shopFunction } from './shop-function.ts';
import { consumeTableStream } from './stream-consumer.ts';

export const offerMailConfigurationSetName = (stage: string) => `spices-${stage}-offer-emails`;

/** How the stream is read for a new offer e-mail: the first round starts at once; a failing one is tried again for an hour. */
export const offerMailStreamSettings = { batchSize: 1, retryAttempts: 10, maxRecordAge: Duration.hours(1) } as const;

export type OfferMailsProps = {
  table: ITableV2;
  stage: string;
  /** The sending identities (the from address and its domain). */
  identities: readonly IEmailIdentity[];
  /** What both functions read: the table, the stage, the from address, the session secret's name, the site's origin. */
  environment: Record<string, string>;
  /** The postal address every offer e-mail carries (CAN-SPAM); none: the kitchen's own. */
  postalAddress: string | undefined;
  /** Lets a function read the session secret (the unsubscribe links are signed with it). */
  grantSessionSecret: (fn: NodejsFunction) => void;
};

export type OfferMails = { drainFunction: NodejsFunction; eventsFunction: NodejsFunction; configurationSet: ConfigurationSet; alarms: Alarm[] };

const anyUnder = (prefix: string) => `${prefix}*`;

function grantKeys(table: ITableV2, fn: NodejsFunction, actions: string[], keys: string[]): void {
  Grant.addToPrincipal({
    grantee: fn,
    actions,
    resourceArns: [table.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': keys } },
  });
}

export function offerMails(scope: Construct, props: OfferMailsProps): OfferMails {
  const { table, stage } = props;
  const stack = Stack.of(scope);
  const configurationSetName = offerMailConfigurationSetName(stage);
  const environment = {
    ...props.environment,
    OFFER_MAIL_CONFIGURATION_SET: configurationSetName,
    ...(props.postalAddress ? { OFFER_MAIL_POSTAL_ADDRESS: props.postalAddress } : {}),
  };

  const drainFunction = shopFunction(scope, 'DrainOfferMails', {
    entry: join(repoRoot, 'functions', 'src', 'offers', 'handlers', 'drain-offer-mails.ts'),
    description: "Table stream and every minute: the owner's offer e-mails sent to their subscribers at the stage's pace",
    environment,
    // A round sends for 50 s (offers/use-cases/offer-mails.ts drainRoundMs), then leaves the rest to the next minute.
    timeout: Duration.seconds(75),
  });
  // One at a time: two drains at once would each take the pace's share of SES's rate.
  (drainFunction.node.defaultChild as { reservedConcurrentExecutions?: number }).reservedConcurrentExecutions = 1;
  props.grantSessionSecret(drainFunction);
  // The e-mails and their queues, the subscribers (checked at each turn), the customers (name and address), SES's message ids and the day counts.
  grantKeys(
    table,
    drainFunction,
    ['dynamodb:GetItem', 'dynamodb:Query'],
    [offerMailPartition, anyUnder(offerMailRecipientPrefix), offerMailSubscriberPartition, anyUnder(userKeyPrefix)],
  );
  grantKeys(table, drainFunction, ['dynamodb:UpdateItem'], [offerMailPartition, anyUnder(offerMailRecipientPrefix), offerMailDayPartition]);
  grantKeys(table, drainFunction, ['dynamodb:PutItem'], ['SESMESSAGE#*']);
  grantSendFrom(props.identities, drainFunction);
  const configurationSetArn = stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: configurationSetName });
  drainFunction.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: [configurationSetArn] }));
  // GetAccount has no resource to name: it reads the account's own quota.
  drainFunction.addToRolePolicy(new PolicyStatement({ actions: ['ses:GetAccount'], resources: ['*'] }));
  acknowledgeWildcardResource(drainFunction.role!, '*', "ses:GetAccount (the account's sending quota) takes no resource: IAM accepts only '*' for it.");

  const { deadLetterQueue: _queue, deadLettersAlarm } = consumeTableStream(scope, 'DrainOfferMails', {
    fn: drainFunction,
    table,
    filter: offerMailStreamFilter,
    settings: offerMailStreamSettings,
    stage,
    alarm: {
      what: offerMailDeadLettersAlarm,
      description:
        "An offer e-mail's first round could not start and its stream record went to the dead-letter queue. The minute's rule keeps draining it; see the drain function's log.",
    },
  });
  new Rule(scope, 'DrainOfferMailsEveryMinute', {
    description: "Drains the owner's offer e-mails still queued (a long list, a day's quota reached, SES asking to slow down)",
    schedule: Schedule.rate(Duration.minutes(1)),
    targets: [new LambdaFunction(drainFunction, { retryAttempts: 0 })],
  });

  // SES publishes the offer e-mails' events here. No customer data: message ids, addresses and timestamps, over TLS.
  const eventsTopic = new Topic(scope, 'OfferMailEvents', { topicName: `spices-${stage}-offer-email-events`, enforceSSL: true });
  eventsTopic.addToResourcePolicy(
    new PolicyStatement({
      principals: [new ServicePrincipal('ses.amazonaws.com')],
      actions: ['sns:Publish'],
      resources: [eventsTopic.topicArn],
      conditions: { StringEquals: { 'AWS:SourceAccount': stack.account, 'AWS:SourceArn': configurationSetArn } },
    }),
  );
  Validations.of(eventsTopic).acknowledge({
    id: 'AwsSolutions-SNS2',
    reason: 'SES publishes to it, which needs a key policy of its own; the events carry message ids and event types only.',
  });
  const configurationSet = new ConfigurationSet(scope, 'OfferMailConfigurationSet', { configurationSetName });
  configurationSet.addEventDestination('OfferMailEventsDestination', {
    destination: EventDestination.snsTopic(eventsTopic),
    events: [EmailSendingEvent.OPEN, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
  });

  const eventsFunction = shopFunction(scope, 'RecordOfferMailEvents', {
    entry: join(repoRoot, 'functions', 'src', 'offers', 'handlers', 'record-offer-mail-events.ts'),
    description: "SNS (offer e-mails' SES events): a first open counted once; a hard bounce or a complaint stops the subscriber's offers",
    environment,
    timeout: Duration.seconds(30),
  });
  eventsTopic.addSubscription(new LambdaSubscription(eventsFunction));
  grantKeys(table, eventsFunction, ['dynamodb:GetItem'], ['SESMESSAGE#*', offerMailSubscriberPartition]);
  grantKeys(
    table,
    eventsFunction,
    ['dynamodb:UpdateItem'],
    [offerMailPartition, anyUnder(offerMailRecipientPrefix), offerMailDayPartition, offerMailSubscriberPartition],
  );
  grantKeys(table, eventsFunction, ['dynamodb:PutItem'], [offerMailSubscriberPartition]);
  const eventsQueue = new Queue(scope, 'OfferMailEventsDeadLetters', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(eventsQueue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: "This queue is the dead-letter destination itself (the function's on-failure destination).",
  });
  eventsFunction.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.hours(6), onFailure: new SqsDestination(eventsQueue) });
  const eventsAlarm = shopAlarm(scope, 'OfferMailEventsDeadLettersAlarm', {
    stage,
    what: offerMailEventsDeadLettersAlarm,
    description:
      "An offer e-mail's SES event (an open, a bounce, a complaint) could not be recorded after three tries: a complaint may not have stopped the subscriber's offers. See the events function's log and unsubscribe the address by hand if it complained.",
    metric: eventsQueue.metricApproximateNumberOfMessagesVisible({ period: alarmPeriod, statistic: 'Maximum' }),
    threshold: 1,
    topic: alarmTopic(scope, stage),
  });
  return { drainFunction, eventsFunction, configurationSet, alarms: [deadLettersAlarm, eventsAlarm] };
}
