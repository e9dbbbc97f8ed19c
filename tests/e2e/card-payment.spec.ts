/**
 * Paying by card (docs/business-rules.md#card-payments) in Chromium against the stack's local Stripe: a customer
 * chooses "Pay now by card", pays on the hosted stand-in and comes back to the order's page ("held"); the owner
 * accepts it (charged), cancels another (released) and refunds part of a third from the side sheet, and the
 * customer's e-mail says so. Screenshots of checkout, the hosted page, the order page and the side sheet.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatUsd } from '../../functions/src/platform/contract/money.ts';
import { cartForCardOrder, heldCardOrder, placeCardOrder } from '../fixtures/card-orders.ts';
import { emailsTo, waitForEmail } from '../fixtures/mailbox.ts';
import { seededPick } from '../fixtures/seeded-random.ts';
import { streamBarrier } from '../fixtures/stream-barrier.ts';
import { payOnHostedPage } from '../fixtures/stripe-control.ts';
import { signedInCustomer, signInBrowser } from '../fixtures/signed-in.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { scheduleSlotDaysAhead } from './checkout-steps.ts';
import { expectNoAxeViolations } from './axe.ts';
import { openOnBoard } from './board.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';
import { expectAccessible, screenshots } from './page-checks.ts';

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const option = jollof.prices[0]!;

test.describe.configure({ mode: 'serial' });

/** The hosted page is Stripe's (here its stand-in), not a shop screen: plain screenshots at 375 and 1280 px when SCREENSHOT_DIR is set. */
async function hostedPageScreenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Opens an order's side sheet from the board's search (the board lists later days apart). */

test('a customer pays by card on Stripe’s page and comes back to the order (held); the owner accepts it (charged)', async ({ page, context, browser }) => {
  test.setTimeout(150_000);
  const { customer, email } = await signInBrowser(context, { name: 'Yaa Asantewaa' });
  const added = await customer.call('POST', '/cart', {
    json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: option.price, spiciness: 0, size: option.id, quantity: 2 }] },
  });
  expect(added.status).toBe(201);

  const number = await test.step('checkout: "Pay now by card" says the card is taken on Stripe’s page', async () => {
    await page.goto('/spices/order/schedule');
    await scheduleSlotDaysAhead(page, 3);
    await page.getByRole('textbox', { name: 'Mobile phone number' }).fill('(414) 555-0142');
    const payment = page.getByRole('group', { name: 'Payment' });
    await expect(payment.getByRole('radio', { name: 'Card, in person' })).toBeChecked();
    await payment.getByRole('radio', { name: 'Pay now by card' }).check();
    await expect(payment).toContainText('Placing the order takes you to Stripe’s secure page to pay');
    await expectAccessible(page);
    await screenshots(page, 'card-checkout');
    await page.getByRole('button', { name: /^Place order/ }).click();
    // The browser goes straight on to the card page, so the order is read from the customer's orders (not the answer,
    // whose body is gone with the page: CI run J read it once after the page had left).
    await expect(page).toHaveURL(/\/pay\/cs_/);
    const orders = await customer.call<{ number: string; status: string }[]>('GET', '/orders');
    const [placed] = orders.body;
    expect(placed?.status).toBe('awaiting-payment');
    return placed!.number;
  });

  await test.step('the hosted stand-in lists the order (its dishes and tax) and its total, and pays with the approved card', async () => {
    await expect(page).toHaveURL(/\/pay\/cs_/);
    const summary = page.getByRole('region', { name: 'Order summary' });
    const dishRow = summary.getByRole('row').filter({ hasText: jollof.name });
    await expect(dishRow).toContainText(`${formatUsd(option.price)} each`);
    await expect(dishRow).toContainText(formatUsd(2 * option.price));
    await expect(summary.getByRole('row', { name: /^Sales tax/ })).toBeVisible();
    await hostedPageScreenshots(page, 'card-hosted-page');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
  });

  await test.step('back on the order’s page: thank you, and the card held until the kitchen accepts', async () => {
    await expect(page).toHaveURL(/\/spices\/account\/order-details\/[0-9A-Z]{26}$/);
    await expect(page.getByRole('heading', { name: `Your order ${number} is in` })).toBeVisible();
    await expect(page.getByTestId('payment-words')).toContainText('Visa ending 4242');
    await expect(page.getByTestId('payment-words')).toContainText('held, charged when the kitchen accepts');
    await expectAccessible(page);
    await screenshots(page, 'card-order-held');
    const receipt = await waitForEmail(email, new RegExp(`^Order received — order ${number}`));
    expect(receipt.body.text).toContain('Visa ending 4242');
  });

  await test.step('the owner sees "Card held" on the board, accepts it, and the ticket says charged', async () => {
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signInOwnerAt(owner, await newOwner('Kwame Owner'), '/kitchen');
    const panel = await openOnBoard(owner, number);
    await expect(panel.getByTestId('ticket-payment')).toContainText('held, charged when the kitchen accepts');
    await panel.getByRole('button', { name: 'Accept order' }).click();
    await expect(panel.getByTestId('ticket-payment')).toContainText(/Visa ending 4242, charged \$/);
    await screenshots(owner, 'card-side-sheet-charged', { widths: [1280, 768, 375] });
    await ownerContext.close();
  });
});

