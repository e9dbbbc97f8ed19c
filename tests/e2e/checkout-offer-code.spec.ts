/**
 * An offer code at checkout (docs/business-rules.md#offers-and-loyalty), on a phone: the owner has made a code ('$5 off
 * orders over $10', through the owner's API); a signed-in customer at 375 px adds a dish, goes to checkout, types a code
 * that is not one and is told so under the field, then the real one (in lower case: codes are case-insensitive) and
 * sees at once what it takes off, the discount's row before the tax and the lower total; pays by card on the local
 * Stripe's page for the discounted total, and the order's page, the receipt and the kitchen's ticket show the discount.
 * axe on checkout and the order page; screenshots at 375 and 1280 px when asked for.
 *
 * A code offer only: it applies only when typed, so no other test's totals move (an automatic offer would take every
 * order in the run).
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ownerOfferAnswerSchema } from '../../functions/src/offers/contract/offers.ts';
import { orderTotals } from '../../functions/src/orders/contract/order-totals.ts';
import { formatUsd } from '../../functions/src/platform/contract/money.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { waitForEmail } from '../fixtures/mailbox.ts';
import { offerFields } from '../fixtures/offers.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { openOnBoard } from './board.ts';
import { scheduleSlotDaysAhead } from './checkout-steps.ts';
import { openDishPage } from './dish-page.ts';
import { signInOwnerAt } from './owner-sign-in.ts';
import { expectAccessible, screenshots } from './page-checks.ts';

const phone = { width: 375, height: 812 };
const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const large = jollof.prices.find((option) => option.size === 'large')!;
const noTip = { kind: 'percent', percent: 0 } as const;

test('a customer on a phone types a wrong code (told why), then the owner’s code: the discount before tax, paid by card for the lower total', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await signedInOwner('Adwoa Offers');

  const code = await test.step('the owner makes a code: $5 off orders over $10, once per customer', async () => {
    const now = Date.now();
    const answer = await owner.owner.call('POST', '/owner/offers', {
      json: offerFields({
        code: `save-${randomBytes(4).toString('hex')}`,
        minimumFoodCents: 1000,
        validFrom: new Date(now - 3600_000).toISOString(),
        validTo: new Date(now + 30 * 24 * 3600_000).toISOString(),
      }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { offer } = ownerOfferAnswerSchema.parse(answer.body);
    expect(offer.kind).toBe('code');
    return offer.kind === 'code' ? offer.code : '';
  });

  const { email } = await signInBrowser(context, { name: 'Kofi Mensah' });
  await page.setViewportSize(phone);
  const before = orderTotals({ subtotalCents: large.price, mode: 'pickup', catering: false, tip: noTip });
  const after = orderTotals({ subtotalCents: large.price, mode: 'pickup', catering: false, tip: noTip, discount: { cents: 500, on: 'food' } });
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const totals = summary.getByLabel('Totals');

  await test.step('a large Jollof Rice in the cart, then on to checkout', async () => {
    await openDishPage(page, 'Jollof-Rice', 'Jollof Rice');
    await page
      .getByRole('group', { name: 'Sizes', exact: true })
      .getByRole('radio', { name: /^Large/ })
      .check();
    // On a phone, Add to cart is in the bar at the bottom of the screen.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toBeVisible();
    await page.goto('/spices/order');
    await page.getByRole('button', { name: /Proceed to Checkout/ }).click();
    await expect(page).toHaveURL(/\/spices\/order\/schedule$/);
    await scheduleSlotDaysAhead(page, 3);
    await page.getByRole('textbox', { name: 'Mobile phone number' }).fill('(414) 555-0142');
    await expect(totals.locator('div').filter({ hasText: /^Total/ })).toContainText(formatUsd(before.totalCents));
  });

  await test.step('a code that is not one: said under the field, and nothing taken off', async () => {
    await summary.getByRole('button', { name: 'Have a code?' }).click();
    const field = summary.getByRole('textbox', { name: 'Offer code' });
    await expect(field).toBeFocused();
    await field.fill('NOT-A-CODE-42');
    // Enter applies the code; it never places the order.
    await field.press('Enter');
    await expect(summary.getByText('That is not a code we know.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/spices\/order\/schedule$/);
    await expect(totals).not.toContainText('Discount');
    await screenshots(page, 'checkout-code-refused', { widths: [375] });
    await page.setViewportSize(phone);
  });

  await test.step('the owner’s code, typed in lower case: what it takes off at once, its row before the tax, the lower total', async () => {
    const field = summary.getByRole('textbox', { name: 'Offer code' });
    await field.fill(code.toLowerCase());
    await expect(summary.getByText('That is not a code we know.')).toBeHidden();
    await summary.getByRole('button', { name: 'Apply' }).click();
    const applied = summary.getByRole('status').filter({ hasText: code });
    await expect(applied).toContainText(`${code} · $5 off orders over $10`);
    await expect(applied).toContainText('−$5.00');
    await expect(summary.getByRole('button', { name: 'Remove' })).toBeFocused();
    const rows = totals.locator('dt');
    await expect(rows).toHaveText(['Subtotal', `Discount (${code})`, 'Tax (7.9%)', 'Tip', 'Total']);
    await expect(totals.locator('div').filter({ hasText: /^Discount/ })).toContainText('−$5.00');
    await expect(totals.locator('div').filter({ hasText: /^Tax/ })).toContainText(formatUsd(after.taxCents));
    await expect(totals.locator('div').filter({ hasText: /^Total/ })).toContainText(formatUsd(after.totalCents));
    expect(after.totalCents).toBeLessThan(before.totalCents);
    await page.getByRole('group', { name: 'Payment' }).getByRole('radio', { name: 'Pay now by card' }).check();
    // The bar at the bottom of the phone's screen says the new total too.
    await expect(page.getByRole('group', { name: 'Place your order' })).toContainText(formatUsd(after.totalCents));
    await expectAccessible(page);
    await screenshots(page, 'checkout-code-applied');
    await page.setViewportSize(phone);
  });

  const number = await test.step('placed and paid by card on Stripe’s page, for the discounted total', async () => {
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveText(`Pay ${formatUsd(after.totalCents)}`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/spices\/account\/order-details\/[0-9A-Z]{26}$/);
    const heading = page.getByRole('heading', { name: /^Your order \w+ is in$/ });
    await expect(heading).toBeVisible();
    return (await heading.textContent())!.match(/^Your order (\w+) is in$/)![1]!;
  });

  await test.step('the order’s page shows the discount in its totals, and the card held for the lower total', async () => {
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.locator('dl > div').filter({ hasText: /^Discount/ })).toHaveText(`Discount (${code})−$5.00`);
    await expect(payment.locator('dl > div').filter({ hasText: /^Total/ })).toHaveText(`Total${formatUsd(after.totalCents)}`);
    await expect(page.getByTestId('payment-words')).toContainText('Visa ending 4242');
    await expectAccessible(page);
    await screenshots(page, 'order-code-discount');
  });

  await test.step('the receipt e-mail has the discount’s line before the tax', async () => {
    const receipt = await waitForEmail(email, new RegExp(`^Order received — order ${number}`));
    expect(receipt.body.text).toContain(`Subtotal: ${formatUsd(large.price)}\nDiscount (${code}): −$5.00\nSales tax (7.9%): ${formatUsd(after.taxCents)}`);
  });

  await test.step('the kitchen’s ticket shows the discount in the order’s totals', async () => {
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signInOwnerAt(ownerPage, owner, '/kitchen');
    const panel = await openOnBoard(ownerPage, number);
    await expect(panel.locator('dl > div').filter({ hasText: /^Discount/ })).toHaveText(`Discount (${code})−$5.00`);
    const total = panel.locator('dl > div').filter({ hasText: /^Total/ });
    await expect(total).toHaveText(`Total${formatUsd(after.totalCents)}`);
    // The side sheet scrolls by itself: the screen as the owner sees it with the totals scrolled into view.
    const dir = process.env.SCREENSHOT_DIR;
    for (const width of dir ? [1280, 375] : []) {
      await ownerPage.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await total.scrollIntoViewIfNeeded();
      await ownerPage.screenshot({ path: `${dir}/kitchen-ticket-code-discount-${width}.png` });
    }
    await ownerContext.close();
  });
});
