/**
 * The shop's alarms and their one SNS topic. The topic lives in the data stack (deployed first, and every
 * other stack already waits for it); the other stacks address it by its fixed name, as they do the table,
 * so no alarm needs a cross-stack reference. Alarm names are fixed too (`spices-<stage>-…`), so the
 * dashboard can list alarms of other stacks by ARN.
 */
import { ArnFormat, Duration, Stack, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct, IConstruct } from 'constructs';

/** CloudWatch takes at most 10 metrics in one alarm's metric math. */
export const maxMetricsPerAlarm = 10;

/** How often the alarms look: five-minute periods. */
export const alarmPeriod = Duration.minutes(5);

/** The thresholds of the API's alarms (the README's deploy section lists them). */
export const apiAlarmThresholds = {
  /** 5xx answers as a percentage of all answers, in 2 of 3 five-minute periods… */
  serverErrorPercent: 5,
  /** …that had at least this many requests (one failed request of three at night is not a rate). */
  minRequests: 10,
  /** The API's p95 latency in milliseconds, in 3 five-minute periods in a row (cold starts are about a second; a photo's renditions take longer but are rare). */
  p95LatencyMs: 2500,
} as const;

/** The fixed name parts of the alarms outside the API stack, which its dashboard lists by ARN. */
export const tableThrottlesAlarm = 'table-throttles';
export const emailDeadLettersAlarm = 'email-dead-letters';
export const salesDeadLettersAlarm = 'sales-tally-dead-letters';
export const offersDeadLettersAlarm = 'offers-dead-letters';
export const offerMailDeadLettersAlarm = 'offer-email-dead-letters';
export const offerMailEventsDeadLettersAlarm = 'offer-email-events-dead-letters';
export const pagesDeadLettersAlarm = 'pages-dead-letters';
export const alertDeadLettersAlarm = 'alerts-dead-letters';
export const ordersGivenUpAlarm = 'orders-given-up';
export const alertsFailedAlarm = 'alerts-failed';
export const alertTimerErrorsAlarm = 'alert-timer-errors';
export const customerUpdatesDeadLettersAlarm = 'customer-updates-dead-letters';
export const customerUpdatesFailedAlarm = 'customer-updates-failed';
export const orderReminderErrorsAlarm = 'order-reminder-errors';
export const textRepliesDeadLettersAlarm = 'text-replies-dead-letters';
export const textReceiptsDeadLettersAlarm = 'text-receipts-dead-letters';

export const alarmTopicName = (stage: string) => `spices-${stage}-alarms`;

/** spices-<stage>-<what>, e.g. spices-production-api-5xx-rate. */
export const alarmName = (stage: string, what: string) => `spices-${stage}-${what}`;

/** The ARN of an alarm by its fixed name, in the scope's account and region. */
export function alarmArn(scope: IConstruct, name: string): string {
  return Stack.of(scope).formatArn({ service: 'cloudwatch', resource: 'alarm', resourceName: name, arnFormat: ArnFormat.COLON_RESOURCE_NAME });
}

/** The topic itself (data stack): TLS-only publishing, and an e-mail subscriber when the deploy gives one. */
export function createAlarmTopic(scope: Construct, stage: string, email: string | undefined): Topic {
  const topic = new Topic(scope, 'Alarms', { topicName: alarmTopicName(stage), displayName: `Spices ${stage}: something needs a look`, enforceSSL: true });
  Validations.of(topic).acknowledge({
    id: 'AwsSolutions-SNS2',
    reason:
      'The topic carries only alarm state changes, no customer data; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer key is not worth its cost here.',
  });
  if (email) topic.addSubscription(new EmailSubscription(email));
  return topic;
}

/** The topic by its fixed name, from any stack in the data stack's account and region (imported once per scope, however often asked). */
export function alarmTopic(scope: Construct, stage: string): ITopic {
  const imported = scope.node.tryFindChild('AlarmTopic') as ITopic | undefined;
  return imported ?? Topic.fromTopicArn(scope, 'AlarmTopic', Stack.of(scope).formatArn({ service: 'sns', resource: alarmTopicName(stage) }));
}

/**
 * The sum of up to maxMetricsPerAlarm metrics, each missing datapoint counted as 0 (a function nobody
 * called has no Errors datapoint, which would otherwise blank the whole sum). `idPrefix` keeps the
 * metrics' ids apart when several sums share a dashboard graph.
 */
export function sumOfMetrics(metrics: readonly IMetric[], label: string, idPrefix: string, period: Duration = alarmPeriod): MathExpression {
  if (metrics.length === 0 || metrics.length > maxMetricsPerAlarm) {
    throw new Error(`A summed alarm metric takes 1 to ${maxMetricsPerAlarm} metrics (CloudWatch's limit), not ${metrics.length}.`);
  }
  const usingMetrics: Record<string, IMetric> = Object.fromEntries(metrics.map((metric, i) => [`${idPrefix}${i}`, metric]));
  return new MathExpression({
    expression: Object.keys(usingMetrics)
      .map((id) => `FILL(${id}, 0)`)
      .join(' + '),
    usingMetrics,
    label,
    period,
  });
}

export type ShopAlarmProps = {
  stage: string;
  /** The alarm's name after spices-<stage>-. */
  what: string;
  description: string;
  metric: IMetric;
  threshold: number;
  /** How many of the last evaluationPeriods five-minute periods must breach; all of them by default. */
  datapointsToAlarm?: number;
  evaluationPeriods?: number;
  topic: ITopic;
};

/** An alarm at or above its threshold, with no data counted as fine, that tells the topic when it fires and when it clears. */
export function shopAlarm(scope: Construct, id: string, props: ShopAlarmProps): Alarm {
  const evaluationPeriods = props.evaluationPeriods ?? 1;
  const alarm = new Alarm(scope, id, {
    alarmName: alarmName(props.stage, props.what),
    alarmDescription: props.description,
    metric: props.metric,
    threshold: props.threshold,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods,
    datapointsToAlarm: props.datapointsToAlarm ?? evaluationPeriods,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  const action = new SnsAction(props.topic);
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
}
