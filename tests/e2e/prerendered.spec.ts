/**
 * The pre-rendered pages in a browser (docs/architecture.md#pre-rendered-pages): the HTML shows the
 * page before any script runs, hydration takes it over without an error or a re-render from scratch,
 * and a signed-in customer's parts fill in afterwards without moving the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInBrowser } from '../fixtures/signed-in.ts';

/** Collects what the browser reports as wrong: console errors (React's hydration mismatches among them) and page errors. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The layout shifts of the page so far (the browser's own layout-shift entries, without recent input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

/** Whether React has taken over this element (hydrated it): React keeps its fiber on the DOM node. */
function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

/** Hydrated: the search field, which only script can open, opens its panel. */
async function expectHydrated(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByRole('searchbox', { name: 'Search Menu' }).click();
    await expect(page.getByRole('button', { name: 'Close search' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole('button', { name: 'Close search' }).click();
}

test.describe('pre-rendered pages', () => {
  test('without JavaScript, the menu and a dish page are already there', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/spices/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Jollof Rice/ }).first()).toBeAttached();
    await page.goto('/spices/menu/Jollof-Rice');
    await expect(page.getByRole('heading', { level: 1, name: 'Jollof Rice' })).toBeVisible();
    await expect(page.getByText('$13.99').first()).toBeVisible();
    // The main photo paints without script (it does not wait for a fade-in).
    const photo = page.locator('img[fetchpriority="high"]').first();
    await expect(photo).toBeVisible();
    await expect(photo).toHaveCSS('opacity', '1');
    await context.close();
  });

  test('a menu card opens its dish before the script has run (a link) and after (the app’s own navigation)', async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/spices/menu');
    await plain
      .getByRole('link', { name: /Jollof Rice/ })
      .first()
      .click();
    await expect(plain).toHaveURL(/\/spices\/menu\/Jollof-Rice$/);
    await expect(plain.getByRole('heading', { level: 1, name: 'Jollof Rice' })).toBeVisible();
    await context.close();

    const errors = collectErrors(page);
    await page.goto('/spices/menu');
    await expectHydrated(page);
    // The app navigates without loading a document: the page's own marker survives.
    await page.evaluate(() => Object.assign(window, { spicesSameDocument: true }));
    await page
      .getByRole('link', { name: /Jollof Rice/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jollof Rice' })).toBeVisible();
    expect(await page.evaluate(() => (window as { spicesSameDocument?: boolean }).spicesSameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });

  for (const path of ['/spices/', '/spices/menu', '/spices/menu/Jollof-Rice', '/spices/catering', '/spices/about']) {
    test(`${path} hydrates without an error and answers input`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expectHydrated(page);
      expect(errors).toEqual([]);
    });
  }

  test("an address the app has no route for is answered 404 by the host, with the app's not-found page", async ({ page }) => {
    const response = await page.goto('/spices/no-such-page');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This plate is empty');
    await expect(page).toHaveTitle(/^Page not found \| /);
    // The app's own routes without a pre-rendered page are 200.
    expect((await page.goto('/spices/contact'))!.status()).toBe(200);
  });

  test('parts below the fold keep their HTML until they near the viewport, then hydrate', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/spices/');
    // Looked at, not touched: an update that reaches a part (a re-render of the layout) hydrates it at once.
    await expect.poll(() => isHydrated(page, 'header a')).toBe(true);
    const contactLink = 'section[aria-labelledby="home-contact-title"] a';
    expect(await isHydrated(page, contactLink)).toBe(false);
    await page.locator(contactLink).first().scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(page, contactLink)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('an image loaded before its part hydrates shows at once, and only one still loading gets its blurhash painted', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 412, height: 823 });
    const main = page.locator('main div:has(> canvas + picture)').first();
    // The second photo's thumbnail: the first's may be drawn from the main image's larger file once that has loaded.
    const thumbnail = page.getByRole('button', { name: 'Show photo 2 of 3' }).locator('div:has(> canvas + picture)');
    const mainLoaded = () => main.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    // The dish's thumbnails (its smallest renditions) never arrive; its main image does, and before the app's code.
    await page.route(/-320\.(avif|webp)$/, () => undefined);
    let appHeld = 0;
    await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
      appHeld += 1;
      await expect.poll(mainLoaded).toBe(true);
      await route.continue();
    });
    await page.goto('/spices/menu/Jollof-Rice');
    await expect.poll(() => isHydrated(page, 'main h1')).toBe(true);
    expect(appHeld).toBe(1);
    // Hydrated, the loaded image's box says so, and its canvas was left blank: no blurhash decoded for nothing.
    await expect(main).toHaveAttribute('data-loaded', 'true');
    const painted = (box: typeof main) =>
      box.locator('canvas').evaluate((canvas: HTMLCanvasElement) =>
        canvas
          .getContext('2d')!
          .getImageData(0, 0, canvas.width, canvas.height)
          .data.some((value) => value !== 0),
      );
    expect(await painted(main)).toBe(false);
    // The thumbnail still loading shows its blurhash.
    await expect.poll(() => painted(thumbnail)).toBe(true);
    await expect(thumbnail).not.toHaveAttribute('data-loaded', 'true');
    expect(errors).toEqual([]);
  });

  test('a navigation does not wait for the parts still below the fold', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/spices/menu');
    await expect.poll(() => isHydrated(page, 'header a')).toBe(true);
    // The last row is far below the fold and keeps its HTML while the visitor leaves and comes back.
    const lastRow = page.locator('[data-near-viewport]').last();
    expect(await isHydrated(page, '[data-near-viewport]:last-of-type a')).toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    await lastRow.scrollIntoViewIfNeeded();
    await expect(lastRow.getByRole('link').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the live menu replaces the build's once the page is up: an edit since the build shows", async ({ page }) => {
    // The API answers as if the owner had renamed a dish and raised its price after the build.
    await page.route('**/api/dishes', async (route) => {
      const response = await route.fetch();
      const menu = (await response.json()) as { name: string; startingPrice: number }[];
      const edited = menu.map((dish) => (dish.name === 'Jollof Rice' ? { ...dish, name: 'Smoky Jollof Rice', startingPrice: 1549 } : dish));
      await route.fulfill({ response, json: edited });
    });
    await page.goto('/spices/menu');
    await expect(page.getByRole('link', { name: /Smoky Jollof Rice/ }).first()).toBeVisible();
    await expect(page.getByText('$15.49').first()).toBeAttached();
  });

  test("a signed-in customer's header fills in after hydration without moving the page", async ({ page, context }) => {
    const errors = collectErrors(page);
    await signInBrowser(context, { name: 'Ama Boateng' });
    // The shop's status banner comes with the live status, after the pre-rendered page (in the evening, "too late to
    // order for today"; CI run G met it at 9 p.m. in Milwaukee): its own shift is not the header's, which this
    // measures, so it is kept out of the layout here. (The banner's shift is noted for the speed issue.)
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '[data-shop-status] { display: none !important; }';
        document.head.append(style);
      });
    });
    await page.goto('/spices/menu');
    await expect(page.getByRole('link', { name: 'Ama, your account' })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.02);
    expect(errors).toEqual([]);
  });
});
