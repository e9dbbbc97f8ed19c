/**
 * Nothing on a public page is wider than a 375 px phone (docs/product.md#layout-on-phones): the page never pans
 * sideways, before any scrolling (sections still waiting to slide in) and after scrolling to the bottom (each
 * revealed on the way).
 */
import { expect, test, type Page } from '@playwright/test';

const publicPages = [
  '/spices/',
  '/spices/menu',
  '/spices/menu/Jollof-Rice',
  '/spices/catering',
  '/spices/about',
  '/spices/contact',
  '/spices/login',
  '/spices/register',
  '/spices/forgot-password',
  '/spices/no-such-page',
];

function widths(page: Page) {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

test.describe('no sideways panning on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of publicPages) {
    test(`${path} is no wider than a 375 px screen, before and after scrolling to the bottom`, async ({ page }) => {
      await page.goto(path);
      // The footer fades in once the page's script has run: the page as a visitor first sees it.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const before = await widths(page);
      expect(before.scrollWidth, 'before scrolling').toBeLessThanOrEqual(before.innerWidth);

      // Down a screen at a time, so every section that reveals itself on the way does.
      let reached = false;
      while (!reached) {
        reached = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight * 0.8);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        });
        const now = await widths(page);
        expect(now.scrollWidth, `at ${await page.evaluate(() => window.scrollY)} px down`).toBeLessThanOrEqual(now.innerWidth);
      }
      await expect
        .poll(
          async () => {
            const after = await widths(page);
            return after.scrollWidth - after.innerWidth;
          },
          { message: 'at the bottom' },
        )
        .toBeLessThanOrEqual(0);
    });
  }
});
