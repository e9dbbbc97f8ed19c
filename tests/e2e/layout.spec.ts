import { expect, test, type Page } from '@playwright/test';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';

async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
}

test.describe('the header on phones', () => {
  for (const width of [320, 375]) {
    test(`fits a ${width} px wide screen, signed out and signed in`, async ({ browser }) => {
      const signedOut = await browser.newContext({ viewport: { width, height: 740 } });
      const visitor = await signedOut.newPage();
      await visitor.goto('/spices/menu');
      await expect(visitor.getByRole('button', { name: 'Site menu' })).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(visitor);
      await signedOut.close();

      const signedIn = await browser.newContext({ viewport: { width, height: 740 } });
      await signInBrowser(signedIn);
      const customer = await signedIn.newPage();
      await customer.goto('/spices/menu');
      await expect(customer.getByRole('link', { name: /^Cart/ })).toBeVisible();
      await expect(customer.getByRole('button', { name: 'Site menu' })).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(customer);
      // Sign out lives in the site menu on phones.
      await customer.getByRole('button', { name: 'Site menu' }).click();
      await expect(customer.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: 'Sign out' })).toBeVisible();
      await signedIn.close();
    });
  }
});

test.describe('the kitchen on a phone', () => {
  test('its tab bar scrolls sideways, fading where more tabs are, and the current tab is scrolled into view', async ({ page }) => {
    const owner = await newOwner('Efua Kitchen');
    await page.setViewportSize({ width: 375, height: 812 });
    await signInOwnerAt(page, owner, '/kitchen');
    const nav = page.getByRole('navigation', { name: 'Kitchen' });
    const tabs = nav.getByRole('list');
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    // Wider than the screen: it scrolls, and says so with a fade at the end.
    expect(await tabs.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    await expect(nav).toHaveAttribute('data-more-end', 'true');
    await expect(nav).not.toHaveAttribute('data-more-start');
    expect(await tabs.evaluate((list) => getComputedStyle(list).maskImage)).toContain('gradient');
    await expectNoSidewaysScroll(page);

    // The last tab, once there, is in view whole; the fade moves to the start.
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/spices\/kitchen\/settings$/);
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeInViewport({ ratio: 1 });
    await expect(nav).toHaveAttribute('data-more-start', 'true');
    await expect(nav).not.toHaveAttribute('data-more-end');
    await tabs.evaluate((list) => list.scrollTo({ left: 0 }));
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeInViewport({ ratio: 1 });
  });

  test('opening a kitchen address directly shows the loading state, never a blank page or a HydrateFallback warning', async ({ page }) => {
    const owner = await newOwner('Kwesi Kitchen');
    await signInOwnerAt(page, owner, '/kitchen');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('HydrateFallback')) warnings.push(`${page.url()}: ${message.text()}`);
    });
    // The fallback is what the first render shows while the frame's code loads: on screen before the frame. The frame's
    // chunk is a kitchen-only one (`kitchen-only~kitchen-layout-<hash>.js`, web/scripts/kitchen-chunks.ts).
    let held = 0;
    await page.route(/\/assets\/kitchen-only~kitchen-layout-[^/]*\.js$/, async (route) => {
      held += 1;
      await expect(page.getByRole('status').filter({ hasText: 'Opening the kitchen…' })).toBeVisible();
      await route.continue();
    });
    for (const path of ['/spices/kitchen', '/spices/kitchen/menu', '/spices/kitchen/settings', '/spices/order', '/spices/account']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The frame's chunk was held on each kitchen address (a pattern matching no file would prove nothing).
    expect(held).toBe(3);
    expect(warnings).toEqual([]);
  });
});
