/**
 * The order board end to end: the owner signs in with the e-mailed code and opens /kitchen; a
 * customer orders through checkout in another browser; the order appears on the board within 10 s
 * without a reload (and the tab's title counts it); the owner accepts it with a 30-minute ready time,
 * prints the ticket (print media), and the customer reads the ready time in /account/messages.
 */
import { expect, test } from '@playwright/test';
import { menu } from '../../functions/src/seed/menu.ts';
import { waitForEmail } from '../fixtures/mailbox.ts';
import { seededPick } from '../fixtures/seeded-random.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { expectNoAxeViolations } from './axe.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';
import { screenshots } from './page-checks.ts';

const shotsDir = process.env.SCREENSHOT_DIR;
const suya = menu.find((dish) => dish.id === 'beef-suya')!;
const suyaOption = suya.prices[0]!;

function businessDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

test('an order reaches the board within 10 s, is accepted with a ready time and printed; the customer reads the time', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await newOwner('Kofi Mensah');

  await test.step('the owner signs in with the e-mailed code and opens the board', async () => {
    await signInOwnerAt(page, owner, '/kitchen');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/Live · updated/)).toBeVisible();
  });

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const placed = await test.step('a customer orders through checkout: pickup, a slot three or more days ahead', async () => {
    const { customer, email } = await signInBrowser(customerContext, { name: 'Amara Nwosu' });
    const added = await customer.call('POST', '/cart', {
      json: { orders: [{ dishId: suya.id, dishName: suya.name, price: suyaOption.price, spiciness: 0, size: suyaOption.id, quantity: 2 }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await customerPage.goto('/spices/order/schedule');
    const when = customerPage.getByRole('group', { name: 'When' });
    await when.getByRole('radio', { name: 'Schedule' }).check();
    const days = when.getByRole('group', { name: 'Day' }).getByRole('radio');
    await expect(days.first()).toBeVisible();
    const earliest = businessDatePlus(3);
    const dates = await days.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const day = dates.find((date) => date >= earliest)!;
    await when.locator(`input[name="day"][value="${day}"]`).check();
    const slots = when.getByRole('group', { name: /^Time on / }).getByRole('radio');
    await expect(slots.first()).toBeVisible();
    const ids = await slots.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await when.locator(`input[name="slotId"][value="${seededPick(ids, test.info().titlePath.join(' › '))}"]`).check();
    await customerPage.getByLabel('Anything we should know? (optional)').fill('No onions on the side, please.');
    const answer = customerPage.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
    await customerPage.getByRole('button', { name: /^Place order/ }).click();
    expect((await answer).status()).toBe(201);
    const order = (await (await answer).json()) as { orderId: string; number: string };
    return { ...order, email };
  });

  const card = page
    .getByRole('region', { name: /^New/ })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: placed.number }) });
  await test.step('the order appears on the board within 10 s, without a reload, and the title counts it', async () => {
    await expect(card).toBeVisible({ timeout: 10_000 });
    await expect(card).toContainText('Amara Nwosu');
    await expect(card).toContainText(`2 × ${suya.name}`);
    await expect(card).toContainText('No onions on the side, please.');
    await expect(page).toHaveTitle(/^\(\d+\) Orders · Kitchen/);
    await expect(page.getByRole('status').filter({ hasText: `New order ${placed.number} from Amara Nwosu.` })).toBeAttached();
    await expectNoAxeViolations(page);
    await screenshots(page, 'kitchen-board', { widths: [1280, 768, 375] });
  });

  const panel = page.getByRole('dialog', { name: `Order ${placed.number}` });
  await test.step('the owner accepts it with a 30-minute ready time; the history says who', async () => {
    await card.getByRole('button', { name: 'Accept…' }).click();
    await expect(panel).toBeVisible();
    await panel.getByRole('group', { name: 'Ready in' }).getByRole('radio', { name: '30 min' }).check();
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Accept order' }).click();
    await expect(panel.getByRole('alert').or(panel.getByRole('status')).filter({ hasText: 'Done' })).toContainText(`Order ${placed.number} is accepted.`);
    await expect(panel.getByRole('region', { name: 'History' }).or(panel.locator('section', { hasText: 'History' }))).toContainText('by Kofi Mensah');
    await expect(panel).toContainText('Ready time given to the customer');
  });

  await test.step('the ticket prints on an 80 mm receipt: the print media shows the ticket alone', async () => {
    await page.emulateMedia({ media: 'print' });
    const ticket = page.locator('[data-print-ticket]');
    await expect(ticket).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    await expect(ticket).toContainText(`#${placed.number}`);
    await expect(ticket).toContainText('PICKUP');
    await expect(ticket).toContainText(`2 × ${suya.name}`);
    await expect(ticket).toContainText('NOTES: No onions on the side, please.');
    const width = await ticket.evaluate((element) => element.getBoundingClientRect().width);
    // 74 mm of printable width at 96 px per inch.
    expect(Math.round(width)).toBe(Math.round((74 / 25.4) * 96));
    if (shotsDir) await ticket.screenshot({ path: `${shotsDir}/kitchen-ticket-print.png` });
    await page.emulateMedia({ media: 'screen' });
    await panel.getByRole('button', { name: 'Close' }).click();
    // Accepted, an order of a later day leaves today's columns for the upcoming list.
    await expect(card).toBeHidden();
    await page.getByRole('tab', { name: /^Upcoming/ }).click();
    await expect(
      page
        .getByRole('tabpanel', { name: /^Upcoming/ })
        .getByRole('article')
        .filter({ hasText: placed.number }),
    ).toContainText('ready ~');
  });

  await test.step('the customer reads the ready time in /account/messages and by e-mail', async () => {
    const expected = new RegExp(`We’ve accepted your order ${placed.number} and will have it ready for pickup at about \\d{1,2}:\\d{2} [ap]\\.m\\.`);
    await customerPage.goto('/spices/account/messages');
    const list = customerPage.getByRole('list', { name: 'Messages, newest first' });
    await expect(list.getByRole('article', { name: 'Unread: Order accepted' })).toContainText(expected);
    const email = await waitForEmail(placed.email, new RegExp(`^Order accepted — order ${placed.number}$`));
    expect(email.body.text).toMatch(expected);
  });
  await customerContext.close();
});
