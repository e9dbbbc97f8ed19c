/**
 * The owner's reports (docs/business-rules.md#the-owners-reports): a set of orders written around a midnight and a
 * DST change gives the exact figures by the day ordered and by the day fulfilled; both exports parse back to the same
 * figures, a formula-looking name arrives as text; replaying the stream's records (twice, and newest first) changes
 * nothing; the rebuild from the orders agrees with the kept totals, and repairs a day that was damaged.
 */
import { randomInt } from 'node:crypto';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import type { DynamoDBRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '@functions/platform/contract/error';
import { business } from '../../functions/src/platform/config/business.ts';
import { addDays } from '../../functions/src/platform/contract/business-clock.ts';
import { todayIn } from '../../functions/src/enquiries/contract/contact.ts';
import { reportHorizonDays, salesReportSchema, type SalesReport } from '../../functions/src/reports/contract/sales-report.ts';
import type { StoredOrder } from '../../functions/src/orders/store/order.ts';
import { salesPeriodKey } from '../../functions/src/platform/table/keys.ts';
import { handler as tallySales } from '../../functions/src/reports/handlers/tally-sales.ts';
import { rebuildSalesDays } from '../../functions/src/reports/use-cases/sales-report.ts';
import { counterNames } from '../../functions/src/reports/rules/sales-report.ts';
import { apiUrl, type Customer } from '../fixtures/api.ts';
import { table, tableName } from '../fixtures/menu-table.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { day, line, orderOf, plantain, writeOrder as write, type Shape } from '../fixtures/report-orders.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

/** The US's autumn change (2007 on): the first Sunday of November, when 2:00 CDT becomes 1:00 CST. */
function autumnChange(year: number): string {
  const first = new Date(Date.UTC(year, 10, 1));
  return day(first.toISOString().slice(0, 10), (7 - first.getUTCDay()) % 7);
}

const formulaName = '=HYPERLINK("https://evil.example/","Click me")';

let owner: Customer;
let S: string;
let orders: Record<string, StoredOrder>;

/**
 * The sales of a range's report: its points and offer e-mails (the points held now are the whole shop's, moved by other
 * files' tests at any moment) are tests/integration/loyalty-points.test.ts's.
 */
async function report(from: string, to: string, basis: 'placed' | 'fulfilled'): Promise<Omit<SalesReport, 'points' | 'offerMails'>> {
  const answer = await owner.call('GET', `/owner/reports?from=${from}&to=${to}&basis=${basis}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { points: _points, offerMails: _offerMails, ...sales } = salesReportSchema.parse(answer.body);
  return sales;
}

beforeAll(async () => {
  owner = (await signedInOwner()).owner;
  // A year no other run on this stack has used (a retry against the same stack must not meet this run's orders),
  // within the shop's life: reports start in the year it opened.
  const years = Array.from({ length: 8 }, (_, i) => business.servingSince + i);
  for (;;) {
    const year = years.splice(randomInt(years.length), 1)[0];
    if (year === undefined) throw new Error(`Every year ${business.servingSince}–${business.servingSince + 7} already has report data on this stack`);
    S = autumnChange(year);
    if ((await report(day(S, -3), day(S, 3), 'placed')).summary.all.orders === 0) break;
  }
  const before = day(S, -1);
  const after = day(S, 1);
  const userId = ulid();
  const shapes: Record<string, Shape> = {
    // 23:59 CDT the day before the range; fulfilled at noon on its first day.
    A: {
      placedAt: `${before}T04:59:00.000Z`,
      slotId: `${before}T17:00:00.000Z`,
      mode: 'pickup',
      pay: 'in-person-cash',
      totals: [2000, 0, 158, 300],
      lines: [line('jollof-rice', 'Jollof Rice', 1, 2000)],
    },
    // 00:01 CDT, the range's first day.
    B: {
      placedAt: `${before}T05:01:00.000Z`,
      slotId: `${before}T18:00:00.000Z`,
      mode: 'pickup',
      pay: 'in-person-card',
      totals: [1500, 0, 119, 0],
      lines: [line('jollof-rice', 'Jollof Rice', 1, 1500)],
    },
    // 01:30 CDT on the change's day, fulfilled at the second 01:30 (CST); charged by card, then $5 refunded.
    C: {
      placedAt: `${S}T06:30:00.000Z`,
      slotId: `${S}T07:30:00.000Z`,
      mode: 'delivery',
      pay: 'card-online',
      totals: [4000, 499, 355, 600],
      lines: [line('jollof-rice', 'Jollof Rice', 1, 2500, [plantain]), line('puff-puff', 'Puff Puff', 2, 1500)],
      status: 'accepted',
      card: {
        state: 'charged',
        capturedCents: 5454,
        refundedCents: 500,
        refunds: [{ amountCents: 500, at: `${S}T20:00:00.000Z`, reason: 'A side was missing' }],
      },
    },
    // 01:45 CST (after the change), fulfilled at 23:30 CST the same day; card held.
    D: {
      placedAt: `${S}T07:45:00.000Z`,
      slotId: `${after}T05:30:00.000Z`,
      mode: 'delivery',
      pay: 'card-online',
      totals: [3000, 499, 276, 450],
      lines: [line('jollof-rice', 'Jollof Rice', 2, 3000, [plantain])],
      card: { state: 'held' },
    },
    // Cancelled by the kitchen.
    E: {
      placedAt: `${after}T15:00:00.000Z`,
      slotId: `${after}T18:00:00.000Z`,
      mode: 'pickup',
      pay: 'in-person-cash',
      totals: [1000, 0, 79, 0],
      lines: [line('jollof-rice', 'Jollof Rice', 1, 1000)],
      status: 'cancelled',
      cancelReason: 'Kitchen closed early',
    },
    // A customer whose name looks like a formula; fulfilled at 00:30 the day after the range.
    F: {
      placedAt: `${after}T16:00:00.000Z`,
      slotId: `${day(S, 2)}T06:30:00.000Z`,
      mode: 'pickup',
      pay: 'in-person-cash',
      totals: [2500, 0, 198, 375],
      lines: [line('jollof-rice', 'Jollof Rice', 1, 2500, [plantain])],
      name: formulaName,
    },
    // A card payment never completed, and one still on the card page: neither counts.
    G: {
      placedAt: `${after}T17:00:00.000Z`,
      slotId: `${after}T20:00:00.000Z`,
      mode: 'pickup',
      pay: 'card-online',
      totals: [999, 0, 79, 0],
      lines: [line('jollof-rice', 'Jollof Rice', 1, 999)],
      status: 'cancelled',
      card: { state: 'abandoned' },
      cancelReason: 'The card payment was not completed',
    },
    H: {
      placedAt: `${after}T17:30:00.000Z`,
      slotId: `${after}T20:00:00.000Z`,
      mode: 'pickup',
      pay: 'card-online',
      totals: [888, 0, 70, 0],
      lines: [line('jollof-rice', 'Jollof Rice', 1, 888)],
      status: 'awaiting-payment',
      card: { state: 'awaiting' },
    },
  };
  orders = Object.fromEntries(Object.entries(shapes).map(([key, shape]) => [key, orderOf(shape, userId)]));
  // C is written first as it was placed (no refund yet), then changed: two stream records for one order.
  const cFirst: StoredOrder = { ...orders.C!, cardPayment: { ...orders.C!.cardPayment!, refundedCents: 0, refunds: [] } };
  await write(cFirst);
  for (const order of Object.values(orders)) await write(order);
  // The barrier: the stream's tally has taken every order (the last write is H's, which adds nothing; F's is before it).
  await vi.waitFor(
    async () => {
      const placed = await report(day(S, -1), day(S, 1), 'placed');
      expect([placed.summary.all.refundCents, placed.summary.all.orders, placed.cancelled.orders]).toEqual([500, 4, 1]);
    },
    { timeout: 20_000, interval: 200 },
  );
});

const range = () => ({ from: day(S, -1), to: day(S, 1) });

describe('a range read by the day ordered', () => {
  it('gives the sales, their splits, the cancelled orders and the pictures to the cent', async () => {
    const answer = await report(range().from, range().to, 'placed');
    // B, C, D and F (A was ordered the evening before; E was cancelled; G and H never counted).
    expect(answer.summary.all).toEqual({
      orders: 4,
      itemSalesCents: 11_000,
      discountCents: 0,
      refundCents: 500,
      netSalesCents: 10_500,
      taxCents: 948,
      tipCents: 1_425,
      deliveryFeeCents: 998,
      // C's charge less its refund is in; B's and F's are due in person, D's card is only held.
      collectedCents: 4_954,
      expectedCents: 8_917,
      averageOrderCents: 2_625,
    });
    expect(answer.summary.byMode.pickup).toMatchObject({
      orders: 2,
      itemSalesCents: 4_000,
      refundCents: 0,
      taxCents: 317,
      tipCents: 375,
      collectedCents: 0,
      expectedCents: 4_692,
    });
    expect(answer.summary.byMode.delivery).toMatchObject({
      orders: 2,
      itemSalesCents: 7_000,
      refundCents: 500,
      netSalesCents: 6_500,
      deliveryFeeCents: 998,
      collectedCents: 4_954,
      expectedCents: 4_225,
    });
    expect(answer.summary.byPayment.card).toEqual(answer.summary.byMode.delivery);
    expect(answer.summary.byPayment['in-person']).toEqual(answer.summary.byMode.pickup);
    expect(answer.cancelled).toEqual({ orders: 1, valueCents: 1_079, reasons: [{ reason: 'Kitchen closed early', orders: 1 }] });
    expect(answer.days).toEqual([
      { date: day(S, -1), orders: 1, netSalesCents: 1_500 },
      { date: S, orders: 2, netSalesCents: 6_500 },
      { date: day(S, 1), orders: 1, netSalesCents: 2_500 },
    ]);
    // The change's day is a Sunday; its neighbours Saturday and Monday.
    expect(answer.weekdays.filter((weekday) => weekday.orders > 0)).toEqual([
      { weekday: 'Monday', orders: 1 },
      { weekday: 'Saturday', orders: 1 },
      { weekday: 'Sunday', orders: 2 },
    ]);
    // B at 00:01; C at 01:30 CDT and D at 01:45 CST, both in the hour after one; F at 10:00.
    expect(answer.hours.filter((hour) => hour.orders > 0)).toEqual([
      { hour: 0, orders: 1 },
      { hour: 1, orders: 2 },
      { hour: 10, orders: 1 },
    ]);
    expect(answer.dishes).toEqual([
      {
        dishId: 'jollof-rice',
        name: 'Jollof Rice',
        category: 'entrée',
        quantity: 5,
        salesCents: 9_500,
        extras: [{ ingredientId: plantain.id, name: 'Fried plantain', quantity: 4, salesCents: 1_000 }],
      },
      { dishId: 'puff-puff', name: 'Puff Puff', category: 'dessert', quantity: 2, salesCents: 1_500, extras: [] },
    ]);
    expect(answer.categories).toEqual([
      { category: 'entrée', quantity: 5, salesCents: 9_500 },
      { category: 'dessert', quantity: 2, salesCents: 1_500 },
    ]);
    // At most two items a day (the day's totals and its dish mix).
    expect(answer.itemsRead).toBeLessThanOrEqual(6);
  });

  it('reads the whole months of a longer range from their month items, with the same figures as from the days', async () => {
    // Every order here lies within two days of S; S ± 40 days covers October and November whole, whatever the year.
    for (const basis of ['placed', 'fulfilled'] as const) {
      const [narrow, wide] = await Promise.all([report(day(S, -5), day(S, 5), basis), report(day(S, -40), day(S, 40), basis)]);
      const { range: _narrowRange, days: narrowDays, itemsRead: narrowItems, ...narrowFigures } = narrow;
      const { range: _wideRange, days: wideDays, itemsRead: wideItems, ...wideFigures } = wide;
      expect(wideFigures).toEqual(narrowFigures);
      const withOrders = (days: SalesReport['days']) => days.filter((entry) => entry.orders > 0);
      expect(withOrders(wideDays)).toEqual(withOrders(narrowDays));
      expect(withOrders(narrowDays).length).toBeGreaterThan(0);
      // The months' totals and dish mixes, however many days of them had orders.
      expect(wideItems).toBeLessThanOrEqual(4);
      expect(narrowItems).toBeGreaterThan(wideItems);
    }
  });
});

describe("a range outside the shop's life", () => {
  it('is a 400 with a sentence naming the field: before the year the shop opened, or past a year from today (a report or a download)', async () => {
    const today = todayIn(business.timeZone);
    const refusals: [string, string, RegExp][] = [
      [`/owner/reports?from=0000-01-01&to=0000-12-31`, 'query.from', /A report starts on 2018-01-01 or later: the shop opened in 2018/],
      [`/owner/reports?from=2017-12-31&to=2018-01-05`, 'query.from', /starts on 2018-01-01/],
      [`/owner/reports?from=${today}&to=${addDays(today, reportHorizonDays + 1)}`, 'query.to', /ends at most 366 days from today/],
      [`/owner/reports?from=9999-01-01&to=9999-12-31`, 'query.to', /ends at most/],
      [`/owner/reports/export?kind=orders&from=0000-01-01&to=0000-03-31`, 'query.from', /starts on 2018-01-01/],
    ];
    for (const [path, field, sentence] of refusals) {
      const answer = await owner.call('GET', path);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(400);
      const { error } = errorBodySchema.parse(answer.body);
      expect(error.details?.find((detail) => detail.path === field)?.message, path).toMatch(sentence);
    }
    // Its first day and the horizon itself are in.
    expect((await owner.call('GET', `/owner/reports?from=2018-01-01&to=2018-01-31`)).status).toBe(200);
    expect((await owner.call('GET', `/owner/reports?from=${today}&to=${addDays(today, reportHorizonDays)}&basis=fulfilled`)).status).toBe(200);
  });
});

describe('the same range read by the day fulfilled', () => {
  it('counts A (fulfilled at noon on the first day) and not F (fulfilled after midnight, the day after)', async () => {
    const answer = await report(range().from, range().to, 'fulfilled');
    expect(answer.summary.all).toEqual({
      orders: 4,
      itemSalesCents: 10_500,
      discountCents: 0,
      refundCents: 500,
      netSalesCents: 10_000,
      taxCents: 908,
      tipCents: 1_350,
      deliveryFeeCents: 998,
      collectedCents: 4_954,
      expectedCents: 8_302,
      averageOrderCents: 2_500,
    });
    expect(answer.days.map((entry) => entry.orders)).toEqual([2, 2, 0]);
    // A at noon, B at 1 p.m.; C at the second 01:30; D at 23:30.
    expect(answer.hours.filter((hour) => hour.orders > 0).map((hour) => hour.hour)).toEqual([1, 12, 13, 23]);
    expect(answer.cancelled.orders).toBe(1);
  });
});

describe('the exports', () => {
  async function download(kind: 'orders' | 'lines', basis: 'placed' | 'fulfilled') {
    const answer = await owner.call<string>('GET', `/owner/reports/export?kind=${kind}&from=${range().from}&to=${range().to}&basis=${basis}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="spices-${kind}-${basis}-${range().from}-to-${range().to}.csv"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // A byte-order mark for Excel (fetch's text() drops it, so the bytes are read), and CRLF line ends.
    const bytes = Buffer.from(
      await (
        await fetch(`${apiUrl}/owner/reports/export?kind=${kind}&from=${range().from}&to=${range().to}&basis=${basis}`, {
          headers: { cookie: owner.cookie, 'cloudfront-viewer-address': `[${owner.clientAddress}]:443` },
        })
      ).arrayBuffer(),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('\r\n');
    return parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
  }
  const cents = (value: string | undefined) => Math.round(Number(value) * 100);

  it('covers at most a quarter in one file, and says so for a longer range', async () => {
    const quarter = await owner.call<string>('GET', `/owner/reports/export?kind=orders&from=${day(S, -91)}&to=${S}&basis=placed`);
    expect(quarter.status).toBe(200);
    const longer = await owner.call('GET', `/owner/reports/export?kind=orders&from=${day(S, -92)}&to=${S}&basis=placed`);
    expect(longer.status).toBe(400);
    expect(JSON.stringify(longer.body)).toContain('at most 92 days');
  });

  it('the orders export has one row an order and adds up to the report', async () => {
    const rows = await download('orders', 'placed');
    expect(rows.map((row) => row.Order)).toEqual(['B', 'C', 'D', 'E', 'F'].map((key) => orders[key]!.number));
    const sales = rows.filter((row) => row.Status !== 'Cancelled');
    const answer = await report(range().from, range().to, 'placed');
    const sum = (column: string) => sales.reduce((total, row) => total + cents(row[column]), 0);
    expect(sum('Item sales')).toBe(answer.summary.all.itemSalesCents);
    expect(sum('Tax')).toBe(answer.summary.all.taxCents);
    expect(sum('Tip')).toBe(answer.summary.all.tipCents);
    expect(sum('Delivery fee')).toBe(answer.summary.all.deliveryFeeCents);
    expect(sum('Refunded')).toBe(answer.summary.all.refundCents);
    const column = (name: string) => Object.keys(rows[0]!).find((key) => key.startsWith(`${name} (`))!;
    expect(sum(column('Collected'))).toBe(answer.summary.all.collectedCents);
    expect(sum(column('Expected'))).toBe(answer.summary.all.expectedCents);
    const cancelled = rows.find((row) => row.Status === 'Cancelled')!;
    expect(cancelled).toMatchObject({ 'Cancel reason': 'Kitchen closed early', Total: '10.79', 'Paid by': 'Cash, in person' });
    const c = rows.find((row) => row.Order === orders.C!.number)!;
    // 01:30 CDT placed, fulfilled at the second 01:30 (CST), local times as a spreadsheet reads them.
    expect(c).toMatchObject({ Placed: `${S} 01:30`, Fulfilment: `${S} 01:30`, Mode: 'Delivery', 'Paid by': 'Card, online', Refunded: '5.00' });
    // The formula-looking name is text: a spreadsheet shows it and runs nothing.
    expect(rows.find((row) => row.Order === orders.F!.number)!.Customer).toBe(`'${formulaName}`);
  });

  it('the lines export has one row a line, with its size, spice level, extras and what was left out', async () => {
    const rows = await download('lines', 'fulfilled');
    // A, B, C (two lines), D and E by the day fulfilled.
    expect(rows).toHaveLength(6);
    const sales = rows.filter((row) => row.Status !== 'Cancelled');
    expect(sales.reduce((total, row) => total + cents(row['Line total']), 0)).toBe(
      (await report(range().from, range().to, 'fulfilled')).summary.all.itemSalesCents,
    );
    expect(rows.find((row) => row.Dish === 'Jollof Rice' && row.Quantity === '2')).toMatchObject({
      Size: 'Medium · 1 bowl',
      'Unit price': '15.00',
      'Line total': '30.00',
      'Spice level': '2 flames',
      Extras: 'Fried plantain ($2.50)',
      Removed: 'Onion',
    });
  });

  it('both exports say what the screens say: statuses, ways to pay, pickup or delivery, and each extra with its price', async () => {
    const rows = await download('orders', 'placed');
    const row = (key: string) => rows.find((entry) => entry.Order === orders[key]!.number)!;
    // B is new ("Received" on the board and the customer's page, never `placed`); C accepted; E cancelled.
    expect([row('B').Status, row('C').Status, row('D').Status, row('E').Status]).toEqual(['Received', 'Accepted', 'Received', 'Cancelled']);
    expect([row('B')['Paid by'], row('C')['Paid by'], row('F')['Paid by']]).toEqual(['Card, in person', 'Card, online', 'Cash, in person']);
    expect([row('B').Mode, row('D').Mode]).toEqual(['Pickup', 'Delivery']);
    const lines = await download('lines', 'placed');
    expect(lines.map((line) => line.Status)).not.toContain('placed');
    // C's jollof with its extra at $2.50 a dish; its puff puff without one.
    const ofC = lines.filter((line) => line.Order === orders.C!.number);
    expect(ofC.map((line) => [line.Dish, line.Extras, line.Status])).toEqual([
      ['Jollof Rice', 'Fried plantain ($2.50)', 'Accepted'],
      ['Puff Puff', '', 'Accepted'],
    ]);
  });
});

/** The stream's records of this test's orders, read from DynamoDB Local's stream from its start, oldest first. */
async function streamRecordsOfOurOrders(): Promise<DynamoDBRecord[]> {
  const config = { region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
  const { Table } = await new DynamoDBClient(config).send(new DescribeTableCommand({ TableName: tableName }));
  const streams = new DynamoDBStreamsClient(config);
  const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: Table!.LatestStreamArn! }));
  const ours = new Set(Object.values(orders).map((order) => order.orderId));
  const records: DynamoDBRecord[] = [];
  for (const shard of StreamDescription?.Shards ?? []) {
    let iterator = (
      await streams.send(new GetShardIteratorCommand({ StreamArn: Table!.LatestStreamArn!, ShardId: shard.ShardId!, ShardIteratorType: 'TRIM_HORIZON' }))
    ).ShardIterator;
    while (iterator) {
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      for (const record of page.Records ?? []) {
        const image = record.dynamodb?.NewImage;
        if (image?.type?.S === 'order' && ours.has(image.orderId?.S ?? '')) {
          records.push({
            eventName: record.eventName,
            dynamodb: { NewImage: image as never, SequenceNumber: record.dynamodb!.SequenceNumber },
          } as DynamoDBRecord);
        }
      }
      // An open shard answers an iterator with nothing more: the end of what is there now.
      if ((page.Records ?? []).length === 0) break;
      iterator = page.NextShardIterator;
    }
  }
  return records;
}

