/**
 * The account's order screens end to end: a signed-in customer with a pickup order placed
 * through the API finds it on /account/orders, reads its lines and totals on the details screen,
 * buys it again (the header's cart count follows), and reads the 'Order received' message, unread
 * until marked read. axe on all three screens; screenshots at 375 and 1280 px when asked for.
 */
import { randomUUID } from 'node:crypto';
import type { Order, QuoteAnswer, ScheduleAnswer } from '@functions/orders/contract/order';
import { expect, test } from '@playwright/test';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { formatOrderTime } from '../../functions/src/platform/contract/business-clock.ts';
import { call, type Customer } from '../fixtures/api.ts';
import { waitForEmail } from '../fixtures/mailbox.ts';
import { signedInCustomer, signInBrowser } from '../fixtures/signed-in.ts';
import { expectAccessible, screenshots } from './page-checks.ts';

const businessName = 'Spices African Kitchen';
/** OWNER_EMAIL's default in functions/src/platform/config/env.ts. */
const ownerEmail = 'owner@spices-kitchen.example';
const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const plantains = menu.find((dish) => dish.id === 'fried-plantains')!;
const priceOf = (dish: typeof jollof, sizeId: string) => dish.prices.find((option) => option.id === sizeId)!.price;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function ok<T>(answer: Promise<{ status: number; body: T }>, status: number, what: string): Promise<T> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what} answered ${got}: ${JSON.stringify(body)}`);
  return body;
}

/** Two medium Jollof (spice 2 unless asked, no onion) and a small plantains, placed for pickup at the first free slot. */
async function placePickupOrder(customer: Customer, jollofSpice = 2): Promise<Order> {
  const orders = [
    {
      dishId: jollof.id,
      dishName: jollof.name,
      price: priceOf(jollof, 'jollof-rice-m'),
      spiciness: jollofSpice,
      size: 'jollof-rice-m',
      quantity: 2,
      removedIngredients: ['Onion'],
    },
    { dishId: plantains.id, dishName: plantains.name, price: priceOf(plantains, 'fried-plantains-s'), spiciness: 0, size: 'fried-plantains-s' },
  ];
  await ok(customer.call('POST', '/cart', { json: { orders } }), 201, 'POST /cart');
  const schedule = await ok(customer.call<ScheduleAnswer>('GET', '/orders/schedule?mode=pickup'), 200, 'GET /orders/schedule');
  const slotId = schedule.days[0]?.slots[0]?.id;
  if (!slotId) throw new Error('No pickup slot is offered');
  const tip = { kind: 'percent', percent: 0 } as const;
  const quote = await ok(customer.call<QuoteAnswer>('POST', '/orders/quote', { json: { mode: 'pickup', tip } }), 200, 'POST /orders/quote');
  return ok(
    customer.call<Order>('POST', '/orders', {
      headers: { 'idempotency-key': randomUUID() },
      json: {
        mode: 'pickup',
        tip,
        when: { kind: 'slot', slotId },
        notes: '',
        paymentMethod: 'in-person-card',
        expectedTotalCents: quote.totals.totalCents,
        phone: '(414) 555-0133',
      },
    }),
    201,
    'POST /orders',
  );
}

test.describe('the account’s orders and messages', () => {
  test('find the order, read its details, buy it again, and read the kitchen’s message', async ({ page, context }) => {
    test.setTimeout(90_000);
    const { customer } = await signInBrowser(context, { name: 'Kofi Boateng' });
    const order = await placePickupOrder(customer);
    expect(order.lines.reduce((count, line) => count + line.quantity, 0)).toBe(3);

    await test.step('the Orders tile leads to /account/orders, where the order is', async () => {
      await page.goto('/spices/account');
      await page.getByRole('link', { name: /^Orders/ }).click();
      await expect(page).toHaveURL(/\/spices\/account\/orders$/);
      await expect(page).toHaveTitle(`Orders | ${businessName}`);
      const list = page.getByRole('list', { name: 'Your orders, newest first' });
      const card = list.getByRole('article').filter({ has: page.getByRole('heading', { name: `Order ${order.number}` }) });
      await expect(card).toBeVisible();
      await expect(card.getByText('Received')).toBeVisible();
      await expect(card.getByText('3 items')).toBeVisible();
      await expect(card.getByText(usd(order.totals.totalCents))).toBeVisible();
      await expect(card).toContainText(jollof.name);
      await expect(card).toContainText(plantains.name);
      await expect(card.getByText(/^Pickup · /)).toBeVisible();
      // The header's cart is empty: the order took the cart's lines.
      await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(/^Cart(, 0 items)?$/);
      await expectAccessible(page);
      await screenshots(page, 'account-orders');
    });

    await test.step('the details show the tracker, the lines and the totals as charged', async () => {
      await page.getByRole('link', { name: `Order ${order.number}` }).click();
      await expect(page).toHaveURL(new RegExp(`/spices/account/order-details/${order.orderId}$`));
      await expect(page).toHaveTitle(`Order ${order.number} | ${businessName}`);
      await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText('Received');

      const items = page.getByRole('list', { name: 'Items in this order' });
      const jollofLine = items.getByRole('listitem').filter({ has: page.getByRole('heading', { name: jollof.name }) });
      await expect(jollofLine).toContainText('Medium');
      await expect(jollofLine).toContainText('No onion');
      await expect(jollofLine).toContainText(`2 × ${usd(priceOf(jollof, 'jollof-rice-m'))}`);
      await expect(jollofLine).toContainText(usd(2 * priceOf(jollof, 'jollof-rice-m')));

      const payment = page.getByRole('region', { name: 'Payment' });
      await expect(payment).toContainText(`Subtotal${usd(order.totals.subtotalCents)}`);
      await expect(payment).toContainText(`Tax (7.9%)${usd(order.totals.taxCents)}`);
      await expect(payment).toContainText(`Total${usd(order.totals.totalCents)}`);
      await expect(payment).toContainText('Card, in person');
      await expect(page.getByRole('region', { name: 'Pickup' })).toContainText('2218 N Martin Luther King Jr Dr');
      await expectAccessible(page);
      await screenshots(page, 'account-order-details');
    });

    await test.step('buy again puts its three items back in the cart, and the header says so', async () => {
      await page.getByRole('button', { name: 'Buy again' }).click();
      const added = page.getByRole('status').filter({ hasText: 'Added 3 items to your cart' });
      await expect(added).toBeVisible();
      await expect(page.getByRole('link', { name: /^Cart, 3 items/ })).toBeVisible();
      await screenshots(page, 'account-order-bought-again');
      await added.getByRole('link', { name: 'Go to your cart' }).click();
      await expect(page).toHaveURL(/\/spices\/order$/);
      await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('heading', { name: jollof.name })).toBeVisible();
    });

    await test.step('the ‘Order received’ message waits unread on /account/messages, and can be marked read', async () => {
      await page.goto('/spices/account');
      await page.getByRole('link', { name: /^Messages/ }).click();
      await expect(page).toHaveURL(/\/spices\/account\/messages$/);
      await expect(page).toHaveTitle(`Messages | ${businessName}`);
      const list = page.getByRole('list', { name: 'Messages, newest first' });
      const received = list.getByRole('article', { name: 'Unread: Order received' });
      await expect(received).toBeVisible();
      await expect(received).toContainText(order.number);
      await expect(received.getByRole('link', { name: `Order ${order.number}` })).toHaveAttribute('href', `/spices/account/order-details/${order.orderId}`);
      await expect(page.getByText('1 unread message')).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, 'account-messages');

      await received.getByRole('button', { name: 'Mark as read: Order received' }).click();
      await expect(list.getByRole('article', { name: 'Order received' })).toBeVisible();
      await expect(list.getByText('Unread')).toHaveCount(0);
      await expect(page.getByText('All caught up: no unread messages.')).toBeVisible();
      // The server kept it.
      await page.reload();
      await expect(page.getByRole('list', { name: 'Messages, newest first' }).getByRole('article', { name: 'Order received' })).toBeVisible();
      await expect(page.getByText('Unread', { exact: true })).toHaveCount(0);
      await screenshots(page, 'account-messages-read');
    });
  });

  test('the order’s page follows the kitchen: accepted elsewhere, it shows Accepted and the promised time within 10 s, without a reload', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const { customer } = await signInBrowser(context, { name: 'Abena Mensah' });
    const order = await placePickupOrder(customer);
    await page.goto(`/spices/account/order-details/${order.orderId}`);
    const status = page.getByRole('status').filter({ hasText: /^(Received|Accepted)/ });
    await expect(status).toHaveText('Received: waiting for the kitchen to accept it. This page updates by itself.');
    // A mark on this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { followMark: string }).followMark = 'still here'));

    // The owner accepts from the e-mailed link's call (no browser of theirs), keeping the order's own time.
    const email = await waitForEmail(ownerEmail, new RegExp(`^New order ${order.number} from `));
    const accept = (email.body.text ?? '').match(/https?:\/\/\S+\/kitchen\/orders\/\S+/g)?.find((link) => new URL(link).pathname.endsWith('/accept'));
    const token = new URL(accept!).searchParams.get('token');
    await ok(call('POST', '/owner/orders/action', { json: { token } }), 200, 'POST /owner/orders/action');

    const promised = `Accepted: ready for pickup at ${formatOrderTime(order.slotId)}`;
    await expect(status).toHaveText(promised, { timeout: 10_000 });
    await expect(page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText('Accepted');
    await expect(page.getByRole('region', { name: 'Pickup' })).toContainText(`${formatOrderTime(order.slotId)}Promised by the kitchen`);
    expect(await page.evaluate(() => (window as unknown as { followMark?: string }).followMark)).toBe('still here');
    await expectAccessible(page);
    await screenshots(page, 'account-order-accepted');
  });

  test('the order’s lines say their spice level as the receipt does: mild too, and none for a dish that cannot be spicy', async ({ page, context }) => {
    const { customer } = await signInBrowser(context);
    const order = await placePickupOrder(customer, 0);
    await page.goto(`/spices/account/order-details/${order.orderId}`);
    const items = page.getByRole('list', { name: 'Items in this order' });
    const line = (name: string) => items.locator(':scope > li').filter({ has: page.getByRole('heading', { name }) });
    await expect(line(jollof.name).getByRole('listitem').filter({ hasText: 'Spice level: Mild' })).toBeVisible();
    await expect(line(jollof.name)).toContainText('Medium');
    await expect(line(plantains.name)).toContainText('Small');
    await expect(line(plantains.name).getByText('Spice level:')).toHaveCount(0);
    await screenshots(page, 'account-order-details-mild');
  });

  test('someone else’s order reads as not found inside the account', async ({ page, context }) => {
    test.setTimeout(60_000);
    await signInBrowser(context);
    const someoneElse = await signedInCustomer({ name: 'Someone Else' });
    const order = await placePickupOrder(someoneElse.customer);
    await page.goto(`/spices/account/order-details/${order.orderId}`);
    await expect(page.getByRole('heading', { name: 'We couldn’t find this order' })).toBeVisible();
    await expect(page).toHaveTitle(`Order not found | ${businessName}`);
    await expect(page.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/spices/account/orders');
    await expectAccessible(page);
  });

  test('a new customer sees empty orders and messages that point to the menu', async ({ page, context }) => {
    test.setTimeout(60_000);
    await signInBrowser(context);
    await page.goto('/spices/account/orders');
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/spices/menu');
    await screenshots(page, 'account-orders-empty');
    await page.goto('/spices/account/messages');
    await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
    await expectAccessible(page);
  });
});
