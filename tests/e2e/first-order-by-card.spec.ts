/**
 * A new customer's first order paid by card before verifying the address (docs/business-rules.md#registration), on a
 * 375 px phone: a signed-out Add to cart, registering (which signs in at once and finishes the add, no e-mail opened),
 * checkout's payment step holding the in-person ways back with the reason and "Resend the link", the card paid on the
 * local Stripe page, and the receipt's "Verify my e-mail" link, which asks for the password in another browser and
 * verifies: the reminder is gone after.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { verifyToPayInPersonMessage } from '../../functions/src/orders/contract/order.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { emailsTo, linkIn, waitForEmail } from '../fixtures/mailbox.ts';
import { customerPassword, newCustomerEmail } from '../fixtures/signed-in.ts';
import { scheduleSlotDaysAhead } from './checkout-steps.ts';
import { chooseJollofLargeTwoFlamesPlantain } from './dish-page.ts';
import { expectAccessible, screenshots } from './page-checks.ts';
import { submitPassword } from './password-work.ts';

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const large = jollof.prices.find((option) => option.size === 'large')!;
const plantain = jollof.optionalIngredients.find((option) => option.ingredient === 'Fried plantain')!;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const phone = { width: 375, height: 812 };

/** The reminder to verify, as the account screens and checkout show it. */
function verifyNotice(page: Page | Locator) {
  return page.getByRole('region', { name: 'Verify your e-mail address' });
}

test('a new customer registers from Add to cart, pays the first order by card before verifying, and verifies from the receipt', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const email = newCustomerEmail('first-card');
  await page.setViewportSize(phone);

  await test.step('signed out, Add to cart leads to sign in; registering signs in and finishes the add, no e-mail opened', async () => {
    await chooseJollofLargeTwoFlamesPlantain(page);
    // On a phone the button sits in the bar at the bottom.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/spices\/login$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/spices\/register$/);
    await page.getByLabel('Your name').fill('Esi Mensah');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(customerPassword);
    await submitPassword(page, page.getByRole('button', { name: 'Create account' }), '/auth/register');

    await expect(page).toHaveURL(/\/spices\/menu\/Jollof-Rice$/);
    const added = page.getByRole('status').filter({ hasText: 'Added to Cart' });
    await expect(added).toContainText(`Cart (1 item): ${usd(large.price + plantain.price)}`);
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? '{}').name)).toBe('Esi Mensah');
    expect(await page.evaluate(() => window.localStorage.getItem('pendingAdd'))).toBeNull();
    await added.getByRole('link', { name: 'Cart' }).click();
    await expect(page).toHaveURL(/\/spices\/order$/);
    await page.getByRole('button', { name: /Proceed to Checkout/ }).click();
  });

  await test.step('checkout: the in-person ways are held back with the reason, the card is chosen; Resend the link says it went', async () => {
    await expect(page).toHaveURL(/\/spices\/order\/schedule$/);
    await scheduleSlotDaysAhead(page, 3);
    await page.getByRole('textbox', { name: 'Mobile phone number' }).fill('(414) 555-0177');
    const payment = page.getByRole('group', { name: 'Payment' });
    await expect(payment.getByRole('radio', { name: 'Pay now by card' })).toBeChecked();
    await expect(payment.getByRole('radio', { name: 'Card, in person' })).toBeDisabled();
    await expect(payment.getByRole('radio', { name: 'Cash, in person' })).toBeDisabled();
    const notice = verifyNotice(payment);
    await expect(notice).toContainText(`we sent a link to ${email}.`);
    await expect(notice).toContainText(verifyToPayInPersonMessage);

    const sentBefore = (await emailsTo(email)).length;
    await notice.getByRole('button', { name: 'Resend the link' }).click();
    await expect(notice.getByRole('status')).toContainText('We’ve e-mailed you a new link to verify your address.');
    await expect.poll(async () => (await emailsTo(email)).length).toBeGreaterThan(sentBefore);

    await expectAccessible(page);
    await screenshots(page, 'first-order-by-card-payment-step');
    await page.setViewportSize(phone);
  });

  const number = await test.step('Place order goes to the card page; paid, the order is placed', async () => {
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/spices\/account\/order-details\/[0-9A-Z]{26}$/);
    const heading = page.getByRole('heading', { name: /^Your order .+ is in$/ });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items in this order' })).toContainText('Jollof Rice');
    // The account screens remind too, until the address is verified.
    await expect(verifyNotice(page)).toContainText('Until then you can pay by card.');
    await screenshots(page, 'first-order-by-card-order-placed');
    await page.setViewportSize(phone);
    return (await heading.textContent())!.match(/^Your order (.+) is in$/)![1]!;
  });

  await test.step('the receipt’s "Verify my e-mail" link asks for the password in another browser, and verifies', async () => {
    const receipt = await waitForEmail(email, new RegExp(`^Order received — order ${number}`));
    expect(receipt.body.text).toContain('Verify my e-mail');
    const link = linkIn(receipt, '/verify-email/');

    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await elsewhere.setViewportSize(phone);
    await elsewhere.goto(link);
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Finish signing in' })).toBeVisible();
    await elsewhere.getByLabel('Password', { exact: true }).fill(customerPassword);
    await submitPassword(elsewhere, elsewhere.getByRole('button', { name: 'Continue' }), '/auth/verify-email');
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'You’re verified' })).toBeVisible();
    await elsewhere.goto('/spices/account');
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(verifyNotice(elsewhere)).toHaveCount(0);
    await other.close();
  });

  await test.step('back in the first browser, the reminder is gone and paying in person is offered', async () => {
    await page.goto('/spices/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(verifyNotice(page)).toHaveCount(0);
  });
});
