import { expect, test } from '@playwright/test';

const businessName = 'Spices African Kitchen';
const rowTitles = ['Featured', 'Appetizers', 'Entrées', 'Snacks | Desserts', 'Sides', 'Sauces'];

test.describe('menu', () => {
  test('shows every row in order, and a dish card leads to that dish', async ({ page }) => {
    await page.goto('/spices/menu');
    await expect(page).toHaveTitle(`Menu | ${businessName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();

    const titles = page.locator('main section h2');
    await expect(titles).toHaveText(rowTitles);

    const entrees = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Entrées' }) });
    const firstEntree = entrees.getByRole('link').first();
    await expect(firstEntree).toBeVisible();
    const dishName = (await firstEntree.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    expect(dishName).not.toBe('');
    expect(await page.locator('main section a[href^="/spices/menu/"]').count()).toBeGreaterThan(5);

    await firstEntree.click();
    await expect(page).toHaveURL(new RegExp(`/spices/menu/${encodeURIComponent(dishName.replace(/ /g, '-'))}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dishName);
    await expect(page).toHaveTitle(`${dishName} | ${businessName}`);
    await expect(page.getByRole('heading', { name: 'Sizes' })).toBeVisible();
  });

  test('an unknown dish goes back to the menu', async ({ page }) => {
    await page.goto('/spices/menu/No-Such-Dish');
    await expect(page.getByRole('alert')).toContainText('No Such Dish');
    await expect(page).toHaveURL(/\/spices\/menu$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  });

  test('any other path shows the not-found page', async ({ page }) => {
    await page.goto('/spices/no-such-page');
    await expect(page).toHaveTitle(`Page not found | ${businessName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This plate is empty');
    await page.getByRole('link', { name: 'Browse the menu' }).click();
    await expect(page).toHaveURL(/\/spices\/menu$/);
  });
});
