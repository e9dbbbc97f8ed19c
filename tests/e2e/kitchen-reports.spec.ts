/**
 * The owner's reports end to end: two orders of last week are in the table (one fulfilled this week); the owner opens
 * /kitchen/reports, picks last week, reads the sales as the API gives them, switches to the day of pickup or delivery
 * (the order fulfilled this week leaves), reads a chart's text alternative, and downloads both CSVs. Screenshots at
 * 1280, 768 and 375 px when SCREENSHOT_DIR is set.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatUsd } from '../../functions/src/platform/contract/money.ts';
import { salesReportSchema, type SalesReport } from '../../functions/src/reports/contract/sales-report.ts';
import { ulid } from 'ulid';
import { businessToday, presetDates } from '../../web/src/features/reports/report-range.ts';
import { localToInstant } from '../../functions/src/platform/contract/business-clock.ts';
import { day, line, orderOf, plantain, writeOrder } from '../fixtures/report-orders.ts';
import { expectNoAxeViolations } from './axe.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';
import { screenshots } from './page-checks.ts';

test.use({ bypassCSP: true });

const at = (date: string, hour: number, minute = 0) => new Date(localToInstant(date, hour * 60 + minute)).toISOString();

async function apiReport(page: Page, query: string): Promise<SalesReport> {
  const answer = await page.request.get(`/api/owner/reports?${query}`);
  expect(answer.status()).toBe(200);
  return salesReportSchema.parse(await answer.json());
}

test('the owner reads last week by the day ordered and by the day fulfilled, reads a chart in words and downloads both exports', async ({ page }) => {
  test.setTimeout(120_000);
  const lastWeek = presetDates('last-week', businessToday());
  const userId = ulid();
  // Wednesday lunch of last week; and Sunday evening, for Monday lunch (this week).
  const wednesday = orderOf(
    {
      placedAt: at(day(lastWeek.from, 2), 11),
      slotId: at(day(lastWeek.from, 2), 12, 30),
      mode: 'pickup',
      pay: 'in-person-cash',
      totals: [3300, 0, 261, 495],
      lines: [line('jollof-rice', 'Jollof Rice', 2, 3300, [plantain])],
      name: 'Yaw Mensah',
      // Handed over and paid in person: collected.
      status: 'completed',
    },
    userId,
  );
  const sunday = orderOf(
    {
      placedAt: at(lastWeek.to, 20),
      slotId: at(day(lastWeek.to, 1), 12),
      mode: 'delivery',
      pay: 'card-online',
      totals: [4200, 499, 371, 630],
      lines: [line('egusi-soup', 'Egusi Soup', 2, 4200)],
      card: { state: 'held' },
      name: 'Yaw Mensah',
    },
    userId,
  );

  const owner = await newOwner('Adwoa Sarpong');
  await signInOwnerAt(page, owner, '/kitchen/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  // What last week held before (an earlier run on the same stack, or a retry, left its own two orders there).
  const query = `from=${lastWeek.from}&to=${lastWeek.to}`;
  const placedBefore = (await apiReport(page, `${query}&basis=placed`)).summary.all;
  const before = {
    placed: placedBefore.orders,
    fulfilled: (await apiReport(page, `${query}&basis=fulfilled`)).summary.all.orders,
  };
  await writeOrder(wednesday);
  await writeOrder(sunday);
  await page.getByLabel('Dates').selectOption('last-week');
  await expect(page).toHaveURL(/range=last-week/);

  // The stream's tally has taken both orders: the API says so, and the screen shows what the API says.
  await expect.poll(async () => (await apiReport(page, `${query}&basis=placed`)).summary.all.orders, { timeout: 20_000 }).toBe(before.placed + 2);
  await page.reload();
  const placed = await apiReport(page, `${query}&basis=placed`);
  const headline = page.getByRole('region', { name: 'Sales', exact: true }).locator('dl').first();
  await expect(headline.getByText(formatUsd(placed.summary.all.netSalesCents), { exact: true })).toBeVisible();
  await expect(page.getByText(/^Last week: .*, each order counted on its day ordered\.$/)).toBeVisible();
  const ordersFigure = headline.locator('div', { hasText: /^Orders/ }).locator('dd');
  await expect(ordersFigure).toHaveText(String(placed.summary.all.orders));
  // Wednesday's order was paid in person at handover; Sunday's card is only held: collected and expected, each said.
  expect(placed.summary.all.collectedCents - placedBefore.collectedCents).toBe(wednesday.totals.totalCents);
  expect(placed.summary.all.expectedCents - placedBefore.expectedCents).toBe(sunday.totals.totalCents);
  for (const [figure, cents] of [
    ['Collected', placed.summary.all.collectedCents],
    ['Expected', placed.summary.all.expectedCents],
  ] as const) {
    await expect(headline.locator('div', { hasText: new RegExp(`^${figure}`) }).locator('dd')).toHaveText(formatUsd(cents));
  }
  const sales = page.getByRole('region', { name: 'Sales', exact: true });
  await expect(sales.getByText('charged to cards, and paid in person on completed orders, less refunds.')).toBeVisible();
  await expect(sales.getByText('still to come in: cards held but not yet charged, and payments due in person on orders not yet completed.')).toBeVisible();
  await expect(page.getByRole('table', { name: /^By dish/ }).getByRole('rowheader', { name: 'Egusi Soup' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'kitchen-reports', { widths: [1280, 768, 375] });

  // By the day of pickup or delivery, Sunday's order (for Monday) leaves last week.
  await page.getByRole('radio', { name: /Day of pickup or delivery/ }).check();
  await expect(page).toHaveURL(/basis=fulfilled/);
  const fulfilled = await apiReport(page, `${query}&basis=fulfilled`);
  // Both orders are tallied in one transaction per basis, so the placed count's barrier holds for this one too.
  expect(fulfilled.summary.all.orders).toBe(before.fulfilled + 1);
  await expect(ordersFigure).toHaveText(String(fulfilled.summary.all.orders));
  await expect(page.getByText(/each order counted on its day of pickup or delivery\.$/)).toBeVisible();

  // The chart in words: its picture is named by a sentence, and its numbers open as a table.
  const byDay = page.getByRole('figure', { name: /Net sales by day/ });
  await expect(byDay.getByRole('img')).toHaveAccessibleName(/^Net sales by day\. Highest: Wed, /);
  await byDay.getByText('Show the numbers').click();
  await expect(byDay.getByRole('table')).toContainText(formatUsd(fulfilled.days[2]!.netSalesCents));

  for (const [link, kind] of [
    ['Orders (one row an order)', 'orders'],
    ['Order lines (one row a dish)', 'lines'],
  ] as const) {
    const downloaded = page.waitForEvent('download');
    await page.getByRole('link', { name: link }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(`spices-${kind}-fulfilled-${lastWeek.from}-to-${lastWeek.to}.csv`);
    const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(text).toContain(kind === 'orders' ? `${wednesday.number},` : 'Jollof Rice,Medium · 1 bowl,2,16.50,33.00,2 flames,Fried plantain ($2.50),Onion');
    expect(text).not.toContain(sunday.number);
  }
});
