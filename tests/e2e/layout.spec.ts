import { expect, test, type Page } from '@playwright/test';
import { signInBrowser } from '../fixtures/signed-in.ts';

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
