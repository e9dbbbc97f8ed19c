/**
 * The owner's reports in the table (docs/business-rules.md#the-owners-reports): per-day items under one partition
 * per date basis (keys.ts `salesDayKey`), each a day's counters as top-level number attributes (so DynamoDB can ADD
 * to them) and its labels as strings; and per order, the contribution it last added (`salesContributionKey`) with
 * the stream sequence number it came from. A change is one transaction: the contribution, conditional on the one
 * read, and the days' differences, so the totals never count an order twice or half.
 */
import { GetCommand, PutCommand, ScanCommand, type ScanCommandInput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { ReportBasis } from '../contracts/sales-report.ts';
import { isFigureName, parsePartKey, type Contribution, type DayFigures, type DayPart, type PartFigures } from '../domain/sales-report.ts';
import { failedOnCondition, sendTransaction } from './cancelled-transaction.ts';
import { db, tableName } from './client.ts';
import { salesContributionKey, salesDayKey, salesDayPartition } from './keys.ts';
import { orderItemType } from './order.ts';
import { queryAll } from './query.ts';
import { parseItem, type StoredItem } from './stored-item.ts';

const salesDayType = 'salesDay';
const contributionType = 'salesContribution';

const partFiguresSchema = z.object({ counters: z.record(z.string(), z.number()), labels: z.record(z.string(), z.string()) });
const contributionItemSchema = z.object({ sequence: z.string(), contribution: z.record(z.string(), partFiguresSchema) });
export type KeptContribution = z.infer<typeof contributionItemSchema>;

export async function readContribution(orderId: string): Promise<KeptContribution | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: salesContributionKey(orderId), ConsistentRead: true }));
  return Item ? parseItem(contributionItemSchema, 'sales contribution', Item) : undefined;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The update of one day's item: ADD each counter's difference, SET each label. */
function dayUpdate(key: string, figures: PartFigures): TransactItem {
  const { basis, date, part } = parsePartKey(key);
  const names: Record<string, string> = { '#type': 'type', '#date': 'date', '#part': 'part' };
  const values: Record<string, unknown> = { ':type': salesDayType, ':date': date, ':part': part };
  const sets = ['#type = :type', '#date = :date', '#part = :part'];
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
      Key: salesDayKey(basis, date, part),
      UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Keeps `contribution` (from stream record `sequence`) as what the order has added, and adds `change` to the days.
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
    await sendTransaction({ TransactItems: [put, ...Object.entries(input.change).map(([key, figures]) => dayUpdate(key, figures))] });
    return 'kept';
  } catch (error) {
    if (failedOnCondition(error)) return 'moved';
    throw error;
  }
}

function dayFiguresOf(item: StoredItem): DayFigures {
  const counters: Record<string, number> = {};
  const labels: Record<string, string> = {};
  for (const [name, value] of Object.entries(item)) {
    if (!isFigureName(name)) continue;
    if (typeof value === 'number') counters[name] = value;
    else if (typeof value === 'string') labels[name] = value;
  }
  return { date: String(item.date), part: item.part as DayPart, counters, labels };
}

/** The stored days of a range, oldest first (one Query: at most two items a day). */
export async function readDays(basis: ReportBasis, from: string, to: string): Promise<DayFigures[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': salesDayPartition(basis), ':from': from, ':to': `${to}~` },
  });
  return items.map(dayFiguresOf);
}

/** Replaces a day's item with `figures` (the rebuild's repair; nothing else writes a day whole). */
export async function replaceDay(basis: ReportBasis, date: string, part: DayPart, figures: PartFigures): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...salesDayKey(basis, date, part), type: salesDayType, date, part, ...figures.labels, ...figures.counters },
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
