import { Duration, Validations } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { alarmPeriod, alarmTopic, shopAlarm } from './alarms.ts';

/** How a consumer reads the table's stream: batches, retries of a failing record, and how old a record may get. */
export type StreamSettings = {
  batchSize: number;
  retryAttempts: number;
  maxRecordAge: Duration;
  maxBatchingWindow?: Duration;
  /** Where a new mapping starts: the oldest record kept (default), or only records written from now on. */
  startingPosition?: StartingPosition;
  /** Split a failing batch in two to find the record (default yes); a consumer that handles a batch as one change says no. */
  bisectBatchOnError?: boolean;
};

/**
 * One consumer of the table's stream (the mail, reports and pages stacks): the function's mapping, with this filter,
 * partial-batch retries and a dead-letter queue, and an alarm to the shop's topic as soon as a record lands there.
 * Construct ids in `scope`: `<id>DeadLetters`, `<id>DeadLettersAlarm`.
 */
export function consumeTableStream(
  scope: Construct,
  id: string,
  props: {
    fn: NodejsFunction;
    table: ITableV2;
    filter: Record<string, unknown>;
    settings: StreamSettings;
    stage: string;
    /** The alarm's name (`spices-<stage>-<what>`) and what it tells whoever reads it. */
    alarm: { what: string; description: string };
  },
): { deadLetterQueue: Queue; deadLettersAlarm: Alarm } {
  const { batchSize, retryAttempts, maxRecordAge, maxBatchingWindow, startingPosition, bisectBatchOnError } = props.settings;
  const deadLetterQueue = new Queue(scope, `${id}DeadLetters`, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(deadLetterQueue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: "This queue is the dead-letter destination itself (the stream mapping's on-failure destination); it needs none of its own.",
  });
  // The mapping also grants the stream reads, on this table's stream ARN only.
  props.fn.addEventSource(
    new DynamoEventSource(props.table, {
      startingPosition: startingPosition ?? StartingPosition.TRIM_HORIZON,
      batchSize,
      ...(maxBatchingWindow ? { maxBatchingWindow } : {}),
      bisectBatchOnError: bisectBatchOnError ?? true,
      reportBatchItemFailures: true,
      retryAttempts,
      maxRecordAge,
      onFailure: new SqsDlq(deadLetterQueue),
      filters: [FilterCriteria.filter(props.filter)],
    }),
  );
  // To the shop's one alarm topic (the data stack's, by name).
  const deadLettersAlarm = shopAlarm(scope, `${id}DeadLettersAlarm`, {
    stage: props.stage,
    what: props.alarm.what,
    description: props.alarm.description,
    metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: alarmPeriod, statistic: 'Maximum' }),
    threshold: 1,
    topic: alarmTopic(scope, props.stage),
  });
  return { deadLetterQueue, deadLettersAlarm };
}
