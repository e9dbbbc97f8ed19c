/**
 * The Speculation Rules (docs/architecture.md#speculation-rules): on the menu, pointing at a dish for a moment makes
 * Chromium fetch the dish's page ahead of the click, as the rules file named by the pages' Speculation-Rules header
 * says. (The host's header and the file's content type are checked in tests/integration/hosting.test.ts, CloudFront's
 * in tests/infra/stacks.test.ts.)
 */
import { expect, test } from '@playwright/test';

test('hovering a dish on the menu prefetches its page', async ({ page }) => {
  await page.goto('/spices/menu');
  const entrees = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Entrées' }) });
  const card = entrees.getByRole('link').first();
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href'))!;
  expect(href).toMatch(/^\/spices\/menu\/[^/]+$/);
  const prefetch = page.waitForRequest((request) => new URL(request.url()).pathname === href && request.headers()['sec-purpose'] === 'prefetch');
  // Chromium prefetches for "moderate" rules once the pointer has rested on the link for a moment.
  await card.hover();
  const request = await prefetch;
  expect(request.method()).toBe('GET');
});
