/**
 * The kitchen's alerts end to end (issue 38, docs/business-rules.md#never-miss-an-order): an owner signs in with the
 * e-mailed code, opens Settings › Alerts, turns on alerts on this browser (allowed to notify), which registers the
 * kitchen's service worker and subscribes through the local push service, and sees the device listed as this one;
 * sends it a test alert (a second within the minute is refused), and removes it. The ladder's minutes, a kitchen
 * number and auto-accept's amount are saved and still there after a reload. On the board a new order says how long it
 * has waited, the board offers to turn alerts on (Not now is remembered), and with the network gone it says
 * "Reconnecting…", keeps its orders, and catches up with an order placed meanwhile once the network is back. The
 * board's own offer turns alerts on, and "Print new tickets" prints each new order's ticket once as it arrives (never
 * one that was on the board before, never again after a reload).
 *
 * The alert settings are shop-wide: the test that saves them puts the defaults back at its end. (It belongs in
 * Playwright's shop-wide project, playwright.config.ts, with the other specs that change the whole shop.)
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test, type Page } from '@playwright/test';
import { defaultAlertSettings } from '../../functions/src/alerts/contract/alerts.ts';
import { orderKey } from '../../functions/src/platform/table/keys.ts';
import { table, tableName } from '../fixtures/menu-table.ts';
import { placeOrderDirectly } from '../fixtures/orders.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';
import { expectNoAxeViolations } from './axe.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';
import { screenshots } from './page-checks.ts';
import { deliverPushesTo } from './push-delivery.ts';

// Notifications allowed, as the owner would when the browser asks; the worker and the push are the real ones.
test.use({ permissions: ['notifications'] });

/** The state line of "Alerts on this device". */
const deviceStatus = (page: Page) => page.getByRole('region', { name: 'Alerts on this device' }).getByRole('status');

