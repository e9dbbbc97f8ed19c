import { join } from 'node:path';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  loyaltySettingsKey,
  offerReturnKey,
  offerUsesKey,
  pointsDayPartition,
  pointsHeldPartition,
  salesContributionKey,
  salesDayPartition,
  salesMonthPartition,
} from '../../functions/src/platform/table/keys.ts';
import { settleOffersStreamFilter } from '../../functions/src/offers/store/settle-stream.ts';
import { salesStreamFilter } from '../../functions/src/reports/store/sales-days.ts';
import { repoRoot } from '../../repo-paths.ts';
import { offersDeadLettersAlarm, salesDeadLettersAlarm } from '../constructs/alarms.ts';
import { shopFunction } from '../constructs/shop-function.ts';
import { consumeTableStream } from '../constructs/stream-consumer.ts';

export type ReportsStackProps = StackProps & {
  /** The data stack's table, by its fixed name. */
  tableName: string;
  /** The table's stream (a cross-stack reference). */
  tableStreamArn: string;
  stage: string;
};

/** How the stream is read for the sales totals: a failing record is retried in order, for up to a day. */
export const salesStreamSettings = {
  batchSize: 25,
  retryAttempts: 50,
  maxRecordAge: Duration.hours(24),
} as const;

/** The first characters of the keys the tally writes (its grant is limited to them). */
const salesKeyPrefixes = [salesDayPartition(''), salesMonthPartition(''), salesContributionKey('').pk];

/**
 * The first characters of the keys the offers' settling reads and writes: the offer's count of uses, the customer's
 * partition (their count, return mark and points account), and the loyalty settings.
 */
// A completed order's points write the customer's account, its points held in brief, and the day's points counts.
const offerKeyPrefixes = [offerUsesKey('').pk, offerReturnKey('', '').pk, loyaltySettingsKey.pk, pointsHeldPartition, pointsDayPartition];

/**
 * The owner's per-day sales totals (docs/business-rules.md#the-owners-reports): the tally function on the table's
 * stream (orders, new or changed), a dead-letter queue for records it could not add, and an alarm when one lands
 * there (then `npm run reports:rebuild` finds and repairs the difference). Beside it, the other consumer of orders
 * after the fact: a cancelled order's offer use given back (docs/business-rules.md#offers-and-loyalty).
 */
export class ReportsStack extends Stack {
  readonly tallyFunction: NodejsFunction;
  readonly settleOffersFunction: NodejsFunction;
  readonly offersDeadLetterQueue: Queue;
  readonly deadLetterQueue: Queue;
  readonly deadLettersAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ReportsStackProps) {
    super(scope, id, props);

    const table = TableV2.fromTableAttributes(this, 'Table', { tableName: props.tableName, tableStreamArn: props.tableStreamArn });

    this.tallyFunction = shopFunction(this, 'TallySales', {
      entry: join(repoRoot, 'functions', 'src', 'reports', 'handlers', 'tally-sales.ts'),
      description: "Table stream: keeps the owner's per-day sales totals from the orders, new and changed",
      environment: { TABLE_NAME: props.tableName, STAGE: props.stage },
    });

    // Only its own items: each order's kept contribution (read, then written in the transaction) and the days' totals.
    Grant.addToPrincipal({
      grantee: this.tallyFunction,
      actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
      resourceArns: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': salesKeyPrefixes.map((prefix) => `${prefix}*`) } },
    });

    ({ deadLetterQueue: this.deadLetterQueue, deadLettersAlarm: this.deadLettersAlarm } = consumeTableStream(this, 'Tally', {
      fn: this.tallyFunction,
      table,
      filter: salesStreamFilter,
      settings: salesStreamSettings,
      stage: props.stage,
      alarm: {
        what: salesDeadLettersAlarm,
        description:
          "An order's change could not be added to the owner's sales totals and its stream record went to the dead-letter queue: run `npm run reports:rebuild` against this stage to find the difference, then with --repair to mend it.",
      },
    }));

    this.settleOffersFunction = shopFunction(this, 'SettleOffers', {
      entry: join(repoRoot, 'functions', 'src', 'offers', 'handlers', 'settle-offers.ts'),
      description: "Table stream: a cancelled order's offer use given back, once; a completed order's points earned, and taken back on a refund",
      environment: { TABLE_NAME: props.tableName, STAGE: props.stage },
    });
    // Only the counts of uses, the customers' partitions (USER#…: their counts, return marks and points) and the loyalty settings.
    Grant.addToPrincipal({
      grantee: this.settleOffersFunction,
      actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
      resourceArns: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': offerKeyPrefixes.map((prefix) => `${prefix}*`) } },
    });
    ({ deadLetterQueue: this.offersDeadLetterQueue } = consumeTableStream(this, 'SettleOffers', {
      fn: this.settleOffersFunction,
      table,
      filter: settleOffersStreamFilter,
      settings: salesStreamSettings,
      stage: props.stage,
      alarm: {
        what: offersDeadLettersAlarm,
        description:
          "A cancelled order's offer use could not be given back, or a completed order's points settled, and its stream record went to the dead-letter queue: a code counts one use too many, or a customer's points are short or long. See the function's log, then the record in the queue.",
      },
    }));
  }
}
