/**
 * A brand-new customer's first order, in as few screens as is safe (issue: "the first order takes nine screens and
 * never says the dish is kept"): a signed-out Add to cart on a dish page, the sign-in and registration screens saying
 * what is kept, the verification e-mail from the local mailbox, its link opened in the same browser (which signs in
 * and finishes the add), then cart, checkout and Place order. Every page navigation is counted.
 */
import { expect, test, type Page } from '@playwright/test';
import { menu } from '../../functions/src/seed/menu.ts';
import { linkIn, waitForEmail } from '../fixtures/mailbox.ts';
import { customerPassword, newCustomerEmail } from '../fixtures/signed-in.ts';
import { chooseJollofLargeTwoFlamesPlantain } from './dish-page.ts';
import { expectAccessible, screenshots } from './page-checks.ts';
import { scheduleSlotDaysAhead } from './checkout-steps.ts';
import { submitPassword } from './password-work.ts';

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const large = jollof.prices.find((option) => option.size === 'large')!;
const plantain = jollof.optionalIngredients.find((option) => option.ingredient === 'Fried plantain')!;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const kept = 'Jollof Rice (Large, two flames, + Fried plantain)';

/** Records each screen the tab shows: every navigation of the page (loads and the app's own), one entry per change of address. */
function countScreens(page: Page): string[] {
  const screens: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname.replace(/^\/spices/, '');
    if (screens.at(-1) !== path) screens.push(path);
  });
  return screens;
}

test.describe('a first order', () => {
  test('goes from a signed-out Add to cart to a placed order in eight screens, the dish kept all the way', async ({ page }) => {
    test.setTimeout(120_000);
    const email = newCustomerEmail('first-order');

    await test.step('a signed-out customer chooses a dish and adds it', async () => {
      await chooseJollofLargeTwoFlamesPlantain(page);
    });
    const screens = countScreens(page);
    screens.push('/menu/Jollof-Rice');

    await test.step('the sign-in screen says the dish is kept', async () => {
      await page.getByRole('region', { name: 'Your order' }).getByRole('button', { name: 'Add to cart' }).click();
      await expect(page).toHaveURL(/\/spices\/login$/);
      await expect(page.getByText(`Sign in or create an account to add ${kept}; we’ll keep it for you.`)).toBeVisible();
      await screenshots(page, 'first-order-sign-in');
    });

    await test.step('so does the registration screen, and registering keeps it', async () => {
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page).toHaveURL(/\/spices\/register$/);
      await expect(page.getByText(`Create your account to add ${kept}; we’ll keep it for you.`)).toBeVisible();
      await screenshots(page, 'first-order-register');
      await page.getByLabel('Your name').fill('Akua Asante');
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(customerPassword);
      await submitPassword(page, page.getByRole('button', { name: 'Create account' }), '/auth/register');
      // On the same screen: where the link went, and what it will finish.
      await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
      await expect(page).toHaveURL(/\/spices\/register$/);
      await expect(page.getByRole('status')).toContainText(email);
      await expect(page.getByText(`it signs you in and adds ${kept} to your cart`)).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, 'first-order-check-email');
    });

    await test.step('the link from the e-mail, in the same browser, signs in and finishes the add', async () => {
      const mail = await waitForEmail(email, /Verify your e-mail/);
      expect(mail.body.text).toContain('30 minutes');
      await page.goto(linkIn(mail, '/verify-email/'));
      await expect(page).toHaveURL(/\/spices\/menu\/Jollof-Rice$/);
      const notice = page.getByRole('status').filter({ hasText: 'Added to Cart' });
      await expect(notice).toContainText(`Cart (1 item): ${usd(large.price + plantain.price)}`);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Akua, your account' })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('pendingAdd'))).toBeNull();
      await notice.getByRole('link', { name: 'Cart' }).click();
    });

    await test.step('the cart holds exactly the kept choices', async () => {
      await expect(page).toHaveURL(/\/spices\/order$/);
      const line = page
        .getByRole('list', { name: 'Cart items' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Jollof Rice' }) });
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(`Large · ${large.amount}`);
      await expect(line).toContainText('Spice level: Two flames');
      await expect(line).toContainText(`+ Fried plantain (${usd(plantain.price)})`);
      await page.getByRole('button', { name: /Proceed to Checkout/ }).click();
    });

    await test.step('checkout: pickup at a slot three or more days ahead, a phone number, cash; Place order', async () => {
      await expect(page).toHaveURL(/\/spices\/order\/schedule$/);
      await scheduleSlotDaysAhead(page, 3);
      await page.getByLabel('Mobile phone number').fill('(414) 555-0199');
      await page.getByRole('group', { name: 'Payment' }).getByRole('radio', { name: 'Cash, in person' }).check();
      const placed = page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
      await page.getByRole('button', { name: /^Place order/ }).click();
      const response = await placed;
      expect(response.status()).toBe(201);
      const { orderId } = (await response.json()) as { orderId: string };
      await expect(page).toHaveURL(new RegExp(`/spices/account/order-details/${orderId}$`));
      await expect(page.getByRole('list', { name: 'Items in this order' })).toContainText('Jollof Rice');
    });

    await test.step('eight screens, where the first order took ten', async () => {
      expect(
        screens.map((path) => path.replace(/\/users\/[^/]+\/verify-email\/[^/]+$/, '/users/…/verify-email/…').replace(/order-details\/.+$/, 'order-details/…')),
      ).toEqual([
        '/menu/Jollof-Rice', // Add to cart
        '/login', // "… we’ll keep it for you": Create an account
        '/register', // Create account; then "Check your e-mail" on the same screen
        '/users/…/verify-email/…', // the e-mailed link: signs in and finishes the add
        '/menu/Jollof-Rice', // "Added to Cart": Cart
        '/order', // Proceed to Checkout
        '/order/schedule', // Place order
        '/account/order-details/…', // the placed order
      ]);
    });
  });
});
