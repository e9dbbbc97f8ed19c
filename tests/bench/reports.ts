/**
 * `npm run bench:reports`: whether a report's cost grows with the orders (issue 25). Starts its own throw-away stack
 * (without the stream's tally: it fills the days and months itself), writes a year of orders (30–150 a day, seeded by TEST_SEED,
 * lunch to evening, pickup and delivery, card and in person, a few cancelled), fills the per-day and per-month totals
 * from them as the rebuild computes them, and checks with the rebuild that the kept totals and the orders agree. Then, signed in as an
 * owner, sends ROUNDS (default 50) of GET /api/owner/reports for the last month and for the last year, by the day
 * ordered, and prints p50 and p99 of each and the number of items each read; then each export of a month and of a
 * quarter (the longest one download covers) once, with its time, its size and whether it came inline or by a link, and
 * the largest export's size against Lambda's 6 MB. Prints figures; asserts nothing.
 */
import { loadavg } from 'node:os';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ulid } from 'ulid';
import { addDays, localToInstant } from '../../functions/src/platform/contract/business-clock.ts';
import type { OrderLine } from '../../functions/src/orders/contract/order.ts';
import { startEphemeralStack } from '../../functions/local/stack.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const rounds = Number(process.env.ROUNDS ?? 50);
const warmUp = 5;

// The deployed threshold, not the test stack's few KB: a month's file is answered as it would be in AWS.
process.env.EXPORT_INLINE_MAX_BYTES ??= '1000000';
const stack = await startEphemeralStack(undefined, { salesTally: false });
Object.assign(process.env, {
  API_URL: stack.apiUrl,
  MAILBOX_URL: stack.mailboxUrl,
  DYNAMODB_ENDPOINT: stack.dynamoDbEndpoint,
  TABLE_NAME: stack.tableName,
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
});
// After the environment is set: these read it when they load.
const { orderToItem } = await import('../../functions/src/orders/store/order.ts');
const { replacePeriod } = await import('../../functions/src/reports/store/sales-days.ts');
const { contributionOf, parsePartKey, sumContributions } = await import('../../functions/src/reports/rules/sales-report.ts');
const { rebuildSalesDays } = await import('../../functions/src/reports/use-cases/sales-report.ts');
const { businessToday } = await import('../../web/src/features/reports/report-range.ts');
const { seededRandom } = await import('../fixtures/seeded-random.ts');
const { signedInOwner } = await import('../fixtures/owner.ts');
type StoredOrder = import('../../functions/src/orders/store/order.ts').StoredOrder;

const random = () => seededRandom('bench:reports');
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: 'us-east-1', endpoint: stack.dynamoDbEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  { marshallOptions: { removeUndefinedValues: true } },
);

function lineOf(): OrderLine {
  const dish = pick(menu);
  const price = pick(dish.prices);
  const extra = dish.optionalIngredients.length > 0 && random() < 0.3 ? [pick(dish.optionalIngredients)] : [];
  const quantity = 1 + Math.floor(random() * 3);
  const unitPriceCents = price.price + extra.reduce((sum, ingredient) => sum + ingredient.price, 0);
  return {
    lineId: ulid(),
    dishId: dish.id,
    name: dish.name,
    image: `art/${dish.id}.webp`,
    blurHash: 'L',
    size: price.size,
    sizeId: price.id,
    amount: price.amount,
    catering: false,
    spiciness: Math.floor(random() * 4),
    ingredients: extra.map((ingredient) => ({ id: ingredient.id, ingredient: ingredient.ingredient, price: ingredient.price })),
    removedIngredients: [],
    quantity,
    unitPriceCents,
    lineTotalCents: unitPriceCents * quantity,
  };
}

function orderOn(date: string): StoredOrder {
  const placed = localToInstant(date, 11 * 60 + Math.floor(random() * 600));
  const slotId = new Date(Math.ceil((placed + (30 + random() * 60) * 60_000) / 900_000) * 900_000).toISOString();
  const mode = random() < 0.35 ? 'delivery' : 'pickup';
  const paymentMethod = pick(['card-online', 'in-person-card', 'in-person-cash'] as const);
  const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, lineOf);
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const deliveryFeeCents = mode === 'delivery' ? 499 : 0;
  const taxCents = Math.round((subtotalCents + deliveryFeeCents) * 0.079);
  const tipCents = Math.round(subtotalCents * pick([0, 0.15, 0.18, 0.2]));
  const totalCents = subtotalCents + deliveryFeeCents + taxCents + tipCents;
  const cancelled = random() < 0.03;
  const status = cancelled ? 'cancelled' : 'completed';
  const placedAt = new Date(placed).toISOString();
  const orderId = ulid(placed);
  return {
    orderId,
    number: orderId.slice(-6),
    userId: `bench-${Math.floor(random() * 2000)}`,
    placedAt,
    status,
    history: [{ status, at: placedAt }],
    mode,
    asap: false,
    slotId,
    address: null,
    lines,
    cartLines: [],
    totals: { subtotalCents, deliveryFeeCents, taxCents, tipCents, totalCents, taxRateBasisPoints: 790 },
    notes: '',
    paymentMethod,
    paymentStatus: paymentMethod === 'card-online' ? 'online' : 'paid',
    ...(paymentMethod === 'card-online'
      ? { cardPayment: { state: 'charged', amountCents: totalCents, capturedCents: totalCents, refundedCents: 0, refunds: [], capture: 'on-accept' } }
      : {}),
    customer: { name: 'Bench Customer', email: 'bench@example.com', phone: null },
    ...(cancelled ? { cancelReason: pick(['Sold out of the dish', 'Customer asked to cancel', 'Kitchen closed early']) } : {}),
  };
}

