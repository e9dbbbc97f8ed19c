/**
 * The customer's side of issue 39 end to end (docs/business-rules.md#customer-updates): a signed-in customer ticks
 * "Text me about this order" at checkout, where the consent words stand in full beside it (the checkout links no web
 * app manifest), and places an order paid in person; on the order's page turns on this device's notifications (allowed
 * to notify), which registers the account's worker for /spices/account/ only and subscribes through the local push
 * service; Account › Notifications then shows texts on for the order's number and this device listed, and Remove takes
 * it off and turns this device off. axe on each screen; screenshots of the checkout's consent, the order page's
 * notification choice and the account's settings. Then the owner's steps reach an open order's page: accepted, the
 * customer is texted (on the local messaging page); with this device turned on, ready arrives as a push that the
 * account's worker shows as a notification, instead of a text, and the page says "Ready" without a reload.
 */
import { expect, test } from '@playwright/test';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { textConsentWords } from '../../functions/src/messaging/contract/customer-updates.ts';
import type { Order } from '../../functions/src/orders/contract/order.ts';
import { scheduleAnswerSchema } from '../../functions/src/orders/contract/order.ts';
import { addJollof, placeInPerson } from '../fixtures/card-orders.ts';
import { textsTo } from '../fixtures/messaging.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { deliverPushesTo } from './push-delivery.ts';
import { scheduleSlotDaysAhead } from './checkout-steps.ts';
import { expectAccessible, screenshots } from './page-checks.ts';

// Notifications allowed, as the customer would when the browser asks; the worker and the subscription are the real ones.
test.use({ permissions: ['notifications'] });

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const medium = jollof.prices.find((option) => option.size === 'medium')!;
const deviceKey = 'spices.account.push-device';

test('a customer ticks the texts at checkout, turns on this device’s notifications on the order’s page, finds both in Account › Notifications and removes the device', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const { customer } = await signInBrowser(context, { name: 'Abena Texts' });

  await test.step('a cart, through the API', async () => {
    const added = await customer.call('POST', '/cart', {
      json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: medium.price, spiciness: 1, size: medium.id, quantity: 1 }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  });

  await test.step('checkout: the texts’ box under the phone, off until ticked, with the consent words in full', async () => {
    await page.goto('/spices/order');
    await page.getByRole('button', { name: /Proceed to Checkout/ }).click();
    await expect(page).toHaveURL(/\/spices\/order\/schedule$/);
    await scheduleSlotDaysAhead(page, 3);
    const phoneStep = page.getByRole('region', { name: 'Your phone number' });
    await phoneStep.getByRole('textbox', { name: 'Mobile phone number' }).fill('4145550142');
    const box = phoneStep.getByRole('checkbox', { name: 'Text me about this order' });
    await expect(box).not.toBeChecked();
    await expect(phoneStep.getByText(textConsentWords, { exact: true })).toBeVisible();
    await expect(box).toHaveAccessibleDescription(textConsentWords);
    await expect(phoneStep.getByRole('link', { name: /How we use your number/ })).toHaveAttribute('href', '/spices/account/notifications#texts-privacy');
    await box.check();
    await page.getByRole('group', { name: 'Payment' }).getByRole('radio', { name: 'Cash, in person' }).check();
    // The account's app is the account's: checkout links no manifest.
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'checkout-text-consent');
  });

  const order = await test.step('Place order sends textUpdates, and the order says it is texted', async () => {
    const placed = page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
    await page.getByRole('button', { name: /^Place order/ }).click();
    const response = await placed;
    expect(response.status()).toBe(201);
    expect((response.request().postDataJSON() as { textUpdates?: boolean }).textUpdates).toBe(true);
    const placedOrder = (await response.json()) as Order;
    expect(placedOrder).toMatchObject({ textUpdates: true, customer: { phone: '+14145550142' } });
    await expect(page).toHaveURL(new RegExp(`/spices/account/order-details/${placedOrder.orderId}$`));
    return placedOrder;
  });

  await test.step('the order’s page: Notify me on this device turns it on, with the account’s worker for the account only', async () => {
    const updates = page.getByRole('region', { name: 'Order updates' });
    await expect(updates).toContainText('Texts to (414) 555-0142');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/spices/account/manifest.webmanifest');
    const added = page.waitForResponse((response) => response.url().endsWith('/api/account/notifications/devices') && response.request().method() === 'POST');
    await updates.getByRole('button', { name: 'Notify me on this device' }).click();
    expect((await added).status()).toBe(201);
    await expect(updates.getByText('This device will be notified')).toBeVisible();
    await expect(updates.getByText('This device will be notified')).toBeFocused();
    const scopes = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope));
    expect(scopes).toEqual([new URL('/spices/account/', page.url()).href]);
    const stored = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), deviceKey))!) as { endpoint: string };
    expect(new URL(stored.endpoint).origin).toBe(new URL(process.env.PUSH_URL!).origin);
    await expect(page.getByRole('region', { name: `Your order ${order.number} is in` })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'order-notify-device');
  });

  const row = page.getByRole('list', { name: 'Your devices' }).getByRole('listitem').filter({ hasText: 'This device' });

  await test.step('Account › Notifications: texts on for the order’s number, this device on and listed, e-mail always', async () => {
    await page.goto('/spices/account');
    await page.getByRole('link', { name: /^Notifications/ }).click();
    await expect(page).toHaveURL(/\/spices\/account\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const texts = page.getByRole('region', { name: /^Texts/ });
    await expect(texts.getByText('On', { exact: true })).toBeVisible();
    await expect(texts).toContainText('We text (414) 555-0142 about each order');
    await expect(texts.getByRole('button', { name: 'Turn off texts' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^This device/ }).getByRole('status')).toContainText('Notifications are on for this device');
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('region', { name: /^E-mail/ })).toContainText('Always on');
    await expectAccessible(page);
    await screenshots(page, 'account-notifications');
  });

  await test.step('Remove takes the device off, and this device is off again', async () => {
    const removed = page.waitForResponse(
      (response) => /\/api\/account\/notifications\/devices\/[0-9A-Z]{26}$/.test(response.url()) && response.request().method() === 'DELETE',
    );
    await row.getByRole('button', { name: /^Remove/ }).click();
    expect((await removed).status()).toBe(204);
    await expect(page.getByText(/no longer gets notifications\.$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your devices' })).toBeFocused();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^This device/ }).getByRole('status')).toContainText('Notifications are off on this device');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), deviceKey)).toBeNull();
  });
});

