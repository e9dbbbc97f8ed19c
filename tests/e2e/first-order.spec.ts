/**
 * A brand-new customer's first order, in as few screens as is safe (issue: "the first order takes nine screens and
 * never says the dish is kept"): a signed-out Add to cart on a dish page, the sign-in and registration screens saying
 * what is kept, registering (which signs in at once and finishes the add: no e-mail to open first), then cart,
 * checkout and Place order, paid by card (paying in person waits for a verified address). Every page navigation is
 * counted. The reminder to verify and the receipt's link: first-order-by-card.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { customerPassword, newCustomerEmail } from '../fixtures/signed-in.ts';
import { chooseJollofLargeTwoFlamesPlantain } from './dish-page.ts';
import { screenshots } from './page-checks.ts';
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
  test('goes from a signed-out Add to cart to a placed order paid by card in eight screens, the dish kept all the way', async ({ page }) => {
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

    await test.step('so does the registration screen; registering signs in and finishes the add, back on the dish page', async () => {
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page).toHaveURL(/\/spices\/register$/);
      await expect(page.getByText(`Create your account to add ${kept}; we’ll keep it for you.`)).toBeVisible();
      await screenshots(page, 'first-order-register');
      await page.getByLabel('Your name').fill('Akua Asante');
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(customerPassword);
      await submitPassword(page, page.getByRole('button', { name: 'Create account' }), '/auth/register');
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

    await test.step('checkout: pickup at a slot three or more days ahead, a phone number, the card (in person waits for the address); Place order and pay', async () => {
      await expect(page).toHaveURL(/\/spices\/order\/schedule$/);
      await scheduleSlotDaysAhead(page, 3);
      await page.getByLabel('Mobile phone number').fill('(414) 555-0199');
      const payment = page.getByRole('group', { name: 'Payment' });
      await expect(payment.getByRole('radio', { name: 'Pay now by card' })).toBeChecked();
      await expect(payment.getByRole('radio', { name: 'Cash, in person' })).toBeDisabled();
      await page.getByRole('button', { name: /^Place order/ }).click();
      await expect(page).toHaveURL(/\/pay\/cs_/);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(page).toHaveURL(/\/spices\/account\/order-details\/[0-9A-Z]{26}$/);
      await expect(page.getByRole('list', { name: 'Items in this order' })).toContainText('Jollof Rice');
    });

    await test.step('eight screens (Stripe’s page one of them), where the first order took ten', async () => {
      expect(screens.map((path) => path.replace(/^\/pay\/cs_.+$/, '/pay/cs_…').replace(/order-details\/.+$/, 'order-details/…'))).toEqual([
        '/menu/Jollof-Rice', // Add to cart
        '/login', // "… we’ll keep it for you": Create an account
        '/register', // Create account: signed in at once, the add finished, no e-mail to open first
        '/menu/Jollof-Rice', // "Added to Cart": Cart
        '/order', // Proceed to Checkout
        '/order/schedule', // Place order
        '/pay/cs_…', // Stripe's page: Pay
        '/account/order-details/…', // the placed order
      ]);
    });
  });
});