async function writeAll(orders: StoredOrder[]): Promise<void> {
  const batches: StoredOrder[][] = [];
  for (let i = 0; i < orders.length; i += 25) batches.push(orders.slice(i, i + 25));
  const writeBatch = async (batch: StoredOrder[]) => {
    let requests: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> | undefined = {
      [stack.tableName]: batch.map((order) => ({ PutRequest: { Item: orderToItem(order) } })),
    };
    while (requests && Object.keys(requests).length > 0) {
      const answer = await table.send(new BatchWriteCommand({ RequestItems: requests }));
      requests = answer.UnprocessedItems as typeof requests;
    }
  };
  for (let i = 0; i < batches.length; i += 4) await Promise.all(batches.slice(i, i + 4).map(writeBatch));
}

const today = businessToday();
const firstDay = addDays(today, -365);
const orders: StoredOrder[] = [];
for (let date = firstDay; date < today; date = addDays(date, 1)) {
  const count = 30 + Math.floor(random() * 121);
  for (let i = 0; i < count; i++) orders.push(orderOn(date));
}
let started = performance.now();
await writeAll(orders);
console.log(`Wrote ${orders.length} orders over 365 days in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

started = performance.now();
const periods = sumContributions(orders.map(contributionOf));
for (const [key, figures] of Object.entries(periods)) {
  const { basis, period, part } = parsePartKey(key);
  await replacePeriod(basis, period, part, figures);
}
console.log(`Filled ${Object.keys(periods).length} day and month items in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

started = performance.now();
const rebuilt = await rebuildSalesDays();
console.log(
  `Rebuild check: read ${rebuilt.orders} orders, ${rebuilt.differences.length} difference(s), in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);

const { owner } = await signedInOwner('Bench Owner');
const quantile = (sorted: readonly number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;

async function measure(label: string, from: string, to: string) {
  const path = `/owner/reports?from=${from}&to=${to}&basis=placed`;
  let itemsRead = 0;
  let orderCount = 0;
  const times: number[] = [];
  for (let i = 0; i < warmUp + rounds; i++) {
    const begun = performance.now();
    const answer = await owner.call<{ itemsRead: number; summary: { all: { orders: number } } }>('GET', path);
    const ms = performance.now() - begun;
    if (answer.status !== 200) throw new Error(`${label} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
    itemsRead = answer.body.itemsRead;
    orderCount = answer.body.summary.all.orders;
    if (i >= warmUp) times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(12)} ${String(orderCount).padStart(6)} orders  p50 ${quantile(times, 0.5).toFixed(1).padStart(7)} ms  p99 ${quantile(times, 0.99).toFixed(1).padStart(7)} ms  items read ${itemsRead}`,
  );
}

/** The largest export's size, against the 6 MB a Lambda may answer (a larger file than the threshold goes by a link). */
let largestExport = { label: '', bytes: 0 };

/** One export of a range: its time and size, and whether it came inline (200) or by a link (303, then the file read). */
async function measureExport(label: string, kind: 'orders' | 'lines', from: string, to: string) {
  const begun = performance.now();
  const answer = await owner.call<string | { url: string; bytes: number }>('GET', `/owner/reports/export?kind=${kind}&from=${from}&to=${to}&basis=placed`);
  const bytes =
    answer.status === 303
      ? (await (await fetch(answer.headers.get('location')!)).arrayBuffer()).byteLength
      : Buffer.byteLength(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  const ms = performance.now() - begun;
  if (bytes > largestExport.bytes) largestExport = { label, bytes };
  console.log(
    `${label.padEnd(20)} ${String(answer.status).padStart(4)} ${answer.status === 303 ? 'link  ' : 'inline'}  ${ms.toFixed(0).padStart(6)} ms  ${(bytes / 1_000_000).toFixed(2).padStart(6)} MB`,
  );
}

console.log(`\nGET /api/owner/reports, ${rounds} rounds each after ${warmUp} to warm up:`);
await measure('a month', addDays(today, -30), addDays(today, -1));
await measure('a year', firstDay, addDays(today, -1));

console.log('\nGET /api/owner/reports/export, once each:');
for (const kind of ['orders', 'lines'] as const) {
  await measureExport(`${kind}, a month`, kind, addDays(today, -30), addDays(today, -1));
  await measureExport(`${kind}, a quarter`, kind, addDays(today, -92), addDays(today, -1));
}
console.log(
  `\nLargest export: ${largestExport.label}, ${(largestExport.bytes / 1_000_000).toFixed(2)} MB, ${((largestExport.bytes / 6_000_000) * 100).toFixed(0)} % of the 6 MB a Lambda may answer (files over 1 MB go by a 5-minute link instead).`,
);
console.log(
  `\nload average (1, 5, 15 min): ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`,
);
await stack.stop();
process.exit(0);
