/**
 * The order board end to end: the owner signs in with the e-mailed code and opens /kitchen; the
 * first tap on the board moves nothing (the chime switch keeps its width); a customer orders
 * through checkout in another browser, for a day three or more days ahead; the order appears on
 * the board within 10 s without a reload (and the tab's title counts it), apart from today's new
 * orders and not counted under Today, its card showing every line's choices; the owner accepts it
 * at its own time (a scheduled order's ready time cannot be earlier), prints the ticket (print
 * media), and the customer reads that time in /account/messages.
 */
import { expect, test } from '@playwright/test';
import { formatOrderClock, formatOrderTime, slotTimeFrom } from '../../functions/src/platform/contract/business-clock.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { waitForEmail } from '../fixtures/mailbox.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { expectNoAxeViolations } from './axe.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';
import { screenshots } from './page-checks.ts';
import { scheduleSlotDaysAhead } from './checkout-steps.ts';

const shotsDir = process.env.SCREENSHOT_DIR;
const suya = menu.find((dish) => dish.id === 'beef-suya')!;
const suyaOption = suya.prices[0]!;

test('an order reaches the board within 10 s, is accepted at its own time and printed; the customer reads that time', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await newOwner('Kofi Mensah');

  await test.step('the owner signs in with the e-mailed code and opens the board', async () => {
    await signInOwnerAt(page, owner, '/kitchen');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/Live · updated/)).toBeVisible();
  });

  await test.step('the first tap on the board moves nothing: the chime switch keeps its width, the board its place', async () => {
    // A tablet, where the old label's change wrapped the top bar and moved the board 52 px.
    await page.setViewportSize({ width: 768, height: 1024 });
    const board = page.getByRole('region', { name: 'Orders' });
    const chime = page.getByRole('button', { name: /^Chime for new orders/ });
    await expect(chime).toHaveAccessibleName('Chime for new orders: tap to allow');
    await expect(board).toBeVisible();
    const boardBefore = (await board.boundingBox())!;
    const chimeBefore = (await chime.boundingBox())!;
    // The first pointer-down anywhere lets the page play sound: the switch says so, in the same space.
    const heading = (await page.getByRole('heading', { level: 1, name: 'Orders' }).boundingBox())!;
    await page.mouse.move(heading.x + 4, heading.y + 4);
    await page.mouse.down();
    await expect(chime).toHaveAccessibleName('Chime for new orders: on');
    const boardAfter = (await board.boundingBox())!;
    const chimeAfter = (await chime.boundingBox())!;
    await page.mouse.up();
    expect(boardAfter.y).toBe(boardBefore.y);
    expect(chimeAfter).toEqual(chimeBefore);
    await expect(chime).toHaveAttribute('aria-pressed', 'true');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const placed = await test.step('a customer orders through checkout: pickup, a slot three or more days ahead', async () => {
    const { customer, email } = await signInBrowser(customerContext, { name: 'Amara Nwosu' });
    const added = await customer.call('POST', '/cart', {
      json: {
        orders: [
          {
            dishId: suya.id,
            dishName: suya.name,
            price: suyaOption.price,
            spiciness: 2,
            size: suyaOption.id,
            quantity: 2,
            removedIngredients: ['Sliced red onion'],
          },
        ],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await customerPage.goto('/spices/order/schedule');
    await scheduleSlotDaysAhead(customerPage, 3);
    await customerPage.getByLabel('Anything we should know? (optional)').fill('No onions on the side, please.');
    await customerPage.getByRole('textbox', { name: 'Mobile phone number' }).fill('(414) 555-0187');
    const answer = customerPage.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
    await customerPage.getByRole('button', { name: /^Place order/ }).click();
    expect((await answer).status()).toBe(201);
    const order = (await (await answer).json()) as { orderId: string; number: string; slotId: string };
    return { ...order, email };
  });

  const later = page.getByRole('region', { name: /^New/ }).getByRole('region', { name: /^For later days/ });
  const card = later.getByRole('article').filter({ has: page.getByRole('heading', { name: placed.number }) });
  await test.step('the order appears on the board within 10 s, without a reload, apart as a later day’s, and the title counts it', async () => {
    await expect(card).toBeVisible({ timeout: 10_000 });
    await expect(card).toContainText('Amara Nwosu');
    await expect(card.getByRole('link', { name: '(414) 555-0187' })).toHaveAttribute('href', 'tel:+14145550187');
    // Every line's choices on the card itself, and the count said properly.
    await expect(card).toContainText('2 items');
    const line = card.getByRole('list', { name: `Items in order ${placed.number}` }).getByRole('listitem');
    await expect(line).toContainText(`2 × ${suya.name}`);
    await expect(line).toContainText('Small · 2 skewers · Spice: 2 flames · No sliced red onion');
    await expect(card).toContainText('No onions on the side, please.');
    await expect(page).toHaveTitle(/^\(\d+\) Orders · Kitchen/);
    await expect(page.getByRole('status').filter({ hasText: `New order ${placed.number} from Amara Nwosu.` })).toBeAttached();
    await expectNoAxeViolations(page);
    await screenshots(page, 'kitchen-board', { widths: [1280, 768, 375] });
  });

  await test.step('the Today tab counts today’s open orders only: not the later day’s new one, which Upcoming counts', async () => {
    // One reading of the page, so an order arriving meanwhile cannot make the counts disagree.
    const counts = await page.evaluate(() => {
      const tab = (name: string) => Number(document.querySelector(`#board-tab-${name} span`)?.textContent);
      const todays = [...document.querySelectorAll('#board-panel-today [data-column]:not([data-column="done"]) article')].filter(
        (card) => !card.closest('[aria-labelledby$="-later"]'),
      ).length;
      return { today: tab('today'), todays, upcoming: tab('upcoming') };
    });
    expect(counts.today).toBe(counts.todays);
    expect(counts.upcoming).toBeGreaterThanOrEqual(1);
  });

  const panel = page.getByRole('dialog', { name: `Order ${placed.number}` });
  await test.step('the owner accepts it at its own time: a scheduled order’s ready time can’t be earlier; the history says who', async () => {
    await card.getByRole('button', { name: 'Accept…' }).click();
    await expect(panel).toBeVisible();
    const readyIn = panel.getByRole('group', { name: 'Ready in' });
    await expect(readyIn.getByRole('radio', { name: /^At the order’s time/ })).toBeChecked();
    // Days ahead: every "ready in" choice would be before the time the customer chose, so none is offered.
    await expect(readyIn.getByRole('radio', { name: /min$/ })).toHaveCount(0);
    await expect(panel).toContainText(`The customer is promised: ready for pickup at ${slotTimeFrom(placed.slotId, Date.now())}`);
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Accept order' }).click();
    await expect(panel.getByRole('alert').or(panel.getByRole('status')).filter({ hasText: 'Done' })).toContainText(`Order ${placed.number} is accepted.`);
    await expect(panel.getByRole('region', { name: 'History' }).or(panel.locator('section', { hasText: 'History' }))).toContainText('by Kofi Mensah');
    await expect(panel).toContainText(`Ready time given to the customer: ${formatOrderTime(placed.slotId)} (the order’s time)`);
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
    // Accepted, an order of a later day leaves today's columns for the upcoming list, and the column says where it went.
    await expect(card).toBeHidden();
    const movedOn = page.getByRole('region', { name: /^In the kitchen/ }).locator('[data-moved-on="cooking"]');
    await expect(movedOn).toHaveText(/^\d+ accepted orders? for later days (is|are) in Upcoming\. Show Upcoming$/);
    await expectNoAxeViolations(page);
    await screenshots(page, 'kitchen-board-accepted-later', { widths: [1280, 768] });
    await movedOn.getByRole('button', { name: 'Show Upcoming' }).click();
    await expect(page.getByRole('tab', { name: /^Upcoming/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /^Upcoming/ })).toBeFocused();
    await expect(
      page
        .getByRole('tabpanel', { name: /^Upcoming/ })
        .getByRole('article')
        .filter({ hasText: placed.number }),
    ).toContainText(formatOrderClock(placed.slotId));
  });

  await test.step('the customer reads the promised time, the order’s own, in /account/messages and by e-mail', async () => {
    const expected = `We’ve accepted your order ${placed.number} and will have it ready for pickup at ${slotTimeFrom(placed.slotId, Date.now())}`;
    await customerPage.goto('/spices/account/messages');
    const list = customerPage.getByRole('list', { name: 'Messages, newest first' });
    await expect(list.getByRole('article', { name: 'Unread: Order accepted' })).toContainText(expected);
    const email = await waitForEmail(placed.email, new RegExp(`^Order accepted — order ${placed.number}$`));
    expect(email.body.text).toContain(expected);
  });
  await customerContext.close();
});
