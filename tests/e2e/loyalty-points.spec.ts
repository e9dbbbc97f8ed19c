/**
 * Loyalty points on the web (issue 40; docs/business-rules.md#points-in-the-table): the owner's settings saved (the
 * same as tests/integration/loyalty-points.test.ts saves: 10 points a dollar, six months, a $5 reward at 250, so the
 * two never disagree) and shown on Kitchen › Offers › Loyalty points; a signed-in customer's order paid in person shows
 * its points pending on Account › Points, and once the kitchen completes it (through the API, as the board would), the
 * same screen shows them available with the history's line. axe on both screens; screenshots of the account's points
 * at 375 and 1280 px and of the owner's settings at 768 and 1280 when SCREENSHOT_DIR is set. Then a customer the owner
 * granted 300 points takes the $5 reward at checkout on a phone: the quote takes it ('Reward: $5 off' before the tax),
 * and the order placed keeps it; axe, and a screenshot at 375 px of checkout with the reward taken.
 */
import { randomUUID } from 'node:crypto';
import { ownerLoyaltyAnswerSchema, pointsAnswerSchema, type LoyaltySettings } from '@functions/offers/contract/offers';
import type { Order, QuoteAnswer, ScheduleAnswer } from '@functions/orders/contract/order';
import { expect, test } from '@playwright/test';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { orderTotals } from '../../functions/src/orders/contract/order-totals.ts';
import { formatUsd } from '../../functions/src/platform/contract/money.ts';
import type { Customer } from '../fixtures/api.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { expectNoAxeViolations } from './axe.ts';
import { scheduleSlotDaysAhead } from './checkout-steps.ts';
import { signInOwnerAt } from './owner-sign-in.ts';
import { expectAccessible, screenshots } from './page-checks.ts';

const settings: LoyaltySettings = {
  pointsPerDollar: 10,
  expiryMonths: 6,
  rewards: [{ rewardId: 'five-off', name: '$5 off', points: 250, kind: 'amount', cents: 500 }],
};

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;

/** Two Jollof Rice, paid in person, for pickup at the first free slot of tomorrow. */
async function inPersonOrder(customer: Customer): Promise<Order> {
  const option = jollof.prices[0]!;
  const added = await customer.call('POST', '/cart', {
    json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: option.price, spiciness: 0, size: option.id, quantity: 2 }] },
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

/**
 * The shop's one loyalty settings item, saved as these tests (and tests/integration/loyalty-points.test.ts) want it,
 * over the version read. Another test saving the same settings at the same moment makes this save a 409: then the
 * settings read again are the ones wanted, which is all these tests need.
 */