test('the owner accepts and marks ready: a text, then a notification instead, and the open page follows without a reload', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { customer, userId } = await signInBrowser(context, { name: 'Kwame Follows' });
  const { owner } = await signedInOwner('Efua Steps');
  // A number of this test's own (555 numbers reach nobody), so only its texts are counted.
  const phone = `+1414555${String(2000 + (Date.now() % 7000)).padStart(4, '0')}`;
  await addJollof(customer, { quantity: 1 });
  const schedule = scheduleAnswerSchema.parse((await customer.call('GET', '/orders/schedule?mode=pickup')).body);
  const order = await placeInPerson(customer, schedule.days[3]!.slots[0]!.id, { phone, textUpdates: true });
  const step = async (action: 'accept' | 'ready') => {
    const answer = await owner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId: userId, action } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const tracker = page.getByRole('region', { name: 'Where your order is' });

  await test.step('accepted: the open page follows, and the text is on the local messaging page', async () => {
    await page.goto(`/spices/account/order-details/${order.orderId}`);
    await expect(tracker).toContainText('Received: waiting for the kitchen to accept it.');
    await step('accept');
    await expect(tracker).toContainText('Accepted: ready for pickup at');
    await expect.poll(async () => (await textsTo(phone)).filter((text) => text.body.includes(order.number)).length, { timeout: 10_000 }).toBe(1);
    const messaging = await context.newPage();
    await messaging.goto(process.env.MESSAGING_URL!);
    await expect(messaging.getByText(new RegExp(`We’ve accepted your order ${order.number}`))).toBeVisible();
    await messaging.close();
  });

  await test.step('with this device on, ready arrives as the worker’s notification, not a text, and the page says Ready', async () => {
    const updates = page.getByRole('region', { name: 'Order updates' });
    await updates.getByRole('button', { name: 'Notify me on this device' }).click();
    await expect(updates.getByText('This device will be notified')).toBeVisible();
    const stored = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), deviceKey))!) as { endpoint: string };
    const delivery = await deliverPushesTo(page, process.env.PUSH_URL!, new URL(stored.endpoint).pathname.split('/').pop()!, {
      scope: new URL('/spices/account/', page.url()).href,
    });
    await step('ready');
    await expect(tracker).toContainText('Ready for pickup now.');
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/spices/account/');
        return (await registration!.getNotifications()).map((notification) => `${notification.title} · ${notification.body}`);
      });
    await expect
      .poll(shown, { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(new RegExp(`^Ready for pickup · ${order.number} · Your order ${order.number} is ready!`)));
    await delivery.stop();
    expect((await textsTo(phone)).filter((text) => text.body.includes('is ready'))).toEqual([]);
  });
});
