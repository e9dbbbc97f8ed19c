/**
 * Favourites end to end: a signed-in customer favourites a dish on its page, finds it on
 * /account/favorites and removes it there; the heart on a menu card does not open the dish; a
 * visitor who is signed out sees no hearts at all.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { expectAccessible, screenshots } from './page-checks.ts';
import { openDishPage } from './dish-page.ts';
import { waitForHydration } from './hydration.ts';
import { submitPassword } from './password-work.ts';

const businessName = 'Spices African Kitchen';

function storedFavorites(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('favorites') ?? '[]'));
}

test.describe('favourites', () => {
  test('favourite a dish on its page, find it on /account/favorites, and remove it there', async ({ page, context }) => {
    test.setTimeout(60_000);
    await signInBrowser(context, { name: 'Abena Owusu' });

    await test.step('the heart beside the price favourites the dish', async () => {
      await page.goto('/spices/menu/Jollof-Rice');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jollof Rice');
      const heart = page.getByRole('button', { name: 'Add Jollof Rice to favourites' });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      const pressed = page.getByRole('button', { name: 'Remove Jollof Rice from favourites' });
      await expect(pressed).toHaveAttribute('aria-pressed', 'true');
      await expect(pressed).not.toHaveAttribute('aria-busy', 'true');
      expect(await storedFavorites(page)).toEqual(['Jollof Rice']);
      await screenshots(page, 'dish-favourited');
    });

    await test.step('the heart stays on after a reload: the server kept it', async () => {
      await page.reload();
      await expect(page.getByRole('button', { name: 'Remove Jollof Rice from favourites' })).toHaveAttribute('aria-pressed', 'true');
    });

    await test.step('the account home’s Favorites tile leads to the list, where the dish is', async () => {
      await page.goto('/spices/account');
      await page.getByRole('link', { name: /^Favorites/ }).click();
      await expect(page).toHaveURL(/\/spices\/account\/favorites$/);
      await expect(page).toHaveTitle(`Favorites | ${businessName}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
      const list = page.getByRole('list', { name: 'Your favourite dishes' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('link', { name: /Jollof Rice/ })).toHaveAttribute('href', '/spices/menu/Jollof-Rice');
      await expect(list.getByText('from $')).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, 'account-favourites');
    });

    await test.step('its heart removes it, and the empty list points to the menu', async () => {
      await page.getByRole('button', { name: 'Remove Jollof Rice from favourites' }).click();
      await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/spices/menu');
      expect(await storedFavorites(page)).toEqual([]);
      await expectAccessible(page);
      await screenshots(page, 'account-favourites-empty');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    });
  });

  test('the heart on a menu card favourites the dish without opening it', async ({ page, context }) => {
    test.setTimeout(60_000); // registration hashes a password; the menu page is long
    await signInBrowser(context);
    await page.goto('/spices/menu');
    const heart = page.getByRole('button', { name: 'Add Waakye to favourites' }).first();
    await heart.click();
    await expect(page).toHaveURL(/\/spices\/menu$/);
    // Every heart of the dish on the page agrees (it can be featured and in its category row).
    const hearts = page.getByRole('button', { name: /Waakye (to|from) favourites$/ });
    for (const each of await hearts.all()) await expect(each).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Remove Waakye from favourites' }).first()).not.toHaveAttribute('aria-busy', 'true');
    await screenshots(page, 'menu-signed-in');

    await page.goto('/spices/account/favorites');
    await expect(page.getByRole('list', { name: 'Your favourite dishes' }).getByRole('link', { name: /Waakye/ })).toBeVisible();
  });

  test('a visitor who is signed out sees no hearts on the dish page or the menu cards', async ({ page }) => {
    // Hearts are the script's: counted once React owns the page, or none would be there yet whatever it does.
    await openDishPage(page, 'Jollof-Rice', 'Jollof Rice');
    await expect(page.getByText('from $').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /favourites/ })).toHaveCount(0);

    await page.goto('/spices/menu');
    const card = page.getByRole('link', { name: /Jollof Rice/ }).first();
    await waitForHydration(card, 'the first Jollof Rice card');
    await expect(page.getByRole('button', { name: /favourites/ })).toHaveCount(0);
  });

  test('a heart whose session has ended links to sign in, which comes back to the dish', async ({ page, context }) => {
    test.setTimeout(60_000);
    const { email, password } = await signInBrowser(context, { name: 'Esi Badu' });
    await openDishPage(page, 'Jollof-Rice', 'Jollof Rice');
    // The session ends while the page is open (the cookie gone, as when it expires): the server answers 401.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Add Jollof Rice to favourites' }).click();
    const signIn = page.getByRole('link', { name: 'Please login to favorite this dish.' });
    await expect(signIn).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Jollof Rice to favourites' })).toHaveAttribute('aria-pressed', 'false');
    await screenshots(page, 'dish-heart-sign-in');

    await signIn.click();
    await expect(page).toHaveURL(/\/spices\/login$/);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await submitPassword(page, page.getByRole('button', { name: 'Sign in' }), '/auth/login');
    await expect(page).toHaveURL(/\/spices\/menu\/Jollof-Rice$/);
    const heart = page.getByRole('button', { name: 'Add Jollof Rice to favourites' });
    await heart.click();
    await expect(page.getByRole('button', { name: 'Remove Jollof Rice from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });
});