async function saveSettings(owner: Customer): Promise<void> {
  const read = async () => ownerLoyaltyAnswerSchema.parse((await owner.call('GET', '/owner/loyalty')).body);
  const { version } = await read();
  const saved = await owner.call('PUT', '/owner/loyalty', { json: { ...settings, version } });
  if (saved.status === 409) expect((await read()).settings).toEqual(settings);
  else expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

test.describe('loyalty points', () => {
  test('the owner’s settings; a customer’s points pending while the order is made, available once it is completed', async ({ page, context, browser }) => {
    test.setTimeout(90_000);
    const signedInAsOwner = await signedInOwner('Ama Owner');
    const { owner } = signedInAsOwner;
    await saveSettings(owner);

    // The owner's screen shows the settings as saved.
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signInOwnerAt(ownerPage, signedInAsOwner, '/kitchen/offers');
    await ownerPage.getByRole('link', { name: 'Loyalty points' }).click();
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Loyalty points' })).toBeVisible();
    await expect(ownerPage.getByLabel('Points per dollar')).toHaveValue('10');
    await expect(ownerPage.getByLabel('Points expire after (months)')).toHaveValue('6');
    const reward = ownerPage.getByRole('list', { name: 'Rewards' }).getByRole('listitem');
    await expect(reward.getByLabel('Name')).toHaveValue('$5 off');
    await expect(reward.getByLabel('Points')).toHaveValue('250');
    await expect(reward.getByLabel('Amount off')).toHaveValue('5.00');
    await expect(ownerPage.getByText('Everything here is saved.')).toBeVisible();
    // The kitchen has no site footer: axe alone.
    await expectNoAxeViolations(ownerPage);
    await screenshots(ownerPage, 'kitchen-loyalty', { widths: [768, 1280] });
    await ownerContext.close();

    const { customer, userId } = await signInBrowser(context, { name: 'Kofi Boateng' });
    const order = await inPersonOrder(customer);
    const earned = Math.floor(order.totals.subtotalCents / 100) * settings.pointsPerDollar;

    await page.goto('/spices/account');
    await page.getByRole('link', { name: /Points/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Points' })).toBeVisible();
    const balance = page.getByRole('region', { name: 'Your points' });
    await expect(balance).toContainText('0 points');
    await expect(balance).toContainText(`+${earned.toLocaleString('en-US')} pending: earned when your order is completed`);
    await expect(balance).toContainText('You earn 10 points for every dollar of food');
    await expect(page.getByRole('region', { name: 'Rewards' })).toContainText('$5 off');

    // The kitchen makes the order and hands it over.
    for (const action of ['accept', 'ready', 'complete']) {
      const moved = await owner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId: userId, action } });
      expect(moved.status).toBe(200);
    }
    // Points are earned by the stream's settling after the completion: wait for the API to say so, then read the screen again.
    await expect.poll(async () => pointsAnswerSchema.parse((await customer.call('GET', '/account/points')).body).available, { timeout: 20_000 }).toBe(earned);
    await page.reload();
    await expect(balance).toContainText(`${earned.toLocaleString('en-US')} ${earned === 1 ? 'point' : 'points'}`);
    await expect(balance).not.toContainText('pending');
    await expect(balance).toContainText(/points? expires? on /);
    const history = page.getByRole('list', { name: 'Your points history, newest first' });
    await expect(history.getByRole('listitem').first()).toContainText(`Order ${order.number}`);
    await expect(history.getByRole('listitem').first()).toContainText(`+${earned.toLocaleString('en-US')} points`);
    await expect(page.getByRole('region', { name: 'Rewards' })).toContainText(earned >= 250 ? 'You have enough points' : `${250 - earned} points to go`);
    await expectAccessible(page);
    await screenshots(page, 'account-points');
  });

  test('a customer with 300 points takes the $5 reward at checkout on a phone: its row before the tax, kept by the order', async ({ page, context }) => {
    test.setTimeout(90_000);
    const { owner } = await signedInOwner('Ama Owner');
    await saveSettings(owner);

    const { customer, userId } = await signInBrowser(context, { name: 'Efua Asante' });
    const granted = await owner.call('POST', '/owner/points', { json: { customerId: userId, points: 300, reason: 'Welcome back' } });
    expect(granted.status).toBe(200);
    const option = jollof.prices[0]!;
    const added = await customer.call('POST', '/cart', {
      json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: option.price, spiciness: 0, size: option.id, quantity: 2 }] },
    });
    expect(added.status).toBe(201);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/spices/order');
    await page.getByRole('button', { name: /Proceed to Checkout/ }).click();
    await expect(page).toHaveURL(/\/spices\/order\/schedule$/);
    await scheduleSlotDaysAhead(page, 3);
    await page.getByRole('textbox', { name: 'Mobile phone number' }).fill('(414) 555-0133');
    await page.getByRole('group', { name: 'Payment' }).getByRole('radio', { name: 'Cash, in person' }).check();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    const totals = summary.getByLabel('Totals');
    const total = totals.locator('div').filter({ hasText: /^Total/ });
    // Pickup with no tip: the figures the server works out, without and with the reward's $5 off the food.
    const tip = { kind: 'percent', percent: 0 } as const;
    const before = orderTotals({ subtotalCents: 2 * option.price, mode: 'pickup', catering: false, tip });
    const after = orderTotals({ subtotalCents: 2 * option.price, mode: 'pickup', catering: false, tip, discount: { cents: 500, on: 'food' } });
    await expect(total).toContainText(formatUsd(before.totalCents));

    // The reward the points reach is offered under "Have a code?"; the $5 reward is the shop's only one.
    await expect(summary.getByRole('group', { name: 'Use your points:' }).getByRole('button')).toHaveText(['$5 off (250 points)']);
    await screenshots(page, 'checkout-reward-offered', { widths: [375] });
    await page.setViewportSize({ width: 375, height: 812 });
    await summary.getByRole('group', { name: 'Use your points:' }).getByRole('button', { name: '$5 off (250 points)' }).click();
    const applied = summary.getByRole('status').filter({ hasText: 'A reward for 250 points' });
    await expect(applied).toContainText('$5 off');
    await expect(applied).toContainText('−$5.00');
    await expect(summary.getByRole('button', { name: 'Remove' })).toBeFocused();
    await expect(totals.locator('dt')).toHaveText(['Subtotal', 'Reward: $5 off', 'Tax (7.9%)', 'Tip', 'Total']);
    await expect(total).toContainText(formatUsd(after.totalCents));
    await expectAccessible(page);
    await screenshots(page, 'checkout-reward-taken', { widths: [375] });
    await page.setViewportSize({ width: 375, height: 812 });

    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/spices\/account\/order-details\/[0-9A-Z]{26}$/);
    const placedTotals = page.getByRole('region', { name: 'Payment' });
    await expect(placedTotals.getByText('Reward: $5 off')).toBeVisible();
    await expect(placedTotals).toContainText(formatUsd(after.totalCents));
  });
});
