/**
 * `npm run bench:alerts` (issue 38): how long from an order reaching the kitchen (an in-person order placed: its
 * POST /orders answered) to its push shown to the kitchen's service worker, p50 and p99 over 50 orders on a throw-away
 * local stack. The path is production's from the table on: the stream's alert consumer, web-push's encrypted request,
 * the push service (here our stand-in, docs/local-push.md), and the browser's `push` event in Chromium, handed over
 * through the DevTools protocol as a browser's push service connection would (tests/e2e/push-delivery.ts).
 *
 * Each order is the first of its minute (the bench clears the alert windows before it): grouping is what the tests
 * prove (tests/integration/alerts.test.ts); this measures one alert's way. Goal: p50 ≤ 1 s.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { startEphemeralStack } from '../../functions/local/stack.ts';

const orders = 50;
const goalP50Ms = 1000;

const stack = await startEphemeralStack();
Object.assign(process.env, {
  API_URL: stack.apiUrl,
  MAILBOX_URL: stack.mailboxUrl,
  PUSH_URL: `${stack.pushUrl}/`,
  DYNAMODB_ENDPOINT: stack.dynamoDbEndpoint,
  TABLE_NAME: stack.tableName,
});
// The fixtures read the stack's addresses when they load.
const { signedInOwner } = await import('../fixtures/owner.ts');
const { signedInCustomer } = await import('../fixtures/signed-in.ts');
const { newLocalSubscription } = await import('../fixtures/push.ts');
const { table, tableName } = await import('../fixtures/menu-table.ts');
const { deliverPushesTo } = await import('../e2e/push-delivery.ts');
const { DeleteCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
const { alertsAnswerSchema } = await import('../../functions/src/alerts/contract/alerts.ts');
const { quoteAnswerSchema, scheduleAnswerSchema, orderSchema } = await import('../../functions/src/orders/contract/order.ts');
const { menu } = await import('../../functions/src/catalogue/seed/menu.ts');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const { owner } = await signedInOwner('Bench Owner');
  const alerts = alertsAnswerSchema.parse((await owner.call('GET', '/owner/alerts')).body);

  // The kitchen's worker, registered in a real browser on the shop's origin.
  const context = await browser.newContext({ permissions: ['notifications'] });
  const page = await context.newPage();
  await page.goto(`${stack.shopUrl}kitchen/manifest.webmanifest`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/spices/kitchen/sw.js', { scope: '/spices/kitchen/' });
    await navigator.serviceWorker.ready;
  });
  const { id, subscription } = await newLocalSubscription(alerts.applicationServerKey);
  const added = await owner.call('POST', '/owner/alerts/devices', { json: { subscription, label: 'Bench tablet' } });
  if (added.status !== 200) throw new Error(`Adding the device answered ${added.status}: ${JSON.stringify(added.body)}`);
  const delivery = await deliverPushesTo(page, `${stack.pushUrl}/`, id, { pollMs: 10 });

  const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
  const noTip = { kind: 'percent', percent: 0 } as const;
  const customers = [];
  for (let index = 0; index < orders; index++) customers.push(await signedInCustomer());

  const latencies: number[] = [];
  for (const [index, who] of customers.entries()) {
    for (const channel of ['push']) {
      const { Items } = await table.send(
        new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `ALERTWINDOW#${channel}` } }),
      );
      for (const item of Items ?? []) await table.send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
    }
    const option = jollof.prices[0]!;
    await who.customer.call('POST', '/cart', {
      json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: option.price, spiciness: 0, size: option.id, quantity: 1 }] },
    });
    const schedule = scheduleAnswerSchema.parse((await who.customer.call('GET', '/orders/schedule?mode=pickup')).body);
    const slots = schedule.days.slice(3).flatMap((day) => day.slots.map((slot) => slot.id));
    const quote = quoteAnswerSchema.parse((await who.customer.call('POST', '/orders/quote', { json: { mode: 'pickup', tip: noTip } })).body);
    const placed = await who.customer.call('POST', '/orders', {
      json: {
        notes: '',
        paymentMethod: 'in-person-card',
        tip: noTip,
        mode: 'pickup',
        phone: '(414) 555-0142',
        when: { kind: 'slot', slotId: slots[index % slots.length] },
        expectedTotalCents: quote.totals.totalCents,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    const placedAt = performance.now();
    if (placed.status !== 201) throw new Error(`Placing order ${index + 1} answered ${placed.status}: ${JSON.stringify(placed.body)}`);
    const { number } = orderSchema.parse(placed.body);
    await delivery.waitForDelivered(index + 1);
    const push = delivery.delivered[index]!;
    if (!(push.text ?? '').includes(number)) throw new Error(`Push ${index + 1} is not order ${number}'s: ${push.text}`);
    latencies.push(performance.now() - placedAt);
  }
  await delivery.stop();

  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
  const [one, five] = loadavg();
  console.log(`Order placed → push at the kitchen's service worker, ${orders} orders (load average ${one!.toFixed(2)}, ${five!.toFixed(2)}):`);
  console.log(`  p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, fastest ${sorted[0]!.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms`);
  console.log(`  goal p50 ≤ ${goalP50Ms} ms: ${at(0.5) <= goalP50Ms ? 'met' : 'NOT met'}`);
  await context.close();
} finally {
  await browser.close();
  await stack.stop();
}
