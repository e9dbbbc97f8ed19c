import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../functions/src/data/table-definition.ts';

export type DataStackProps = StackProps & {
  /**
   * The table's fixed name. Other stacks address the table by this name rather than by a cross-stack
   * reference, so their IAM policies (and cdk-nag's findings on them) are stable strings.
   */
  tableName: string;
};

/** The stateful part: the one DynamoDB table, built from the definition the local host also uses. */
export class DataStack extends Stack {
  readonly table: TableV2;

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
  }
}
