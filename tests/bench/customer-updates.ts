/**
 * `npm run bench:updates` (issue 39, the twin of bench:alerts): how long from the kitchen changing an order (the owner's
 * accept answered) to (a) its push shown to the customer's service worker and (b) the customer's open order page saying
 * so without a reload, p50 and p99 over 50 orders on a throw-away local stack. The push's path is production's from the
 * table on: the stream's outbox consumer, web-push's encrypted request, the push service (our stand-in,
 * docs/local-push.md) and the browser's `push` event in Chromium, handed over through the DevTools protocol
 * (tests/e2e/push-delivery.ts). The page's is its own following of an open order (web/src/api/orders.ts).
 * Goals: push p50 ≤ 1 s, page p50 ≤ 2 s.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { startEphemeralStack } from '../../functions/local/stack.ts';

const orders = 50;
const goals = { pushP50Ms: 1000, pageP50Ms: 2000 };

const stack = await startEphemeralStack();
Object.assign(process.env, {
  SHOP_URL: stack.shopUrl,
  API_URL: stack.apiUrl,
  MAILBOX_URL: stack.mailboxUrl,
  PUSH_URL: `${stack.pushUrl}/`,
  DYNAMODB_ENDPOINT: stack.dynamoDbEndpoint,
  TABLE_NAME: stack.tableName,
});
// The fixtures read the stack's addresses when they load.
const { signedInOwner } = await import('../fixtures/owner.ts');
const { signInBrowser } = await import('../fixtures/signed-in.ts');
const { newLocalSubscription } = await import('../fixtures/push.ts');
const { deliverPushesTo } = await import('../e2e/push-delivery.ts');
const { notificationsAnswerSchema } = await import('../../functions/src/messaging/contract/customer-updates.ts');
const { quoteAnswerSchema, scheduleAnswerSchema, orderSchema } = await import('../../functions/src/orders/contract/order.ts');
const { menu } = await import('../../functions/src/catalogue/seed/menu.ts');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const { owner } = await signedInOwner('Bench Owner');
  const context = await browser.newContext({ permissions: ['notifications'], baseURL: stack.shopUrl });
  const who = await signInBrowser(context, { name: 'Bench Customer' });
  const page = await context.newPage();

  // The account's worker, registered in a real browser on the shop's origin, and this customer's device.
  await page.goto(`${stack.shopUrl}account/manifest.webmanifest`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/spices/account/sw.js', { scope: '/spices/account/' });
    await navigator.serviceWorker.ready;
  });
  const settings = notificationsAnswerSchema.parse((await who.customer.call('GET', '/account/notifications')).body);
  const { id, subscription } = await newLocalSubscription(settings.applicationServerKey);
  const added = await who.customer.call('POST', '/account/notifications/devices', { json: { subscription, label: 'Bench phone' } });
  if (added.status !== 201) throw new Error(`Adding the device answered ${added.status}: ${JSON.stringify(added.body)}`);
  const delivery = await deliverPushesTo(page, `${stack.pushUrl}/`, id, { pollMs: 10, scope: new URL('account/', stack.shopUrl).href });

  const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
  const option = jollof.prices[0]!;
  const noTip = { kind: 'percent', percent: 0 } as const;
  const toPush: number[] = [];
  const toPage: number[] = [];
  for (let index = 0; index < orders; index++) {
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
    if (placed.status !== 201) throw new Error(`Placing order ${index + 1} answered ${placed.status}: ${JSON.stringify(placed.body)}`);
    const order = orderSchema.parse(placed.body);
    await page.goto(`${stack.shopUrl}account/order-details/${order.orderId}`);
    await page.getByText('Received: waiting for the kitchen to accept it.').waitFor();

    const accepted = await owner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId: who.userId, action: 'accept' } });
    const changedAt = performance.now();
    if (accepted.status !== 200) throw new Error(`Accepting order ${index + 1} answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
    await Promise.all([
      delivery.waitForDelivered(index + 1).then(() => {
        toPush.push(performance.now() - changedAt);
        const push = delivery.delivered[index]!;
        if (!(push.text ?? '').includes(order.number)) throw new Error(`Push ${index + 1} is not order ${order.number}'s: ${push.text}`);
      }),
      page
        .getByText(/^Accepted: ready for pickup at/)
        .waitFor()
        .then(() => toPage.push(performance.now() - changedAt)),
    ]);
  }
  await delivery.stop();

  const [one, five] = loadavg();
  console.log(`The owner's accept → the customer told, ${orders} orders (load average ${one!.toFixed(2)}, ${five!.toFixed(2)}):`);
  for (const [what, latencies, goal] of [
    ['push at the customer’s service worker', toPush, goals.pushP50Ms],
    ['the open order page updated', toPage, goals.pageP50Ms],
  ] as const) {
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
    console.log(
      `  ${what}: p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, fastest ${sorted[0]!.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms`,
    );
    console.log(`    goal p50 ≤ ${goal} ms: ${at(0.5) <= goal ? 'met' : 'NOT met'}`);
  }
  await context.close();
} finally {
  await browser.close();
  await stack.stop();
}
