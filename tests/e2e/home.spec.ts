import { expect, test, type Page } from '@playwright/test';
import { business } from '../../functions/src/config/business.ts';
import { expectNoAxeViolations } from './axe.ts';

const signedInUser = { id: '1', name: 'Ama', theme: 'device' };

function hero(page: Page) {
  return page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
}

/** A stored user, and the server's session check agreeing (it would otherwise sign the stale entry out). */
async function signIn(page: Page) {
  await page.addInitScript((user) => window.localStorage.setItem('user', JSON.stringify(user)), signedInUser);
  await page.route('**/api/auth/isLoggdIn', (route) =>
    route.fulfill({
      json: {
        loggedIn: true,
        user: { ...signedInUser, email: 'ama@example.com', phone: null, emailVerified: true, twoFactorEnabled: false },
      },
    }),
  );
}

test.describe('home', () => {
  test('the page title is the business name', async ({ page }) => {
    await page.goto('/spices/');
    await expect(page).toHaveTitle(business.name);
  });

  test("the headline types 'Authentic', then 'Delicious', then 'Healthy', with 'African Cuisine Made Accessible'", async ({ page }) => {
    await page.goto('/spices/');
    const headline = page.getByRole('heading', { level: 1 });
    await expect(headline).toHaveAccessibleName(/African Cuisine Made Accessible/);
    await expect(headline).toContainText('African Cuisine Made Accessible');
    const word = page.getByTestId('typed-word');
    await expect(word).toHaveText('Authentic', { timeout: 5_000 });
    await expect(word).toHaveText('Delicious', { timeout: 8_000 });
    await expect(word).toHaveText('Healthy', { timeout: 8_000 });
    // It loops back to the first word.
    await expect(word).toHaveText('Authentic', { timeout: 8_000 });
  });

  test("with reduced motion the headline shows 'Authentic' and stays", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/spices/');
    const word = page.getByTestId('typed-word');
    await expect(word).toHaveText('Authentic');
    await page.waitForTimeout(3_000);
    await expect(word).toHaveText('Authentic');
  });

  test("signed out, 'Explore' leads to the menu and 'Sign in' to the sign-in page", async ({ page }) => {
    await page.goto('/spices/');
    await hero(page).getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/spices\/menu$/);
    await page.goto('/spices/');
    await hero(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/spices\/login$/);
  });

  test("the benefit sections lead to the menu and to catering", async ({ page }) => {
    await page.goto('/spices/');
    for (const title of ['Treat Yourself', 'Feed the Family']) {
      const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: title }) });
      await expect(section.getByRole('link', { name: 'Explore Menu' })).toHaveAttribute('href', '/spices/menu');
    }
    const catering = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Schedule Catering' }) });
    await expect(catering.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/spices/catering');
    for (const feature of ['Healthy', 'Customizable', 'Deliverable']) {
      await expect(page.getByRole('heading', { level: 3, name: feature })).toBeAttached();
    }
    await expect(page.getByText(`Serving ${business.serviceArea.name} since ${business.servingSince}`).first()).toBeAttached();
  });

  test("'CONTACT US' leads to the contact page and the phone number is shown as a call link", async ({ page }) => {
    await page.goto('/spices/');
    const call = page.getByRole('main').getByRole('link', { name: business.phone });
    await call.scrollIntoViewIfNeeded();
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', `tel:${business.phoneE164}`);
    await expect(page.getByRole('main').getByText(/or call/)).toBeVisible();
    await page.getByRole('link', { name: 'CONTACT US' }).click();
    await expect(page).toHaveURL(/\/spices\/contact$/);
  });

  test("signed out, the sign-in prompt offers 'Sign in' and 'New? Start here.' to register", async ({ page }) => {
    await page.goto('/spices/');
    const prompt = page.locator('section', { has: page.getByRole('link', { name: 'New? Start here.' }) });
    await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/spices/login');
    await prompt.getByRole('link', { name: 'New? Start here.' }).scrollIntoViewIfNeeded();
    await prompt.getByRole('link', { name: 'New? Start here.' }).click();
    await expect(page).toHaveURL(/\/spices\/register$/);
  });

  test("signed in, the second button is 'Catering' to the catering page and the sign-in prompt is gone", async ({ page }) => {
    await signIn(page);
    await page.goto('/spices/');
    await expect(hero(page).getByRole('link', { name: 'Explore' })).toBeVisible();
    await expect(hero(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New? Start here.' })).toHaveCount(0);
    await hero(page).getByRole('link', { name: 'Catering', exact: true }).click();
    await expect(page).toHaveURL(/\/spices\/catering$/);
  });

  test('the home page passes axe, wide and light, narrow and dark', async ({ page }) => {
    // Reduced motion: every section is shown at once, so nothing is checked mid-fade.
    for (const { width, height, colorScheme } of [
      { width: 1280, height: 900, colorScheme: 'light' as const },
      { width: 375, height: 812, colorScheme: 'dark' as const },
    ]) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto('/spices/');
      await expect(page.getByRole('heading', { level: 2, name: 'Treat Yourself' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
