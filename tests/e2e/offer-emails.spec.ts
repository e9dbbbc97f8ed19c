/**
 * Offers by e-mail (docs/business-rules.md#offer-e-mails-who-receives-them), in the browser: a customer on a phone
 * asks from Account › Notifications, follows the confirming e-mail's link (read from the SES emulator) and the account
 * then says they get offers; the unsubscribe page of an offer e-mail's footer works signed out; the order's thank-you
 * page asks a customer who never answered, once. axe on each; screenshots at 375 and 1280 px when asked for.
 */
import { expect, test } from '@playwright/test';
import { unsubscribeLinks } from '../../functions/src/offers/use-cases/offer-mail-subscriptions.ts';
import { linkIn, waitForEmail } from '../fixtures/mailbox.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { scheduleSlotDaysAhead } from './checkout-steps.ts';
import { openDishPage } from './dish-page.ts';
import { expectAccessible, screenshots } from './page-checks.ts';

const phone = { width: 375, height: 812 };
const confirmSubject = /^Confirm you want offers from /;

test('a customer on a phone asks for offers in the account, confirms from the e-mail, and the account says so; the unsubscribe page works signed out', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  const { email, userId } = await signInBrowser(context, { name: 'Esi Offers' });
  await page.setViewportSize(phone);
  const setting = page.getByRole('region', { name: 'Offers by e-mail' });

  await test.step('Account › Notifications: off until asked; asking says where the link went', async () => {
    await page.goto('/spices/account/notifications');
    await expect(setting.getByText('Off', { exact: true })).toBeVisible();
    await expect(setting).toContainText('E-mails about your orders are not affected');
    await screenshots(page, 'offer-emails-setting-off');
    await setting.getByRole('button', { name: 'E-mail me offers' }).click();
    await expect(setting).toContainText(`Check your inbox: we sent a link to confirm to ${email}.`);
    await expect(setting.getByRole('button', { name: 'Send the link again' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'offer-emails-setting-asked');
  });

  await test.step('the confirming e-mail’s link, opened signed out, confirms', async () => {
    const link = new URL(linkIn(await waitForEmail(email, confirmSubject), '/offer-emails/confirm'));
    const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const other = await elsewhere.newPage();
    await other.setViewportSize(phone);
    await other.goto(`${link.pathname}${link.search}`);
    await expect(other.getByRole('heading', { name: 'You’ll get our offers by e-mail' })).toBeVisible();
    await expectAccessible(other);
    await screenshots(other, 'offer-emails-confirmed');
    await elsewhere.close();
  });

  await test.step('back in the account: on', async () => {
    await page.reload();
    await expect(setting.getByText('On', { exact: true })).toBeVisible();
    await expect(setting).toContainText(`You get our offers by e-mail, at ${email}.`);
    await expect(setting.getByRole('button', { name: 'Stop offer e-mails' })).toBeVisible();
    await screenshots(page, 'offer-emails-setting-on');
  });

  await test.step('an offer e-mail’s unsubscribe page, signed out: opening it changes nothing, its button unsubscribes', async () => {
    // The footer's link as the e-mail would carry it (the stack's secret signs it), opened on this host.
    const footerLink = new URL((await unsubscribeLinks(userId)).page);
    const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const other = await elsewhere.newPage();
    await other.setViewportSize(phone);
    await other.goto(`${footerLink.pathname}${footerLink.search}`);
    const button = other.getByRole('button', { name: 'Unsubscribe from offer e-mails' });
    await expect(button).toBeVisible();
    await expectAccessible(other);
    await screenshots(other, 'offer-emails-unsubscribe');
    await page.reload();
    await expect(setting.getByText('On', { exact: true })).toBeVisible();

    await button.click();
    await expect(other.getByRole('heading', { name: 'Done: no more offer e-mails.' })).toBeVisible();
    await expect(other.getByText('Order e-mails still come.')).toBeVisible();
    await screenshots(other, 'offer-emails-unsubscribed');
    await elsewhere.close();
    await page.reload();
    await expect(setting.getByRole('button', { name: 'E-mail me offers' })).toBeVisible();
  });
});

test('the order’s thank-you page asks a customer who never answered, once', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signInBrowser(context, { name: 'Yaw Offers' });
  await page.setViewportSize(phone);

  await test.step('an order placed at checkout, paid in person', async () => {
    await openDishPage(page, 'Jollof-Rice', 'Jollof Rice');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toBeVisible();
    await page.goto('/spices/order');
    await page.getByRole('button', { name: /Proceed to Checkout/ }).click();
    await scheduleSlotDaysAhead(page, 3);
    await page.getByRole('textbox', { name: 'Mobile phone number' }).fill('(414) 555-0142');
    await page.getByRole('group', { name: 'Payment' }).getByRole('radio', { name: 'Cash, in person' }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  });

  const ask = page.getByRole('region', { name: 'Offers by e-mail' });
  await test.step('the ask, never ticked; No thanks is kept and said', async () => {
    await expect(ask).toContainText('Want our offers by e-mail? We’ll send a link to confirm.');
    await expectAccessible(page);
    await screenshots(page, 'offer-emails-thank-you-ask');
    await ask.getByRole('button', { name: 'No thanks' }).click();
    await expect(ask).toContainText('No offer e-mails, then.');
    await screenshots(page, 'offer-emails-thank-you-declined');
  });

  await test.step('the order’s page opened again asks nothing', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/spices/account/notifications');
    await expect(page.getByRole('region', { name: 'Offers by e-mail' }).getByRole('button', { name: 'E-mail me offers' })).toBeVisible();
  });
});
