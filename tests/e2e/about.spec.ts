import { expect, test } from '@playwright/test';
import { business } from '../../functions/src/platform/config/business.ts';
import { openingHoursWeek } from '../../functions/src/shop/contract/opening-hours.ts';
import { defaultShopSettings } from '../../functions/src/shop/contract/shop-settings.ts';
import { expectNoAxeViolations } from './axe.ts';

test.describe('about', () => {
  test('tells the story under the about title, with the opening hours and the ways on', async ({ page }) => {
    await page.goto('/spices/about');
    await expect(page).toHaveTitle(`About | ${business.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${business.name}`);
    await expect(page.getByRole('main')).toContainText(`since ${business.servingSince}`);
    const hours = page.getByRole('region', { name: 'When we’re open' });
    // The owner's hours from GET /shop/status (the defaults here: no spec of this project saves settings), a row a day.
    await expect(hours.getByRole('list', { name: 'Opening hours' }).getByRole('listitem')).toHaveText(
      openingHoursWeek(defaultShopSettings.hours).map((row) => `${row.day} ${row.text}`),
    );
    await expect(hours.locator('[data-open-status]')).toHaveText(/^(Open now · until|Closed|No more orders today)/);
    await expect(page.getByRole('region', { name: 'Service area' })).toContainText(business.serviceArea.name);
    await expect(page.getByRole('link', { name: /See the menu/ })).toHaveAttribute('href', '/spices/menu');
    await expect(page.getByRole('link', { name: 'Plan catering' })).toHaveAttribute('href', '/spices/catering');
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/spices/contact');
  });

  test('the about page passes axe, wide and light, narrow and dark', async ({ page }) => {
    for (const { width, height, colorScheme } of [
      { width: 1280, height: 900, colorScheme: 'light' as const },
      { width: 375, height: 812, colorScheme: 'dark' as const },
    ]) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto('/spices/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The footer comes a second later, with landmarks of its own that must not clash with the page's.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
