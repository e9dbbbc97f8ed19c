/**
 * Signing in keeps the customer's choice (issue: "signing in loses the customer's choice"): a
 * signed-out add is kept through sign-in, finished once, and the cart holds exactly those choices.
 */
import { expect, test, type Page } from '@playwright/test';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';
import { expectAccessible } from './page-checks.ts';
import { chooseJollofLargeTwoFlamesPlantain } from './dish-page.ts';
import { submitPassword } from './password-work.ts';

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const large = jollof.prices.find((option) => option.size === 'large')!;
const plantain = jollof.optionalIngredients.find((option) => option.ingredient === 'Fried plantain')!;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submitPassword(page, page.getByRole('button', { name: 'Sign in' }), '/auth/login');
}

test.describe('an add made signed out', () => {
  test.describe.configure({ timeout: 90_000 });
  test('keeps its size, spice level and extra through sign-in and lands in the cart with exactly those', async ({ page }) => {
    const { email, password } = await signedInCustomer({ name: 'Kofi Mensah' });

    await chooseJollofLargeTwoFlamesPlantain(page);
    await page.getByRole('region', { name: 'Your order' }).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/spices\/login$/);
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('pendingAdd') ?? 'null')?.dishPath)).toBe('/menu/Jollof-Rice');

    await signIn(page, email, password);

    // Back on the dish page, with the notice of a normal add, and the choices still on screen.
    await expect(page).toHaveURL(/\/spices\/menu\/Jollof-Rice$/);
    const notice = page.getByRole('status').filter({ hasText: 'Added to Cart' });
    await expect(notice).toContainText(`Cart (1 item): ${usd(large.price + plantain.price)}`);
    await expect(page.getByRole('group', { name: 'Sizes', exact: true }).getByRole('radio', { name: /^Large/ })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Spice level', exact: true }).getByRole('radio', { name: 'two flames', exact: true })).toBeChecked();
    // Finished once: nothing is left to replay.
    expect(await page.evaluate(() => window.localStorage.getItem('pendingAdd'))).toBeNull();

    await notice.getByRole('link', { name: 'Cart' }).click();
    await expect(page).toHaveURL(/\/spices\/order$/);
    const lines = page
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await expect(lines).toHaveCount(1);
    const line = lines.first();
    await expect(line.getByRole('heading', { name: 'Jollof Rice' })).toBeVisible();
    await expect(line).toContainText(`Large · ${large.amount}`);
    await expect(line).toContainText('Spice level: Two flames');
    await expect(line).toContainText(`+ Fried plantain (${usd(plantain.price)})`);
    await expect(line.getByText(/^\+ /)).toHaveCount(1);
    await expect(line.getByLabel('Quantity: 1')).toBeVisible();

    // A reload of the cart, or signing in again, adds nothing more.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Cart items' }).getByLabel('Quantity: 1')).toBeVisible();
    await expectAccessible(page);
  });

  test('an add older than a day is not replayed', async ({ page }) => {
    const { email, password } = await signedInCustomer({ name: 'Abena Owusu' });
    await chooseJollofLargeTwoFlamesPlantain(page);
    await page.getByRole('region', { name: 'Your order' }).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/spices\/login$/);
    await page.evaluate(() => {
      const pending = JSON.parse(window.localStorage.getItem('pendingAdd')!);
      pending.savedAt -= 25 * 60 * 60 * 1000;
      window.localStorage.setItem('pendingAdd', JSON.stringify(pending));
    });
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/spices\/menu\/Jollof-Rice$/);
    await expect(page.getByRole('link', { name: /^Cart/ }).first()).toBeVisible();
    await page.goto('/spices/order');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart Empty');
    expect(await page.evaluate(() => window.localStorage.getItem('pendingAdd'))).toBeNull();
  });
});
