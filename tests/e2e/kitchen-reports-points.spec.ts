/**
 * The owner's report shows the discount and the points (issue 40; docs/business-rules.md#points-and-offer-e-mails-in-the-reports):
 * the owner saves the shop's loyalty settings (the same as tests/e2e/loyalty-points.spec.ts and the integration tests
 * save), grants a customer 300 points, the customer orders with the $5 reward (paid in person), the kitchen completes
 * the order; then today's report shows, as the API gives them, the reward in the sales' discounts and the Offers table,
 * and the points issued and redeemed in the Points block, beside the Offer e-mails block. Other specs order today too,
 * so the screen is checked against the API, and the API against what this order added. axe; screenshots at 375, 768
 * and 1280 px when SCREENSHOT_DIR is set.
 */
import { randomUUID } from 'node:crypto';
import { ownerLoyaltyAnswerSchema, type LoyaltySettings } from '@functions/offers/contract/offers';
import type { Order, QuoteAnswer, ScheduleAnswer } from '@functions/orders/contract/order';
import { expect, test, type Page } from '@playwright/test';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { formatUsd } from '../../functions/src/platform/contract/money.ts';
import { salesReportSchema, type SalesReport } from '../../functions/src/reports/contract/sales-report.ts';
import { businessToday } from '../../web/src/features/reports/report-range.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signInOwnerAt } from './owner-sign-in.ts';
import { screenshots } from './page-checks.ts';

test.use({ bypassCSP: true });

const settings: LoyaltySettings = {
  pointsPerDollar: 10,
  expiryMonths: 6,
  rewards: [{ rewardId: 'five-off', name: '$5 off', points: 250, kind: 'amount', cents: 500 }],
};

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;

async function apiReport(page: Page, day: string): Promise<SalesReport> {
  const answer = await page.request.get(`/api/owner/reports?from=${day}&to=${day}&basis=placed`);
  expect(answer.status()).toBe(200);
  return salesReportSchema.parse(await answer.json());
}

test('the owner’s report shows the discount and the points', async ({ page }) => {
  test.setTimeout(120_000);
  const signedInAsOwner = await signedInOwner('Abena Reports');
  const { owner } = signedInAsOwner;
  // The shop's one settings item, as every loyalty test saves it; a save at the same moment by another is a 409 with the same settings.
  const { version } = ownerLoyaltyAnswerSchema.parse((await owner.call('GET', '/owner/loyalty')).body);
  const saved = await owner.call('PUT', '/owner/loyalty', { json: { ...settings, version } });
  if (saved.status === 409) expect(ownerLoyaltyAnswerSchema.parse((await owner.call('GET', '/owner/loyalty')).body).settings).toEqual(settings);
  else expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  await signInOwnerAt(page, signedInAsOwner, '/kitchen/reports?range=today');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const today = businessToday();
  const before = await apiReport(page, today);

  // A customer with 300 points orders two Jollof Rice with the $5 reward, paid in person, for pickup tomorrow.
  const { customer, userId } = await signedInCustomer();
  expect((await owner.call('POST', '/owner/points', { json: { customerId: userId, points: 300, reason: 'Welcome back' } })).status).toBe(200);
  const option = jollof.prices[0]!;
  const added = await customer.call('POST', '/cart', {
    json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: option.price, spiciness: 0, size: option.id, quantity: 2 }] },
  });
  expect(added.status).toBe(201);
  const schedule = (await customer.call<ScheduleAnswer>('GET', '/orders/schedule?mode=pickup')).body;
  const slotId = schedule.days[1]!.slots[0]!.id;
  const tip = { kind: 'percent', percent: 0 } as const;
  const quote = (
    await customer.call<QuoteAnswer>('POST', '/orders/quote', { json: { mode: 'pickup', tip, rewardId: 'five-off', when: { kind: 'slot', slotId } } })
  ).body;
  expect(quote.offer?.discountCents).toBe(500);
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
      rewardId: 'five-off',
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body;
  for (const action of ['accept', 'ready', 'complete']) {
    expect((await owner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId: userId, action } })).status).toBe(200);
  }
  const earned = Math.floor((order.totals.subtotalCents - 500) / 100) * settings.pointsPerDollar;

  // The stream's tally and points settling have taken the order: the API says so (at least this order's share: other specs order today too).
  await expect
    .poll(
      async () => {
        const now = await apiReport(page, today);
        return now.points.issued - before.points.issued >= earned && now.summary.all.discountCents - before.summary.all.discountCents >= 500;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.reload();
  const report = await apiReport(page, today);
  expect(report.points.redeemed - before.points.redeemed).toBeGreaterThanOrEqual(250);

  // The sales' discounts, as the API says them.
  const sales = page.getByRole('region', { name: 'Sales by kind of order, scrolls sideways' });
  await expect(
    sales
      .getByRole('row', { name: /^Discounts/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(formatUsd(report.summary.all.discountCents));
  // The reward in the Offers table, with its orders and what it took off.
  const reward = report.offers.find((offer) => offer.offerId === 'five-off')!;
  const offersRow = page
    .getByRole('region', { name: 'Offers taken, scrolls sideways' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: reward.name, exact: true }) });
  await expect(offersRow.getByRole('cell')).toHaveText([String(reward.orders), formatUsd(reward.discountCents), formatUsd(reward.foodSalesCents)]);
  // The points: issued and redeemed in the headline and the table, outstanding now.
  const points = page.getByRole('region', { name: 'Points', exact: true });
  const headline = (name: string) => points.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(headline('Issued')).toHaveText(report.points.issued.toLocaleString('en-US'));
  await expect(headline('Redeemed')).toHaveText(report.points.redeemed.toLocaleString('en-US'));
  await expect(headline('Outstanding')).toHaveText(/^[\d,]+$/);
  await expect(points.getByRole('row', { name: /^Redeemed \(rewards at checkout\)/ }).getByRole('cell')).toHaveText(
    report.points.redeemed.toLocaleString('en-US'),
  );
  await expect(points).toContainText('at the best reward, “$5 off” ($5 for 250 points)');
  await expect(page.getByRole('region', { name: 'Offer e-mails', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Points and offer e-mails (one row a day)' })).toHaveAttribute('href', /kind=days/);

  await expectNoAxeViolations(page);
  await screenshots(page, 'kitchen-reports-points', { widths: [375, 768, 1280] });
});
