/**
 * The owner grants a customer points from the kitchen's order sheet (issue 40; docs/business-rules.md#points-in-the-table):
 * the order opened from the board, Points…, 50 points with the reason the customer reads; the sheet says how many
 * the customer now has with the history's newest line, and the customer's own points answer agrees. Then some are
 * taken back the same way. axe on the open form; screenshots at 768 and 1280 px when SCREENSHOT_DIR is set.
 */
import { pointsAnswerSchema } from '@functions/offers/contract/offers';
import { expect, test } from '@playwright/test';
import { placeOrderDirectly } from '../fixtures/orders.ts';
import { registeredCustomer } from '../fixtures/signed-in.ts';
import { expectNoAxeViolations } from './axe.ts';
import { openOnBoard } from './board.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';
import { screenshots } from './page-checks.ts';

test('the owner grants an order’s customer points with a reason, then takes some back; the sheet says how many they have', async ({ page }) => {
  test.setTimeout(60_000);
  const owner = await newOwner('Abena Points');
  const diner = await registeredCustomer({ name: 'Yaw Waited Long' });
  const order = await placeOrderDirectly(diner);

  await signInOwnerAt(page, owner, '/kitchen');
  const panel = await openOnBoard(page, order.number);

  await test.step('Grant 50 points: the sheet says Yaw now has 50, with the reason', async () => {
    await panel.getByRole('button', { name: 'Points…' }).click();
    const form = panel.getByRole('form', { name: 'Points for Yaw Waited Long' });
    await form.getByRole('radio', { name: 'Grant' }).check();
    await form.getByLabel('Points', { exact: true }).fill('50');
    await form.getByLabel('Reason').fill('Sorry for the long wait');
    await expectNoAxeViolations(page);
    await screenshots(page, 'kitchen-points', { widths: [768, 1280] });
    const answer = page.waitForResponse((response) => response.url().endsWith('/owner/points') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await answer).status()).toBe(200);
    const done = panel.getByRole('status').filter({ hasText: 'Yaw now has 50 points' });
    await expect(done).toContainText('Latest: +50 Sorry for the long wait');
    await expect(form).toBeHidden();
    await screenshots(page, 'kitchen-points-granted', { widths: [768, 1280] });
  });

  await test.step('Take 20 back: 30 left, and the customer’s own points say the same', async () => {
    await panel.getByRole('button', { name: 'Points…' }).click();
    const form = panel.getByRole('form', { name: 'Points for Yaw Waited Long' });
    await form.getByRole('radio', { name: 'Take' }).check();
    await form.getByLabel('Points', { exact: true }).fill('20');
    await form.getByLabel('Reason').fill('Granted twice by mistake');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Yaw now has 30 points' })).toContainText('Latest: −20 Granted twice by mistake');

    const points = pointsAnswerSchema.parse((await diner.customer.call('GET', '/account/points')).body);
    expect(points.available).toBe(30);
    expect(points.history.slice(0, 2).map((line) => [line.points, line.kind, line.words])).toEqual([
      [-20, 'taken', 'Granted twice by mistake'],
      [50, 'granted', 'Sorry for the long wait'],
    ]);
  });
});