test('the owner cancels a held order (released) and refunds part of a charged one; the customer’s e-mails say so', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const pick = (ids: string[]) => seededPick(ids, test.info().titlePath.join(' › '));
  // The customer's own browser, signed in, for /account/payments at the end.
  const customerContext = await browser.newContext();
  const { customer, email } = await signInBrowser(customerContext, { name: 'Kojo Antwi' });
  const toCancel = await heldCardOrder(customer, pick);
  const toRefund = await heldCardOrder(customer, (ids) => pick(ids.toReversed()));
  await signInOwnerAt(page, await newOwner('Akosua Owner'), '/kitchen');

  await test.step('cancel before accepting: the hold is released, nothing charged', async () => {
    const panel = await openOnBoard(page, toCancel.number);
    await panel.getByRole('button', { name: 'Cancel order…' }).click();
    await panel.getByRole('textbox').fill('We ran out of jollof rice today');
    await panel.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(panel.getByTestId('ticket-payment')).toContainText('released: nothing was charged');
    const cancelled = await waitForEmail(email, new RegExp(`^Order cancelled — order ${toCancel.number}`));
    expect(cancelled.body.text).toContain('The hold on your Visa ending 4242 was released: nothing was charged.');
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
  });

  await test.step('accept, then refund $5.00 with a reason: the sheet, the board and the customer’s e-mail say so', async () => {
    const panel = await openOnBoard(page, toRefund.number);
    await panel.getByRole('button', { name: 'Accept order' }).click();
    await expect(panel.getByTestId('ticket-payment')).toContainText('charged');
    await panel.getByRole('button', { name: 'Refund…' }).click();
    const form = panel.getByRole('form', { name: `Refund order ${toRefund.number}` });
    await form.getByLabel('Amount').fill('999');
    await form.getByLabel('Reason').fill('The puff-puff was missing');
    await form.getByRole('button', { name: /^Refund/ }).click();
    await expect(form).toContainText(/At most \$[\d.]+ is left to refund\./);
    await form.getByLabel('Amount').fill('5.00');
    await screenshots(page, 'card-side-sheet-refund', { widths: [1280, 768, 375] });
    await form.getByRole('button', { name: 'Refund $5.00' }).click();
    await expect(panel.getByTestId('ticket-payment')).toContainText('refunded $5.00');
    await expect(panel).toContainText('Refunded $5.00: “The puff-puff was missing”');
    const refunded = await waitForEmail(email, new RegExp(`^Refund of \\$5\\.00 — order ${toRefund.number}`));
    expect(refunded.body.text).toContain('We refunded $5.00 of your order');
    expect(refunded.body.text).toContain('The puff-puff was missing');
  });

  await test.step('/account/payments lists both card payments and the refund', async () => {
    const customerPage = await customerContext.newPage();
    await customerPage.goto('/spices/account/payments');
    const list = customerPage.getByRole('region', { name: 'Card payments and refunds' });
    await expect(list).toContainText(`Order ${toCancel.number}`);
    await expect(list).toContainText('hold of');
    await expect(list).toContainText(`Order ${toRefund.number}`);
    await expect(list).toContainText('refunded $5.00');
    await expect(list).toContainText('Refunded $5.00 on');
    await screenshots(customerPage, 'card-account-payments');
    await customerContext.close();
  });
});

