/**
 * The back/forward cache (docs/architecture.md#cache-headers-of-the-sites-files): a visitor who leaves a shop page for another document and
 * comes back gets the page as they left it, from the browser's memory, not loaded and hydrated again. That needs no
 * `unload` listener and no `Cache-Control: no-store` on the page. Playwright starts Chromium with the cache off
 * (--disable-back-forward-cache), so these tests launch it without that switch.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { waitForHydration } from './hydration.ts';

const test = base.extend<object, object>({
  launchOptions: [async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] }), { scope: 'worker' }],
});

/** One pageshow of the document: whether it came from the cache, and, when not, why not (Chromium's notRestoredReasons). */
type PageShow = { persisted: boolean; reasons: unknown };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const shows: PageShow[] = [];
    Object.assign(window, { spicesPageShows: shows });
    window.addEventListener('pageshow', (event) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown };
      shows.push({ persisted: event.persisted, reasons: navigation.notRestoredReasons ?? null });
    });
  });
});

const pageShows = (page: Page) => page.evaluate(() => (window as unknown as { spicesPageShows: PageShow[] }).spicesPageShows);

/** Leaves for the about page (another document) and goes back; the document shown must be the one left, shown again. */
async function leaveAndComeBack(page: Page): Promise<void> {
  await page.goto('/spices/about');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  // A page restored from the cache fires no load event: the navigation is waited for until it commits.
  await page.goBack({ waitUntil: 'commit' });
  // Loaded again, the page would be a new document with one pageshow, not persisted, and the reasons why.
  await expect.poll(() => pageShows(page)).toEqual([expect.objectContaining({ persisted: false }), expect.objectContaining({ persisted: true })]);
}

test('back from another page, the menu comes from the back/forward cache, still hydrated', async ({ page }) => {
  await page.goto('/spices/menu');
  const heading = page.getByRole('heading', { level: 1, name: 'Our Menu' });
  await waitForHydration(heading, 'the menu');
  await leaveAndComeBack(page);
  await waitForHydration(heading, 'the restored menu');
});

test('signed in (the API answers no-store), the menu still comes from the back/forward cache', async ({ page, context }) => {
  await signInBrowser(context, { name: 'Abena Asante' });
  await page.goto('/spices/menu');
  await expect(page.getByRole('link', { name: 'Abena, your account' })).toBeVisible();
  await leaveAndComeBack(page);
  await expect(page.getByRole('link', { name: 'Abena, your account' })).toBeVisible();
});
