/**
 * The owner's reports in the table (docs/business-rules.md#the-owners-reports): per-day and per-month items, each
 * under its own partition per date basis (keys.ts `salesPeriodKey`), each a period's counters as top-level number
 * attributes (so DynamoDB can ADD to them) and its labels as strings; and per order, the contribution it last added
 * (`salesContributionKey`) with the stream sequence number it came from. A change is one transaction: the
 * contribution, conditional on the one read, and the periods' differences, so the totals never count an order twice
 * or half.
 */
import { GetCommand, PutCommand, ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { ReportBasis } from '../contract/sales-report.ts';
import { isFigureName, parsePartKey, type Contribution, type PartFigures, type Period, type PeriodFigures, type PeriodPart } from '../rules/sales-report.ts';
import { failedOnCondition, sendTransaction, type TransactItem } from '../../platform/table/transaction.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { salesContributionKey, salesDayPartition, salesMonthPartition, salesPeriodKey } from '../../platform/table/keys.ts';
import { orderItemType } from '../../orders/index.ts';
import { queryAll } from '../../platform/table/query.ts';
import { parseItem, type StoredItem } from '../../platform/table/stored-item.ts';

const salesPeriodType = 'salesPeriod';
const contributionType = 'salesContribution';

const partFiguresSchema = z.object({ counters: z.record(z.string(), z.number()), labels: z.record(z.string(), z.string()) });
const contributionItemSchema = z.object({ sequence: z.string(), contribution: z.record(z.string(), partFiguresSchema) });
export type KeptContribution = z.infer<typeof contributionItemSchema>;

export async function readContribution(orderId: string): Promise<KeptContribution | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: salesContributionKey(orderId), ConsistentRead: true }));
  return Item ? parseItem(contributionItemSchema, 'sales contribution', Item) : undefined;
}

/** The update of one period's item: ADD each counter's difference, SET each label. */
function periodUpdate(key: string, figures: PartFigures): TransactItem {
  const { basis, period, part } = parsePartKey(key);
  const names: Record<string, string> = { '#type': 'type', '#period': 'period', '#part': 'part' };
  const values: Record<string, unknown> = { ':type': salesPeriodType, ':period': period, ':part': part };
  const sets = ['#type = :type', '#period = :period', '#part = :part'];
  const adds: string[] = [];
  Object.entries(figures.labels).forEach(([name, label], index) => {
    names[`#l${index}`] = name;
    values[`:l${index}`] = label;
    sets.push(`#l${index} = :l${index}`);
  });
  Object.entries(figures.counters).forEach(([name, value], index) => {
    names[`#c${index}`] = name;
    values[`:c${index}`] = value;
    adds.push(`#c${index} :c${index}`);
  });
  return {
    Update: {
      TableName: tableName(),
      Key: salesPeriodKey(basis, period, part),
      UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Keeps `contribution` (from stream record `sequence`) as what the order has added, and adds `change` to the periods.
 * 'moved' when the kept contribution is no longer the one read (`read`): another delivery got there first.
 */
export async function keepContribution(input: {
  orderId: string;
  read: KeptContribution | undefined;
  sequence: string;
  contribution: Contribution;
  change: Contribution;
}): Promise<'kept' | 'moved'> {
  const put: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: { ...salesContributionKey(input.orderId), type: contributionType, sequence: input.sequence, contribution: input.contribution },
      ...(input.read
        ? {
            ConditionExpression: '#sequence = :read',
            ExpressionAttributeNames: { '#sequence': 'sequence' },
            ExpressionAttributeValues: { ':read': input.read.sequence },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
  try {
    await sendTransaction({ TransactItems: [put, ...Object.entries(input.change).map(([key, figures]) => periodUpdate(key, figures))] });
    return 'kept';
  } catch (error) {
    if (failedOnCondition(error)) return 'moved';
    throw error;
  }
}

function periodFiguresOf(item: StoredItem): PeriodFigures {
  const counters: Record<string, number> = {};
  const labels: Record<string, string> = {};
  for (const [name, value] of Object.entries(item)) {
    if (!isFigureName(name)) continue;
    if (typeof value === 'number') counters[name] = value;
    else if (typeof value === 'string') labels[name] = value;
  }
  const [period = '', part] = String(item.sk).split('#') as [Period, PeriodPart];
  return { period, part, counters, labels };
}

/** The stored days ('day') or months ('month') from `from` to `to`, oldest first (one Query: at most two items each). */
export async function readPeriods(basis: ReportBasis, kind: 'day' | 'month', from: Period, to: Period): Promise<PeriodFigures[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': kind === 'day' ? salesDayPartition(basis) : salesMonthPartition(basis), ':from': from, ':to': `${to}~` },
  });
  return items.map(periodFiguresOf);
}

/** Replaces a period's item with `figures` (the rebuild's repair; nothing else writes a period whole). */
export async function replacePeriod(basis: ReportBasis, period: Period, part: PeriodPart, figures: PartFigures): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...salesPeriodKey(basis, period, part), type: salesPeriodType, period, part, ...figures.labels, ...figures.counters },
    }),
  );
}

/** Replaces what an order is recorded to have added (the rebuild's repair), keeping the stream position it came from. */
export async function replaceContribution(orderId: string, contribution: Contribution, sequence: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...salesContributionKey(orderId), type: contributionType, sequence, contribution } }));
}

/** Every stored order item, a page at a time (the rebuild's source: it reads the whole table once). */
export async function* scanOrderItems(): AsyncGenerator<StoredItem[]> {
  let startKey: ScanCommandInput['ExclusiveStartKey'];
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#type = :order',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':order': orderItemType },
        ExclusiveStartKey: startKey,
      }),
    );
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** The stream filter of the sales tally, in Lambda's event-filter pattern: orders, new or changed. */
export const salesStreamFilter = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { type: { S: [orderItemType] } } },
};