test('the board keeps orders still on the card page in a quiet, collapsed corner, apart from New, until the card is held', async ({ page }) => {
  test.setTimeout(150_000);
  const pick = (ids: string[]) => seededPick(ids, test.info().titlePath.join(' › '));
  const { customer } = await signedInCustomer({ name: 'Esi Mensah' });
  const { slotId, totalCents } = await cartForCardOrder(customer, pick);
  const order = await placeCardOrder(customer, slotId, totalCents);

  await signInOwnerAt(page, await newOwner('Adjoa Owner'), '/kitchen');
  const corner = page.getByTestId('awaiting-payment');
  const awaiting = page.getByRole('list', { name: 'Orders awaiting payment' });
  await test.step('collapsed: a line with a count, the order not among the columns', async () => {
    await expect(corner.locator('summary')).toContainText(/Awaiting payment\s*\d+/);
    await expect(corner).not.toHaveAttribute('open');
    await expect(awaiting.getByText(order.number)).toBeHidden();
    await expect(page.getByRole('region', { name: 'Orders' }).getByText(order.number)).toHaveCount(0);
  });

  await test.step('opened: the order, its time, the customer and its total', async () => {
    await corner.locator('summary').click();
    const row = awaiting.getByRole('listitem').filter({ hasText: order.number });
    await expect(row).toContainText('Esi Mensah');
    await expect(row).toContainText(formatUsd(totalCents));
    await expect(row).toContainText('page open until');
    await expectNoAxeViolations(page);
    await screenshots(page, 'board-awaiting-payment', { widths: [1280, 768, 375] });
  });

  await test.step('paid: it leaves the corner and joins the board', async () => {
    await payOnHostedPage(order.cardPayment!.checkoutUrl!);
    expect((await customer.call('POST', `/orders/${order.orderId}/payment`, { json: { outcome: 'paid' } })).status).toBe(200);
    await page.getByRole('tab', { name: /Upcoming/ }).click();
    await expect(page.getByRole('region', { name: 'Orders' }).getByRole('button', { name: `Open order ${order.number}` })).toBeVisible({ timeout: 15_000 });
    await expect(awaiting.getByText(order.number)).toHaveCount(0);
  });
});

test('the order’s page reached by the card page’s “paid” address without paying says the payment is not finished, not thank you', async ({ page, context }) => {
  test.setTimeout(150_000);
  const pick = (ids: string[]) => seededPick(ids, test.info().titlePath.join(' › '));
  const { customer, email } = await signInBrowser(context, { name: 'Kojo Badu' });
  const { slotId, totalCents } = await cartForCardOrder(customer, pick);
  const order = await placeCardOrder(customer, slotId, totalCents);

  // The address Stripe sends a paying customer back to, opened without paying.
  await page.goto(`/spices/account/order-details/${order.orderId}?payment=paid`);
  const notice = page.getByRole('region', { name: 'Your payment isn’t finished' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`Order ${order.number} is not placed yet`);
  await expect(notice).toContainText('Nothing has been charged');
  await expect(notice).not.toContainText('..');
  await expect(notice.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', order.cardPayment!.checkoutUrl!);
  await expect(notice.getByRole('link', { name: 'Choose another way to pay' })).toHaveAttribute('href', '/spices/order/schedule');
  await expect(page.getByText(/Thank you|We’ve e-mailed the receipt|Nothing is left to pay/)).toHaveCount(0);
  await expect(page).not.toHaveTitle(/Thank you/);
  await expectAccessible(page);
  await screenshots(page, 'order-payment-unfinished');
  // No receipt was sent.
  await streamBarrier();
  expect((await emailsTo(email)).filter((mail) => mail.subject.includes(order.number))).toHaveLength(0);

  // Pay now opens the order's own card page.
  await notice.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(order.cardPayment!.checkoutUrl!);
});