/** Whether the record only added a line to its order's alert log: the same status as its order's record before it, and one more line. */
function isAlertLogLine(record: DynamoDBRecord, records: DynamoDBRecord[]): boolean {
  const image = record.dynamodb?.NewImage as Record<string, { S?: string; L?: unknown[] }> | undefined;
  const index = records.indexOf(record);
  const before = records
    .slice(0, index)
    .reverse()
    .find((each) => (each.dynamodb?.NewImage as Record<string, { S?: string }> | undefined)?.orderId?.S === image?.orderId?.S)?.dynamodb?.NewImage as
    Record<string, { S?: string; L?: unknown[] }> | undefined;
  if (!image || !before) return false;
  return image.status?.S === before.status?.S && (image.alerts?.L?.length ?? 0) === (before.alerts?.L?.length ?? 0) + 1;
}

describe('the stream delivering again', () => {
  it('adds nothing when every record of the orders is delivered twice, and nothing when an older one comes after a newer', async () => {
    const before = await Promise.all([report(range().from, range().to, 'placed'), report(range().from, range().to, 'fulfilled')]);
    const records = await streamRecordsOfOurOrders();
    // Every order's write, and C's second; besides them, the kitchen's alerts may add a line to a new order's alert log
    // (docs/business-rules.md#the-ladder), a change the tally reads like any other.
    expect(records.filter((record) => !isAlertLogLine(record, records)).length).toBe(Object.keys(orders).length + 1);
    await tallySales({ Records: records });
    await tallySales({ Records: records });
    await tallySales({ Records: [...records].reverse() });
    const after = await Promise.all([report(range().from, range().to, 'placed'), report(range().from, range().to, 'fulfilled')]);
    expect(after).toEqual(before);
  });
});

