import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Metric, type Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../functions/src/platform/table/table-definition.ts';
import { alarmPeriod, createAlarmTopic, shopAlarm, sumOfMetrics, tableThrottlesAlarm } from '../constructs/alarms.ts';

export type DataStackProps = StackProps & {
  /**
   * The table's fixed name. Other stacks address the table by this name rather than by a cross-stack
   * reference, so their IAM policies (and cdk-nag's findings on them) are stable strings.
   */
  tableName: string;
  stage: string;
  /** Who is e-mailed the shop's alarms (the alarm topic's subscriber); the topic exists without one. */
  alarmEmail?: string;
};

/**
 * The stateful part: the one DynamoDB table, built from the definition the local host also uses; and the
 * alarm topic, whose confirmed e-mail subscription is state too (and which every other stack's alarms
 * address by name: this stack is deployed first).
 */
export class DataStack extends Stack {
  readonly table: TableV2;
  readonly alarmTopic: Topic;
  readonly throttlesAlarm: Alarm;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

    this.table = new TableV2(this, 'Table', {
      tableName: props.tableName,
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      globalSecondaryIndexes: tableDefinition.globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
      })),
      billing: Billing.onDemand(),
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      dynamoStream: StreamViewType[tableDefinition.streamView],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // Customers, orders and enquiries live here: never deleted with the stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.alarmTopic = createAlarmTopic(this, props.stage, props.alarmEmail);

    // On demand, the table throttles only past its account's or a partition's limits: reads or writes of
    // the table or of an index refused, summed (each with its TableName, an index's also with its name).
    const throttleEvents = (metricName: string, indexName?: string) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: props.tableName, ...(indexName ? { GlobalSecondaryIndexName: indexName } : {}) },
        statistic: 'Sum',
        period: alarmPeriod,
      });
    const throttles = [undefined, ...tableDefinition.globalIndexes.map((index) => index.indexName)].flatMap((indexName) => [
      throttleEvents('ReadThrottleEvents', indexName),
      throttleEvents('WriteThrottleEvents', indexName),
    ]);
    this.throttlesAlarm = shopAlarm(this, 'ThrottlesAlarm', {
      stage: props.stage,
      what: tableThrottlesAlarm,
      description: `DynamoDB refused reads or writes of the table ${props.tableName} (or its indexes) in the last 5 minutes: callers got errors; see the table's metrics.`,
      metric: sumOfMetrics(throttles, 'Throttled reads and writes', 'throttles'),
      threshold: 1,
      topic: this.alarmTopic,
    });
  }
}