test('the owner turns on alerts on this device, sees it listed, gets an order as a push, tests it and removes it', async ({ page }) => {
  test.setTimeout(180_000);
  const owner = await newOwner('Abena Alerts');
  const label = `Pass tablet ${Date.now().toString(36)}`;

  await test.step('Settings › Alerts: this device takes no alerts yet', async () => {
    await signInOwnerAt(page, owner, '/kitchen/settings/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Alerts' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(deviceStatus(page)).toContainText('Alerts are off on this device');
    // The frame links the app's manifest (the shop's pages never do: tests/e2e/shop-chunks.spec.ts's pages list none).
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/spices/kitchen/manifest.webmanifest');
  });

  await test.step('Turn on alerts: the worker is registered for the kitchen only, and the device is listed as this one', async () => {
    const name = page.getByLabel('Name this device');
    // Suggested from the browser, and the owner's to change.
    await expect(name).not.toHaveValue('');
    await name.fill(label);
    const added = page.waitForResponse((response) => response.url().endsWith('/api/owner/alerts/devices') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Turn on alerts' }).click();
    expect((await added).status()).toBe(200);
    await expect(deviceStatus(page)).toContainText('Alerts are on for this device');
    await expect(deviceStatus(page)).toBeFocused();
    const scopes = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope));
    expect(scopes).toEqual([new URL('/spices/kitchen/', page.url()).href]);
    const row = page.getByRole('list', { name: 'Devices that take alerts' }).getByRole('listitem', { name: label });
    await expect(row).toContainText('This device');
    await expect(row).toContainText('Added by Abena Alerts');
    await expect(row).toContainText('No test alert yet');
    await expectNoAxeViolations(page);
    await screenshots(page, 'kitchen-alerts-devices', { widths: [375, 768, 1280] });
  });

  const row = page.getByRole('list', { name: 'Devices that take alerts' }).getByRole('listitem', { name: label });

  await test.step('an order a customer places arrives as a push and the kitchen’s worker shows it as a notification', async () => {
    const stored = await page.evaluate(() => window.localStorage.getItem('spices.kitchen.alerts-device'));
    const subscriptionId = new URL((JSON.parse(stored!) as { endpoint: string }).endpoint).pathname.split('/').pop()!;
    // The local push service stands for the browser's own: its pushes reach this page's worker through DevTools.
    const delivery = await deliverPushesTo(page, process.env.PUSH_URL!, subscriptionId);
    const order = await placeOrderDirectly(await signedInCustomer({ name: 'Akosua Push' }));
    // The minute's first order goes by itself; in a busy minute (other specs place orders too) the next minute's alert
    // counts the orders waiting.
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/spices/kitchen/');
        return (await registration!.getNotifications()).map((notification) => `${notification.title} · ${notification.body}`);
      });
    await expect
      .poll(shown, { timeout: 90_000, message: `a notification of order ${order.number}` })
      .toContainEqual(expect.stringMatching(new RegExp(`^(New order ${order.number} · |\\d+ new orders? waiting · )`)));
    await delivery.stop();
  });

  await test.step('Send a test alert; a second within the minute is refused in the server’s words', async () => {
    await row.getByRole('button', { name: 'Send a test alert' }).click();
    await expect(page.getByText(`A test alert went to ${label}.`)).toBeVisible();
    await expect(row).toContainText('Last test alert');
    await row.getByRole('button', { name: 'Send a test alert' }).click();
    await expect(page.getByText(/less than a minute ago/)).toBeVisible();
  });

  await test.step('after a reload this device still takes alerts', async () => {
    await page.reload();
    await expect(deviceStatus(page)).toContainText('Alerts are on for this device');
    await expect(row).toContainText('This device');
  });

  await test.step('Remove asks first, then the device goes and this one is off', async () => {
    await row.getByRole('button', { name: 'Remove' }).click();
    const question = row.getByRole('group', { name: `Remove ${label}?` });
    await expect(question.getByRole('button', { name: 'Remove' })).toBeFocused();
    await question.getByRole('button', { name: 'Keep it' }).click();
    await expect(row.getByRole('button', { name: 'Remove' })).toBeFocused();
    await row.getByRole('button', { name: 'Remove' }).click();
    await row
      .getByRole('group', { name: `Remove ${label}?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByText(`${label} no longer takes alerts.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Devices that take alerts/ })).toBeFocused();
    await expect(row).toHaveCount(0);
    await expect(deviceStatus(page)).toContainText('Alerts are off on this device');
  });
});

test('the ladder, a kitchen number and auto-accept’s amount are saved and still there after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await newOwner('Kojo Ladder');
  await signInOwnerAt(page, owner, '/kitchen/settings/alerts');
  const call = page.getByLabel('Call the kitchen after (minutes)');
  await expect(call).toHaveValue(String(defaultAlertSettings.ladder.callAfterMinutes));

  await test.step('a call before the text is refused under its field, and nothing is sent', async () => {
    let sent = false;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/owner/alerts')) sent = true;
    });
    await call.fill('1');
    await page.getByRole('button', { name: 'Save alert settings' }).click();
    await expect(page.getByText('The call comes after the text')).toBeVisible();
    await expect(call).toBeFocused();
    await expect(call).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });

  await test.step('a number, the call at 6 minutes and auto-accept up to $35 are saved', async () => {
    await page.getByRole('button', { name: 'Add a number' }).click();
    const number = page.getByLabel('Number 1', { exact: true });
    await expect(number).toBeFocused();
    await number.fill('4145550188');
    await expect(number).toHaveValue('(414) 555-0188');
    await call.fill('6');
    await page.getByLabel('Up to (order total)').fill('35');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/owner/alerts') && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save alert settings' }).click();
    const request = (await saved).request().postDataJSON() as Record<string, unknown>;
    expect(request).toMatchObject({
      kitchenPhones: ['(414) 555-0188'],
      ladder: { ...defaultAlertSettings.ladder, callAfterMinutes: 6 },
      // Typed in dollars, sent in cents; auto-accept itself stays off.
      autoAccept: { enabled: false, upToCents: 3500 },
    });
    await expect(page.getByText('Alert settings saved')).toBeVisible();
    await screenshots(page, 'kitchen-alerts-ladder', { widths: [375, 768, 1280] });
  });

  await test.step('after a reload the saved values are there', async () => {
    await page.reload();
    await expect(call).toHaveValue('6');
    await expect(page.getByLabel('Number 1', { exact: true })).toHaveValue('(414) 555-0188');
    await expect(page.getByLabel('Up to (order total)')).toHaveValue('35.00');
    await expectNoAxeViolations(page);
  });

  await test.step('the defaults go back (the settings are the whole shop’s)', async () => {
    await page.getByRole('button', { name: 'Remove number 1' }).click();
    await call.fill(String(defaultAlertSettings.ladder.callAfterMinutes));
    await page.getByLabel('Up to (order total)').fill((defaultAlertSettings.autoAccept.upToCents / 100).toFixed(2));
    await page.getByRole('button', { name: 'Save alert settings' }).click();
    await expect(page.getByText('Alert settings saved')).toBeVisible();
    await page.reload();
    await expect(call).toHaveValue(String(defaultAlertSettings.ladder.callAfterMinutes));
    await expect(page.getByLabel('Number 1', { exact: true })).toHaveCount(0);
  });
});

