/**
 * The kitchen runs late (docs/business-rules.md#the-order-board): the owner opens an accepted order on the board,
 * changes its ready time, and the customer's page shows the new time, without a reload. The board's history says who
 * changed it. It opens today and tomorrow all day for a moment (a ready time is refused while the kitchen is closed,
 * whatever the hour the suite runs at), so it runs with the shop-wide specs and gives the hours back.
 */
import { expect, test } from '@playwright/test';
import { ownerShopSettingsSchema, type OwnerShopSettings } from '../../functions/src/shop/contract/shop-settings.ts';
import { addDays, formatOrderClock, formatOrderTime, localTime, slotTimeFrom } from '../../functions/src/platform/contract/business-clock.ts';
import { deleteShopSettings } from '../../functions/src/shop/store/shop-settings.ts';
import type { Customer } from '../fixtures/api.ts';
import { placeOrderDirectly } from '../fixtures/orders.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { expectNoAxeViolations } from './axe.ts';
import { openOnBoard } from './board.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';
import { screenshots } from './page-checks.ts';

let settingsOwner: Customer;
let hoursBefore: Pick<OwnerShopSettings, 'specialHours' | 'closures' | 'version'>;

async function putHours(change: Pick<OwnerShopSettings, 'specialHours' | 'closures'>): Promise<void> {
  const current = ownerShopSettingsSchema.parse((await settingsOwner.call('GET', '/owner/settings')).body);
  const { pausedUntil, ...rest } = current;
  void pausedUntil;
  const answer = await settingsOwner.call('PUT', '/owner/settings', { json: { ...rest, ...change } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

test.beforeAll(async () => {
  ({ owner: settingsOwner } = await signedInOwner('Abena Hours'));
  const settings = ownerShopSettingsSchema.parse((await settingsOwner.call('GET', '/owner/settings')).body);
  hoursBefore = { specialHours: settings.specialHours, closures: settings.closures, version: settings.version };
  const today = localTime(Date.now()).date;
  const days = new Set([today, addDays(today, 1)]);
  await putHours({
    specialHours: [...settings.specialHours.filter((each) => !days.has(each.date)), ...[...days].map((date) => ({ date, open: '00:00', close: '23:59' }))],
    closures: settings.closures.filter((each) => !days.has(each.date)),
  });
});

test.afterAll(async () => {
  if (!settingsOwner || !hoursBefore) return;
  // Back to no saved settings at all when there were none, as the other shop-wide specs expect to find them.
  if (hoursBefore.version === 0) await deleteShopSettings();
  else await putHours({ specialHours: hoursBefore.specialHours, closures: hoursBefore.closures });
});

test('the owner gives an accepted order a later ready time; the customer’s open page shows it, and the history says who', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const owner = await newOwner('Abena Late');
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const { userId, name, email } = await signInBrowser(customerContext, { name: 'Yaw Running Late' });
  // An ASAP order, ready in 20 minutes, accepted at that time.
  const slotId = new Date(Math.ceil((Date.now() + 20 * 60_000) / 60_000) * 60_000).toISOString();
  const order = await placeOrderDirectly({ name, email, userId }, 'pickup', slotId, { asap: true, phone: '+14145550142' });
  const accepted = await settingsOwner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId: userId, action: 'accept' } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

  await customerPage.goto(`/spices/account/order-details/${order.orderId}`);
  await expect(customerPage.getByRole('main')).toContainText(formatOrderClock(slotId));

  await signInOwnerAt(page, owner, '/kitchen');
  const panel = await openOnBoard(page, order.number);
  let readyAt = '';
  await test.step('the owner picks a later time: the sheet says what the customer is promised, then that they were told', async () => {
    await panel.getByRole('button', { name: 'Change ready time…' }).click();
    const group = panel.getByRole('group', { name: 'New ready time' });
    await expect(group).toContainText(`Promised now: ready for pickup at about ${formatOrderClock(slotId)}`);
    await group.getByRole('radio', { name: '45 min' }).check();
    await expect(panel).toContainText('The customer is promised: ready for pickup at about');
    await expectNoAxeViolations(page);
    await screenshots(page, 'kitchen-ready-time', { widths: [1280, 768, 375] });
    const answer = page.waitForResponse((response) => response.url().endsWith(`/ready-time`) && response.request().method() === 'POST');
    await panel.getByRole('button', { name: 'Change and tell the customer' }).click();
    expect((await answer).status()).toBe(200);
    readyAt = ((await (await answer).json()) as { order: { readyAt: string } }).order.readyAt;
    await expect(panel.getByRole('alert').or(panel.getByRole('status')).filter({ hasText: 'Ready time changed' })).toContainText(
      `Yaw Running Late is told: order ${order.number} will now be ready at ${slotTimeFrom(readyAt, Date.now())}`,
    );
    await expect(panel).toContainText(
      `Ready time changed from ${formatOrderClock(slotId)} to ${formatOrderClock(readyAt)} by Abena Late; the customer was told`,
    );
    await expect(panel).toContainText(`Ready time given to the customer: ${formatOrderTime(readyAt)}`);
    await screenshots(page, 'kitchen-ready-time-changed', { widths: [1280, 768] });
  });

  await test.step('the customer’s open page shows the new time without a reload', async () => {
    await expect(customerPage.getByRole('main')).toContainText(formatOrderClock(readyAt), { timeout: 2_000 });
    await screenshots(customerPage, 'order-page-new-ready-time', { widths: [375, 1280] });
  });
  await customerContext.close();
});