describe('the rebuild from the orders', () => {
  const around = () => ({ from: day(S, -3), to: day(S, 3) });

  it('agrees with the kept totals', async () => {
    expect(await rebuildSalesDays(around())).toMatchObject({ differences: [], repaired: false });
  });

  it('names a damaged day, and with repair puts it back as the orders say', async () => {
    const good = await report(range().from, range().to, 'placed');
    await table.send(
      new UpdateCommand({
        TableName: tableName,
        Key: salesPeriodKey('placed', S, 'totals'),
        UpdateExpression: 'ADD #tips :extra',
        ExpressionAttributeNames: { '#tips': counterNames.sale('delivery', 'card', 'tips') },
        ExpressionAttributeValues: { ':extra': 700 },
      }),
    );
    expect((await report(range().from, range().to, 'placed')).summary.all.tipCents).toBe(good.summary.all.tipCents + 700);
    const found = await rebuildSalesDays(around());
    expect(found.differences).toEqual([`placed|${S}|totals: s|delivery|card|tips kept 1750, orders say 1050`]);
    expect((await rebuildSalesDays({ ...around(), repair: true })).repaired).toBe(true);
    expect(await report(range().from, range().to, 'placed')).toEqual(good);
    expect((await rebuildSalesDays(around())).differences).toEqual([]);
  });
});