test('the board says how long a new order has waited, offers alerts, and catches up after the network drops', async ({ page, context }) => {
  test.setTimeout(90_000);
  const owner = await newOwner('Esi Board');
  const customer = await signedInCustomer({ name: 'Yaw Waiting' });
  const card = (number: string) => page.getByRole('region', { name: 'Orders' }).getByRole('article', { name: new RegExp(number) });
  const reconnecting = page.getByText(/Reconnecting… · as of/);

  const waiting = await test.step('an order that came in four and a half minutes ago says how long it has waited', async () => {
    await signInOwnerAt(page, owner, '/kitchen');
    await expect(page.getByText(/Live · updated/)).toBeVisible();
    // Placed once the board is open, then dated back, so the sign-in's time does not count.
    const order = await placeOrderDirectly(customer);
    await table.send(
      new UpdateCommand({
        TableName: tableName,
        Key: orderKey(customer.userId, order.orderId),
        UpdateExpression: 'SET placedAt = :at, history[0].#at = :at',
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':at': new Date(Date.now() - 270_000).toISOString() },
      }),
    );
    await expect(card(order.number).getByTestId('card-waiting')).toHaveText('Waiting 4 min', { timeout: 10_000 });
    await screenshots(page, 'kitchen-board-waiting', { widths: [768, 1280] });
    return order;
  });

  await test.step('the board offers alerts on this device; Not now hides the offer for good', async () => {
    const prompt = page.getByRole('region', { name: 'Never miss an order on this device' });
    await expect(prompt.getByRole('button', { name: 'Turn on alerts' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    // The frame reads the alerts as it opens: once they are in, the offer would be there if it were coming back.
    const alertsRead = page.waitForResponse((response) => response.url().endsWith('/api/owner/alerts') && response.request().method() === 'GET');
    await page.reload();
    await alertsRead;
    await expect(card(waiting.number)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Never miss an order on this device' })).toHaveCount(0);
  });

  await test.step('offline, the board says Reconnecting… and keeps its orders', async () => {
    await expect(page.getByText(/Live · updated/)).toBeVisible();
    await context.setOffline(true);
    await expect(reconnecting).toBeVisible();
    await expect(page.getByTestId('board-connection')).toContainText('Reconnecting…');
    await expect(card(waiting.number)).toBeVisible();
  });

  const meanwhile = await test.step('an order comes in while the board is offline', () => placeOrderDirectly(customer));

  await test.step('back online, the board catches up: the new order shows, and it is live again', async () => {
    // Never blank meanwhile: the order it had is still there while offline.
    await expect(card(waiting.number)).toBeVisible();
    await context.setOffline(false);
    await expect(card(meanwhile.number)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(/Live · updated/)).toBeVisible();
    await expect(reconnecting).toHaveCount(0);
    await expect(page.getByTestId('board-connection')).toHaveText('Back online: the board is up to date.');
  });

  await test.step('the order’s sheet lists its history', async () => {
    await card(waiting.number).getByRole('button', { name: 'Details' }).click();
    const sheet = page.getByRole('dialog', { name: `Order ${waiting.number}` });
    await expect(sheet.getByRole('region', { name: 'History' })).toContainText('by the customer');
  });
});

test('on the board the owner turns on alerts and printing; each new ticket prints once as it arrives, never one from before', async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await newOwner('Kojo Printer');
  const customer = await signedInCustomer({ name: 'Ama Tickets' });
  // The browser's print is the printer's business: the page's part is which ticket it shows when it calls print().
  await page.addInitScript(() => {
    const printed: string[] = [];
    Object.assign(window, { printedTickets: printed });
    window.print = () => {
      const shown = document.querySelectorAll('[data-print-ticket][data-auto-print]');
      printed.push(shown.length === 1 ? (shown[0]!.querySelector('p:nth-of-type(2)')?.textContent ?? '') : `${shown.length} tickets`);
    };
  });
  const printedTickets = () => page.evaluate(() => (window as unknown as { printedTickets: string[] }).printedTickets);
  // Other shop-wide specs may place orders meanwhile (they print too): each check counts its own order's ticket.
  const timesPrinted = async (number: string) => (await printedTickets()).filter((ticket) => ticket === `#${number}`).length;
  const everyPrintAlone = async () => expect((await printedTickets()).every((ticket) => ticket.startsWith('#'))).toBe(true);
  const card = (number: string) => page.getByRole('region', { name: 'Orders' }).getByRole('article', { name: new RegExp(number) });

  const before = await placeOrderDirectly(customer);

  await test.step('the board’s offer turns alerts on for this device', async () => {
    await signInOwnerAt(page, owner, '/kitchen');
    const prompt = page.getByRole('region', { name: 'Never miss an order on this device' });
    const added = page.waitForResponse((response) => response.url().endsWith('/api/owner/alerts/devices') && response.request().method() === 'POST');
    await prompt.getByRole('button', { name: 'Turn on alerts' }).click();
    expect((await added).status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Alerts on this device' }).getByRole('status')).toContainText('Alerts are on for this device');
  });

  await test.step('printing turned on prints nothing that was already on the board', async () => {
    await expect(card(before.number)).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Print new tickets: off' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Print new tickets: on' })).toHaveAttribute('aria-pressed', 'true');
    // The toggle's own render settles first: two frames after it, the queue would have printed what it found.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await timesPrinted(before.number)).toBe(0);
  });

  const first = await test.step('a new order prints its ticket by itself', async () => {
    const order = await placeOrderDirectly(customer);
    await expect(card(order.number)).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => timesPrinted(order.number)).toBe(1);
    await everyPrintAlone();
    return order;
  });

  await test.step('after a reload the choice holds, the printed ticket is not printed again, and the next one prints', async () => {
    await page.reload();
    await expect(card(first.number)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print new tickets: on' })).toBeVisible();
    const second = await placeOrderDirectly(customer);
    await expect(card(second.number)).toBeVisible({ timeout: 10_000 });
    // The list starts afresh with the page: the new order's ticket was printed since the reload, the first one not.
    await expect.poll(() => timesPrinted(second.number)).toBe(1);
    expect(await timesPrinted(first.number)).toBe(0);
    expect(await timesPrinted(before.number)).toBe(0);
    await everyPrintAlone();
  });

  await test.step('turned off, a new order prints nothing', async () => {
    await page.getByRole('button', { name: 'Print new tickets: on' }).click();
    await expect(page.getByRole('button', { name: 'Print new tickets: off' })).toHaveAttribute('aria-pressed', 'false');
    const third = await placeOrderDirectly(customer);
    await expect(card(third.number)).toBeVisible({ timeout: 10_000 });
    // The ticket would be printed on the frame after the card showed: two frames later, nothing more was.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await timesPrinted(third.number)).toBe(0);
  });
});
