/**
 * The customer's own cancel on the order page (docs/business-rules.md#the-customers-cancel): while the kitchen has not
 * accepted the order, "Cancel order" asks to confirm and says what happens to the card; once accepted, the page offers
 * the kitchen's number to call instead. axe on each state; screenshots at 375 and 1280 px when asked for.
 */
import { randomUUID } from 'node:crypto';
import type { Order, QuoteAnswer, ScheduleAnswer } from '@functions/orders/contract/order';
import { expect, test, type Page } from '@playwright/test';
import { formatUsd } from '../../functions/src/platform/contract/money.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import type { Customer } from '../fixtures/api.ts';
import { heldCardOrder } from '../fixtures/card-orders.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { seededPick } from '../fixtures/seeded-random.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { expectAccessible, screenshots } from './page-checks.ts';

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;

/** One Jollof Rice, paid in person, for pickup at the first free slot. */
async function inPersonOrder(customer: Customer): Promise<Order> {
  const option = jollof.prices[0]!;
  const added = await customer.call('POST', '/cart', {
    json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: option.price, spiciness: 0, size: option.id }] },
  });
  expect(added.status).toBe(201);
  const schedule = (await customer.call<ScheduleAnswer>('GET', '/orders/schedule?mode=pickup')).body;
  const slotId = schedule.days[1]!.slots[0]!.id;
  const tip = { kind: 'percent', percent: 0 } as const;
  const quote = (await customer.call<QuoteAnswer>('POST', '/orders/quote', { json: { mode: 'pickup', tip } })).body;
  const placed = await customer.call<Order>('POST', '/orders', {
    headers: { 'idempotency-key': randomUUID() },
    json: {
      mode: 'pickup',
      tip,
      when: { kind: 'slot', slotId },
      notes: '',
      paymentMethod: 'in-person-cash',
      expectedTotalCents: quote.totals.totalCents,
      phone: '(414) 555-0133',
    },
  });
  expect(placed.status).toBe(201);
  return placed.body;
}

async function acceptOnBoard(order: Order, customerId: string) {
  const { owner } = await signedInOwner('Ama Owner');
  const accepted = await owner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId, action: 'accept' } });
  expect(accepted.status).toBe(200);
}

async function openOrder(page: Page, order: Order) {
  await page.goto(`/spices/account/order-details/${order.orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
}

test.describe('the customer cancels their order', () => {
  test('a card order before the kitchen accepts: confirm, the hold is released', async ({ page, context }) => {
    test.setTimeout(90_000);
    const { customer } = await signInBrowser(context, { name: 'Esi Mensah' });
    const order = await heldCardOrder(customer, (slots) => seededPick(slots, 'e2e customer cancel: card'));
    await openOrder(page, order);

    const panel = page.getByRole('region', { name: 'Changed your mind?' });
    await expect(panel).toContainText('The kitchen hasn’t accepted this order yet, so you can still cancel it.');
    await panel.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = panel.getByRole('group', { name: `Cancel order ${order.number}?` });
    await expect(confirm).toBeFocused();
    await expect(confirm).toContainText(`The hold of ${formatUsd(order.totals.totalCents)} on your Visa ending 4242 is released: you pay nothing.`);
    await expectAccessible(page);
    await screenshots(page, 'customer-cancel-confirm');

    // "Keep my order" changes nothing.
    await confirm.getByRole('button', { name: 'Keep my order' }).click();
    await expect(panel.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await panel.getByRole('button', { name: 'Cancel order' }).click();
    await panel.getByRole('button', { name: 'Yes, cancel the order' }).click();

    const done = page.getByRole('region', { name: 'Order cancelled' });
    await expect(done.getByRole('status')).toContainText(`You cancelled order ${order.number}`);
    await expect(done).toContainText('The hold on your card was released: nothing was charged. The kitchen has been told.');
    await expect(page.getByTestId('payment-words')).toContainText('released');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'customer-cancel-done');
  });

  test('once the kitchen has accepted: no cancel, the kitchen’s number to call', async ({ page, context }) => {
    test.setTimeout(90_000);
    const who = await signInBrowser(context, { name: 'Yaw Darko' });
    const order = await inPersonOrder(who.customer);
    await acceptOnBoard(order, who.userId);
    await openOrder(page, order);

    const panel = page.getByRole('region', { name: 'Need to change or cancel?' });
    await expect(panel).toContainText('The kitchen has accepted this order and is planning it, so it can’t be cancelled here.');
    await expect(panel.getByRole('link', { name: '(414) 555-0173' })).toHaveAttribute('href', 'tel:+14145550173');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'customer-cancel-accepted');
  });

  test('the kitchen accepts while the page is open: the cancel is refused with the number to call', async ({ page, context }) => {
    test.setTimeout(90_000);
    const who = await signInBrowser(context, { name: 'Akua Asante' });
    const order = await inPersonOrder(who.customer);
    await openOrder(page, order);
    const panel = page.getByRole('region', { name: 'Changed your mind?' });
    await panel.getByRole('button', { name: 'Cancel order' }).click();
    await expect(panel).toContainText('Nothing has been charged, so there is nothing to pay.');

    // The page still shows the order as New (its reads held at that answer) when the kitchen accepts it.
    await page.route(`**/api/orders/${order.orderId}`, (route) => route.fulfill({ json: order }));
    await acceptOnBoard(order, who.userId);
    await panel.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page.getByRole('alert')).toContainText(
      `The kitchen has already accepted order ${order.number}, so it can no longer be cancelled here. To change or cancel it, call us at (414) 555-0173.`,
    );
    await page.unroute(`**/api/orders/${order.orderId}`);
    const calling = page.getByRole('region', { name: 'Need to change or cancel?' });
    await expect(calling.getByRole('link', { name: '(414) 555-0173' })).toHaveAttribute('href', 'tel:+14145550173');
    await expect(page.getByRole('button', { name: 'Yes, cancel the order' })).toHaveCount(0);
  });
});
